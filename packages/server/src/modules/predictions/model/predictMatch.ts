/**
 * One-shot prediction: fit on the results that kicked off strictly before `asOf` (never later than the
 * fixture's own kickoff, so a past match is predicted as it would have been before it started), then predict.
 * To predict many matches of one matchday, call `fitModel` once and reuse it.
 */
import { fitModel } from './fitModel.ts';
import type { FitOptions, Fixture, MatchPrediction, PlayedMatch } from './types.ts';

export function predictMatch(
  results: readonly PlayedMatch[],
  fixture: Fixture,
  asOf: Date = fixture.kickoffAt,
  options: Partial<FitOptions> = {},
): MatchPrediction {
  const cutoff = asOf.getTime() < fixture.kickoffAt.getTime() ? asOf : fixture.kickoffAt;
  const model = fitModel(results, cutoff, options);
  const predictOptions = {
    ...(fixture.competition === undefined ? {} : { competition: fixture.competition }),
    ...(fixture.neutral === undefined ? {} : { neutral: fixture.neutral }),
  };
  return model.predict(fixture.homeTeamId, fixture.awayTeamId, predictOptions);
}
