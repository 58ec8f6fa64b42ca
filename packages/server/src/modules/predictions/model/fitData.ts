/**
 * Turns played results into the arrays the optimizer works on: only results that kicked off strictly before
 * `asOf` (no leakage), in a canonical order (so the input order never changes the fit), with time-decay weights,
 * each team's league and whether it is new to that league (a promoted club).
 */
import type { FitOptions, PlayedMatch, TeamId } from './types.ts';

/** Group of teams with no league result in the window (cup-only clubs). */
export const NO_LEAGUE = '';

export interface FitData {
  asOf: Date;
  teamIds: TeamId[];
  teamIndex: Map<TeamId, number>;
  /** Index into `leagueKeys` for each team. */
  teamLeague: Int32Array;
  /** 1 when the team is new to its league (promoted, or no league result yet). */
  teamIsNew: Uint8Array;
  leagueKeys: string[];
  leagueIndex: Map<string, number>;
  home: Int32Array;
  away: Int32Array;
  homeGoals: Float64Array;
  awayGoals: Float64Array;
  weight: Float64Array;
  /** 1 when the match gets home advantage (not neutral). */
  hasHome: Uint8Array;
}

const DAY_MS = 86_400_000;

function compareMatches(a: PlayedMatch, b: PlayedMatch): number {
  return (
    a.kickoffAt.getTime() - b.kickoffAt.getTime() ||
    compareText(a.competition, b.competition) ||
    compareText(String(a.homeTeamId), String(b.homeTeamId)) ||
    compareText(String(a.awayTeamId), String(b.awayTeamId))
  );
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function isUsable(match: PlayedMatch, cutoff: number): boolean {
  return (
    match.kickoffAt.getTime() < cutoff &&
    Number.isInteger(match.homeGoals) &&
    Number.isInteger(match.awayGoals) &&
    match.homeGoals >= 0 &&
    match.awayGoals >= 0 &&
    match.homeTeamId !== match.awayTeamId
  );
}

export function buildFitData(results: readonly PlayedMatch[], asOf: Date, options: FitOptions): FitData {
  const cutoff = asOf.getTime();
  if (!Number.isFinite(cutoff)) throw new RangeError('asOf must be a valid date');
  const used = results.filter((match) => isUsable(match, cutoff)).sort(compareMatches);

  const teamIds: TeamId[] = [];
  const teamIndex = new Map<TeamId, number>();
  const indexOf = (id: TeamId): number => {
    let index = teamIndex.get(id);
    if (index === undefined) {
      index = teamIds.length;
      teamIds.push(id);
      teamIndex.set(id, index);
    }
    return index;
  };

  const count = used.length;
  const home = new Int32Array(count);
  const away = new Int32Array(count);
  const homeGoals = new Float64Array(count);
  const awayGoals = new Float64Array(count);
  const weight = new Float64Array(count);
  const hasHome = new Uint8Array(count);
  const decayPerDay = Math.LN2 / options.halfLifeDays;
  used.forEach((match, k) => {
    home[k] = indexOf(match.homeTeamId);
    away[k] = indexOf(match.awayTeamId);
    homeGoals[k] = match.homeGoals;
    awayGoals[k] = match.awayGoals;
    const ageDays = (cutoff - match.kickoffAt.getTime()) / DAY_MS;
    weight[k] = Math.exp(-decayPerDay * ageDays) * (match.isLeague ? 1 : options.cupWeight);
    hasHome[k] = match.neutral ? 0 : 1;
  });

  const groups = assignLeagues(used, teamIds, options.teamLeagues);
  return { asOf, teamIds, teamIndex, ...groups, home, away, homeGoals, awayGoals, weight, hasHome };
}

interface LeagueGroups {
  teamLeague: Int32Array;
  teamIsNew: Uint8Array;
  leagueKeys: string[];
  leagueIndex: Map<string, number>;
}

/**
 * A team's league is the competition of its latest league result (or `teamLeagues`). It is new to that league
 * when it has no result in it, or none in the league's previous season (before the team's latest season there).
 */
function assignLeagues(
  used: readonly PlayedMatch[],
  teamIds: readonly TeamId[],
  teamLeagues: ReadonlyMap<TeamId, string> | undefined,
): LeagueGroups {
  const latestLeague = new Map<TeamId, string>();
  /** `${competition}\u0000${season}` → teams that played a league match in it. */
  const playedIn = new Map<string, Set<TeamId>>();
  const seasonsOf = new Map<string, Set<string>>();
  for (const match of used) {
    if (!match.isLeague) continue;
    latestLeague.set(match.homeTeamId, match.competition);
    latestLeague.set(match.awayTeamId, match.competition);
    const key = `${match.competition}\u0000${match.season}`;
    let teams = playedIn.get(key);
    if (!teams) playedIn.set(key, (teams = new Set()));
    teams.add(match.homeTeamId).add(match.awayTeamId);
    let seasons = seasonsOf.get(match.competition);
    if (!seasons) seasonsOf.set(match.competition, (seasons = new Set()));
    seasons.add(match.season);
  }

  const leagueKeys: string[] = [];
  const leagueIndex = new Map<string, number>();
  const teamLeague = new Int32Array(teamIds.length);
  const teamIsNew = new Uint8Array(teamIds.length);
  teamIds.forEach((id, i) => {
    const league = teamLeagues?.get(id) ?? latestLeague.get(id) ?? NO_LEAGUE;
    let index = leagueIndex.get(league);
    if (index === undefined) {
      index = leagueKeys.length;
      leagueKeys.push(league);
      leagueIndex.set(league, index);
    }
    teamLeague[i] = index;
    if (league !== NO_LEAGUE) teamIsNew[i] = isNewToLeague(id, league, seasonsOf, playedIn) ? 1 : 0;
  });
  return { teamLeague, teamIsNew, leagueKeys, leagueIndex };
}

export function isNewToLeague(
  team: TeamId,
  league: string,
  seasonsOf: ReadonlyMap<string, ReadonlySet<string>>,
  playedIn: ReadonlyMap<string, ReadonlySet<TeamId>>,
): boolean {
  const seasons = [...(seasonsOf.get(league) ?? [])].sort();
  if (seasons.length === 0) return false;
  const teamSeasons = seasons.filter((season) => playedIn.get(`${league}\u0000${season}`)?.has(team));
  const latest = teamSeasons.at(-1);
  if (latest === undefined) return true;
  const previous = seasons.filter((season) => season < latest).at(-1);
  if (previous === undefined) return false;
  return !teamSeasons.includes(previous);
}
