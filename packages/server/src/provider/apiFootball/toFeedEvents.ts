/**
 * One API-Football fixture and its events → feed events for the mapped Pallone match. Ids are built from the
 * fixture id and the event's content (kind, team, minute, player, and its rank among identical ones), so
 * polling again yields the same ids (duplicates) and an event the provider drops or corrects is missing from
 * the next answer (the poller cancels it).
 *
 * Substitutions: API-Football's `player` is documented by use as the player going OUT and `assist` the one
 * coming ON (its own roadmap issues #170, #283, #371 report answers where the two are swapped; we follow the
 * usual reading). Own goals: see `ownGoalSide.ts`. `Missed Penalty` in play and `Var` events carry nothing the
 * feed stores: a goal disallowed by VAR disappears from the events, which cancels it.
 */
import { normalizeSearch } from '@pallone/core';
import type { FeedEvent, FeedMatchEvent, FeedSubtype } from '@pallone/contract';
import type { MappedMatch } from '../liveProvider.ts';
import { eventInstant, feedTimeOf, periodStartMs } from './eventTime.ts';
import { isMatchGoal, isShootoutKick, ownGoalNamesCreditedTeam } from './ownGoalSide.ts';
import { feedStatusOf, periodBaseOf } from './statuses.ts';
import type { ApiFootballEvent, ApiFootballFixture } from './types.ts';

const CARDS: Readonly<Record<string, FeedSubtype>> = {
  'Yellow Card': 'yellow',
  'Second Yellow card': 'yellow-red',
  'Second Yellow Card': 'yellow-red',
  'Red Card': 'red',
};

function idPart(name: string | null): string {
  return (normalizeSearch(name ?? '') || 'unknown').replaceAll(' ', '-').slice(0, 40);
}

export function apiFootballToFeedEvents(
  fixture: ApiFootballFixture,
  events: ApiFootballEvent[],
  match: MappedMatch,
  now: Date,
): FeedEvent[] {
  const fixtureId = fixture.fixture.id;
  const matchId = match.matchId;
  const teamOf = (providerTeamId: number) =>
    providerTeamId === fixture.teams.home.id ? match.homeTeamId : match.awayTeamId;
  const otherTeam = (teamId: number) => (teamId === match.homeTeamId ? match.awayTeamId : match.homeTeamId);
  const out: FeedEvent[] = [];
  const seen = new Map<string, number>();
  const uniqueId = (base: string) => {
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}:${n}`;
  };

  const status = feedStatusOf(fixture.fixture.status.short, fixture.fixture.status.elapsed);
  if (status !== null && status !== 'notStarted') {
    const base = periodBaseOf(status);
    const elapsed = fixture.fixture.status.elapsed ?? 0;
    let at = now.getTime();
    if (status === 'inPlay1H' && fixture.fixture.periods.first !== null) at = periodStartMs(fixture, '1H');
    else if (status === 'inPlay2H' && fixture.fixture.periods.second !== null)
      at = periodStartMs(fixture, '2H');
    else if (base !== null) at = now.getTime() - Math.max(0, elapsed - base - 1) * 60_000;
    out.push({
      id: `af:${fixtureId}:status:${status}`,
      type: 'status',
      matchId,
      at: new Date(Math.min(at, now.getTime())).toISOString(),
      status,
    });
  }

  const ownGoalCredited = ownGoalNamesCreditedTeam(fixture, events);
  for (const event of events) {
    const named = teamOf(event.team.id);
    const time = feedTimeOf(event.time);
    const at = eventInstant(fixture, time, now).toISOString();
    const clock = `${time.minute}+${time.stoppage ?? 0}`;
    const matchEvent = (
      subtype: FeedSubtype,
      teamId: number,
      playerName: string,
      key: string,
    ): FeedMatchEvent => ({
      id: uniqueId(`af:${fixtureId}:${subtype}:${teamId}:${clock}:${key}`),
      type: 'event',
      matchId,
      at,
      subtype,
      teamId,
      playerName,
      ...time,
    });

    if (isShootoutKick(event)) {
      out.push({
        id: uniqueId(`af:${fixtureId}:kick:${named}:${event.time.extra ?? 0}:${idPart(event.player.name)}`),
        type: 'shootout',
        matchId,
        // After the match's events, in kick order (`extra` is the kick's rank).
        at: new Date(now.getTime() - 100 + Math.min(99, event.time.extra ?? 0)).toISOString(),
        teamId: named,
        playerName: event.player.name ?? 'Unknown player',
        scored: event.detail === 'Penalty',
      });
    } else if (isMatchGoal(event)) {
      const own = event.detail === 'Own Goal';
      // The feed wants an own goal's scorer's team; it credits the other side.
      const teamId = own && ownGoalCredited ? otherTeam(named) : named;
      const scorer = event.player.name ?? 'Unknown player';
      const goal = matchEvent(own ? 'own-goal' : 'goal', teamId, scorer, idPart(event.player.name));
      out.push(event.detail === 'Penalty' ? { ...goal, penalty: true } : goal);
    } else if (event.type === 'Card' && CARDS[event.detail] && event.player.name) {
      out.push(matchEvent(CARDS[event.detail]!, named, event.player.name, idPart(event.player.name)));
    } else if (event.type.toLowerCase() === 'subst') {
      if (event.player.name)
        out.push(matchEvent('substitute-out', named, event.player.name, idPart(event.player.name)));
      if (event.assist.name)
        out.push(matchEvent('substitute-in', named, event.assist.name, idPart(event.assist.name)));
    }
  }
  return out;
}
