/**
 * What one page's subscribers want from the live stream, merged into the one connection's query, and which
 * subscriber each message is for. The parameters combine as a union (a match is wanted when its id, its Rome day
 * or its competition is asked for), so merging filters never loses a message any subscriber wanted.
 */
import { formatMatchDate } from '../format/formatMatchDate.ts';
import type { LiveStreamFilter, LiveStreamMessage } from './liveStreamMessages.ts';

/** The union of several filters, each list sorted and without repeats. */
export interface MergedLiveFilter {
  matchIds: number[];
  dates: string[];
  competitionIds: number[];
}

const sortedUnique = <T extends number | string>(values: Iterable<T>): T[] =>
  [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

export function mergeLiveFilters(filters: Iterable<LiveStreamFilter>): MergedLiveFilter {
  const matchIds: number[] = [];
  const dates: string[] = [];
  const competitionIds: number[] = [];
  for (const filter of filters) {
    matchIds.push(...(filter.matchIds ?? []));
    if (filter.date) dates.push(filter.date);
    competitionIds.push(...(filter.competitionIds ?? []));
  }
  return {
    matchIds: sortedUnique(matchIds),
    dates: sortedUnique(dates),
    competitionIds: sortedUnique(competitionIds),
  };
}

export function isEmptyLiveFilter(filter: MergedLiveFilter): boolean {
  return filter.matchIds.length + filter.dates.length + filter.competitionIds.length === 0;
}

/** The stream's query string values: `matchIds=1,2&date=2022-12-18&competitionIds=68` (lists comma-joined). */
export function liveStreamQuery(
  filter: MergedLiveFilter,
): Record<string, readonly (string | number)[] | undefined> {
  const list = <T>(values: T[]) => (values.length > 0 ? values : undefined);
  return {
    matchIds: list(filter.matchIds),
    date: list(filter.dates),
    competitionIds: list(filter.competitionIds),
  };
}

/** The Rome calendar day of an ISO instant, `YYYY-MM-DD`. */
export function romeDayOf(instant: string): string {
  const [day, month, year] = formatMatchDate(instant).split('/');
  return `${year}-${month}-${day}`;
}

/** Where a match stands, from its last `match` message: enough to route its timeline events. */
export interface KnownMatch {
  competitionId: number;
  day: string;
}

function wantsMatch(filter: LiveStreamFilter, matchId: number, known: KnownMatch | undefined): boolean {
  if (filter.matchIds?.includes(matchId)) return true;
  if (!known) return false;
  return filter.date === known.day || (filter.competitionIds?.includes(known.competitionId) ?? false);
}

/** Whether `message` is for a subscriber with `filter`; `known` tells an event's match's day and competition. */
export function liveMessageMatches(
  filter: LiveStreamFilter,
  message: LiveStreamMessage,
  known: ReadonlyMap<number, KnownMatch>,
): boolean {
  if (message.type === 'snapshot-end') return true;
  if (message.type === 'event')
    return wantsMatch(filter, message.data.matchId, known.get(message.data.matchId));
  const { data } = message;
  return wantsMatch(filter, data.id, { competitionId: data.competitionId, day: romeDayOf(data.date) });
}
