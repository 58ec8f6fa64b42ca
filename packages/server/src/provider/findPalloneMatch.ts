/**
 * A provider's fixture → the Pallone match: same competition (catalog code), both team names resolved through
 * `team_aliases`, kick-off within ±`windowHours` (±30 h for a match dated without a time; home and away may be listed the other way round, as happens
 * on neutral ground); the nearest kick-off wins. Otherwise the reason it could not be mapped.
 */
import { and, between, eq, or } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { competitions, matches } from '../db/schema.ts';
import { joinCompetitionSeason } from '../modules/matches/queries/columns.ts';
import type { MappedMatch, ProviderFixtureKey } from './liveProvider.ts';
import { resolveTeam } from './resolveTeam.ts';

export type MatchLookup = { kind: 'mapped'; match: MappedMatch } | { kind: 'unmapped'; reason: string };

export async function findPalloneMatch(
  db: Db,
  fixture: ProviderFixtureKey,
  windowHours = 6,
): Promise<MatchLookup> {
  const code = fixture.competitionCode;
  if (code === null) return { kind: 'unmapped', reason: `league ${fixture.league} is not followed` };
  const [home, away] = await Promise.all([
    resolveTeam(db, fixture.homeName),
    resolveTeam(db, fixture.awayName),
  ]);
  const unknown = [home === null ? fixture.homeName : null, away === null ? fixture.awayName : null].filter(
    (n): n is string => n !== null,
  );
  if (home === null || away === null)
    return {
      kind: 'unmapped',
      reason: `team ${unknown.map((n) => `"${n}"`).join(' and ')} not in team_aliases`,
    };

  const windowMs = windowHours * 3_600_000;
  const from = new Date(fixture.kickoff.getTime() - windowMs);
  const to = new Date(fixture.kickoff.getTime() + windowMs);
  // A match the data dates without a time sits at 00:00 Europe/Rome: any kick-off that day is its.
  const dayFrom = new Date(fixture.kickoff.getTime() - 30 * 3_600_000);
  const dayTo = new Date(fixture.kickoff.getTime() + 30 * 3_600_000);
  const query = db
    .select({
      id: matches.id,
      competitionSeasonId: matches.competitionSeasonId,
      homeTeamId: matches.homeTeamId,
      kickoffAt: matches.kickoffAt,
    })
    .from(matches)
    .$dynamic();
  const rows = await joinCompetitionSeason(query).where(
    and(
      eq(competitions.code, code),
      or(
        between(matches.kickoffAt, from, to),
        and(eq(matches.hasKickoffTime, false), between(matches.kickoffAt, dayFrom, dayTo)),
      ),
      or(
        and(eq(matches.homeTeamId, home), eq(matches.awayTeamId, away)),
        and(eq(matches.homeTeamId, away), eq(matches.awayTeamId, home)),
      ),
    ),
  );
  const kickoff = fixture.kickoff.getTime();
  const nearest = rows.sort(
    (a, b) => Math.abs(a.kickoffAt.getTime() - kickoff) - Math.abs(b.kickoffAt.getTime() - kickoff),
  )[0];
  if (!nearest)
    return {
      kind: 'unmapped',
      reason: `no ${code} match ${fixture.homeName}–${fixture.awayName} within ${windowHours} h of ${fixture.kickoff.toISOString()}`,
    };
  return {
    kind: 'mapped',
    match: {
      matchId: nearest.id,
      competitionSeasonId: nearest.competitionSeasonId,
      homeTeamId: home,
      awayTeamId: away,
    },
  };
}
