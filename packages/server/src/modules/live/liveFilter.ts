/**
 * What a stream client asked for, and whether a message is for it. `matchIds` adds those matches; `date` and
 * `competitionIds` together narrow to that day's matches of those competitions (either alone: the day's
 * matches, or the competitions' matches). A message is for the client when either part takes its match.
 */
import { BadRequestError } from '../../http/errors.ts';

export interface LiveFilter {
  matchIds: ReadonlySet<number>;
  /** A Rome day, YYYY-MM-DD. */
  day: string | undefined;
  competitionIds: ReadonlySet<number>;
}

/** What a message is checked on. */
export interface LiveTarget {
  matchId: number;
  competitionId: number;
  day: string;
}

export const MAX_FILTER_IDS = 200;

function idList(value: string | undefined, field: string): Set<number> {
  if (value === undefined || value === '') return new Set();
  const ids = value.split(',').map(Number);
  if (ids.some((id) => !Number.isInteger(id) || id < 1 || id > 2147483647))
    throw new BadRequestError(`${field} must be a comma-separated list of positive integers`, field);
  if (ids.length > MAX_FILTER_IDS)
    throw new BadRequestError(`${field} may list at most ${MAX_FILTER_IDS} ids`, field);
  return new Set(ids);
}

export function parseLiveFilter(query: {
  matchIds?: string | undefined;
  date?: string | undefined;
  competitionIds?: string | undefined;
}): LiveFilter {
  const filter: LiveFilter = {
    matchIds: idList(query.matchIds, 'matchIds'),
    day: query.date === '' ? undefined : query.date,
    competitionIds: idList(query.competitionIds, 'competitionIds'),
  };
  if (filter.matchIds.size === 0 && filter.day === undefined && filter.competitionIds.size === 0)
    throw new BadRequestError('Give at least one of matchIds, date or competitionIds', 'matchIds');
  return filter;
}

export function wants(filter: LiveFilter, target: LiveTarget): boolean {
  if (filter.matchIds.has(target.matchId)) return true;
  if (filter.day === undefined && filter.competitionIds.size === 0) return false;
  return (
    (filter.day === undefined || filter.day === target.day) &&
    (filter.competitionIds.size === 0 || filter.competitionIds.has(target.competitionId))
  );
}
