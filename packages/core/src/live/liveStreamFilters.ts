/**
 * What one page's subscribers want from the live stream, merged into the one connection's query, and which
 * subscriber each message is for. The server's rule (GET /live/stream): `date` and `competitionIds` narrow each
 * other, `matchIds` add matches. One query cannot always hold every subscriber (two days; a day beside a bare
 * competition list): the merge keeps the most asked-for day, and `liveFilterCovers` tells who is left out, so those
 * subscribers poll instead.
 */
import { formatMatchDate } from '../format/formatMatchDate.ts';
import type { LiveStreamFilter, LiveStreamMessage } from './liveStreamMessages.ts';

/** The one connection's query: match ids added to the matches of `date` narrowed by `competitionIds`. */
export interface MergedLiveFilter {
  matchIds: number[];
  date: string | null;
  competitionIds: number[];
}

const sortedUnique = (values: Iterable<number>): number[] => [...new Set(values)].sort((a, b) => a - b);

const hasScope = (filter: LiveStreamFilter) => Boolean(filter.date) || Boolean(filter.competitionIds?.length);

function mostAskedDate(filters: readonly LiveStreamFilter[]): string | null {
  const counts = new Map<string, number>();
  for (const { date } of filters) if (date) counts.set(date, (counts.get(date) ?? 0) + 1);
  let best: string | null = null;
  for (const [date, count] of [...counts].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (best === null || count > counts.get(best)!) best = date;
  }
  return best;
}

export function mergeLiveFilters(filters: Iterable<LiveStreamFilter>): MergedLiveFilter {
  const all = [...filters];
  const matchIds = sortedUnique(all.flatMap((filter) => filter.matchIds ?? []));
  const date = mostAskedDate(all);
  const scoped = all.filter((filter) => hasScope(filter) && (date === null || filter.date === date));
  // A subscriber of the whole day (or a whole competition list without a day) needs no competition narrowing.
  const narrowed = scoped.length > 0 && scoped.every((filter) => filter.competitionIds?.length);
  const competitionIds = narrowed
    ? sortedUnique(scoped.flatMap((filter) => filter.competitionIds ?? []))
    : [];
  return { matchIds, date, competitionIds };
}

export function isEmptyLiveFilter(filter: MergedLiveFilter): boolean {
  return filter.matchIds.length + filter.competitionIds.length === 0 && filter.date === null;
}

/** Whether the merged query brings every message `filter` wants. */
export function liveFilterCovers(merged: MergedLiveFilter, filter: LiveStreamFilter): boolean {
  const matchesCovered = (filter.matchIds ?? []).every((id) => merged.matchIds.includes(id));
  if (!matchesCovered) return false;
  if (!hasScope(filter)) return true;
  if (merged.date === null && merged.competitionIds.length === 0) return false;
  if (merged.date !== null && filter.date !== merged.date) return false;
  if (merged.competitionIds.length === 0) return true;
  return (
    Boolean(filter.competitionIds?.length) &&
    filter.competitionIds!.every((id) => merged.competitionIds.includes(id))
  );
}

/** The stream's query string values: `matchIds=1,2&date=2022-12-18&competitionIds=68` (lists comma-joined). */
export function liveStreamQuery(
  filter: MergedLiveFilter,
): Record<string, string | readonly number[] | undefined> {
  const list = (values: number[]) => (values.length > 0 ? values : undefined);
  return {
    matchIds: list(filter.matchIds),
    date: filter.date ?? undefined,
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
  if (!known || !hasScope(filter)) return false;
  const dayOk = !filter.date || filter.date === known.day;
  const competitionOk = !filter.competitionIds?.length || filter.competitionIds.includes(known.competitionId);
  return dayOk && competitionOk;
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
