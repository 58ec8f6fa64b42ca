/**
 * The model's version and default hyper-parameters. The defaults were chosen on 2023-24 data only
 * (see docs/performance-predictions.md and bench/predictions/tune.ts); bump MODEL_VERSION when they change.
 */
import type { FitOptions } from './types.ts';

export const MODEL_VERSION = 'dixon-coles-1.0.0';

export const DEFAULT_FIT_OPTIONS: Readonly<FitOptions> = {
  halfLifeDays: 365,
  teamSd: 0.4,
  leagueSd: 1,
  newTeamOffset: -0.26,
  newTeamOffsetSd: 0.1,
  cupWeight: 1,
  maxGoals: 10,
};

export function resolveFitOptions(options: Partial<FitOptions> = {}): FitOptions {
  const resolved: FitOptions = { ...DEFAULT_FIT_OPTIONS };
  for (const [key, value] of Object.entries(options)) {
    if (value !== undefined) (resolved as unknown as Record<string, unknown>)[key] = value;
  }
  if (!(resolved.halfLifeDays > 0)) throw new RangeError('halfLifeDays must be > 0');
  if (!(resolved.teamSd > 0) || !(resolved.leagueSd > 0) || !(resolved.newTeamOffsetSd > 0)) {
    throw new RangeError('prior standard deviations must be > 0');
  }
  if (!(resolved.cupWeight >= 0)) throw new RangeError('cupWeight must be >= 0');
  if (!Number.isInteger(resolved.maxGoals) || resolved.maxGoals < 3)
    throw new RangeError('maxGoals must be an integer >= 3');
  return resolved;
}
