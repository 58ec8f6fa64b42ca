/**
 * Knockout ties: the matches of a knockout round paired by their two teams (one match, or two legs), with the
 * aggregate and who went through. Each leg counts with the score after extra time when there was any (shownScore);
 * level on aggregate after every leg, the last leg's penalty shoot-out decides. Away goals count for nothing (UEFA
 * dropped the rule in 2021; none of our data's knockout rounds used it). No winner while a leg is unplayed, or when
 * the data holds no way to tell (level, no shoot-out: e.g. a league play-off won by the better-placed team).
 */
import type { Match } from '../types/Match.ts';
import type { Score } from '../types/Score.ts';
import { shownScore } from './shownScore.ts';

export type TieMatch = Pick<
  Match,
  'homeTeam' | 'awayTeam' | 'homeName' | 'awayName' | 'status' | 'ended' | 'date'
> &
  Pick<Match, 'homeScore' | 'awayScore' | 'extraTime' | 'penalties'>;

export type TieSide = 'home' | 'away';

/** How the tie was decided: on goals (over 90 minutes or both legs), in extra time, or on penalties. */
export type TieDecision = 'goals' | 'extraTime' | 'penalties';

export interface KnockoutTie<M extends TieMatch> {
  /** The first leg's home side. */
  home: { team: M['homeTeam']; name: string };
  away: { team: M['awayTeam']; name: string };
  /** The legs by kick-off. */
  legs: M[];
  /** Goals over the played legs, `home` for the first leg's home side; null before any leg is played. */
  aggregate: Score | null;
  /** The last leg's shoot-out, `home` for the first leg's home side. */
  penalties: Score | null;
  winner: TieSide | null;
  decidedBy: TieDecision | null;
}

const sideKey = (team: { id: number } | null, name: string) => (team ? `t${team.id}` : `n${name}`);

function pairKey(match: TieMatch): string {
  return [sideKey(match.homeTeam, match.homeName), sideKey(match.awayTeam, match.awayName)].sort().join('|');
}

function decide<M extends TieMatch>(legs: M[], aggregate: Score | null, penalties: Score | null) {
  const last = legs.at(-1);
  if (!aggregate || !last || !legs.every((leg) => leg.ended && shownScore(leg))) return null;
  if (aggregate.home !== aggregate.away) {
    const winner: TieSide = aggregate.home > aggregate.away ? 'home' : 'away';
    return { winner, decidedBy: last.extraTime ? ('extraTime' as const) : ('goals' as const) };
  }
  if (penalties && penalties.home !== penalties.away) {
    return {
      winner: penalties.home > penalties.away ? ('home' as const) : ('away' as const),
      decidedBy: 'penalties' as const,
    };
  }
  return null;
}

function toTie<M extends TieMatch>(legs: M[]): KnockoutTie<M> {
  const first = legs[0]!;
  const homeKey = sideKey(first.homeTeam, first.homeName);
  // A leg where the first leg's home side plays away counts the other way round.
  const forTie = (leg: M, score: Score): Score =>
    sideKey(leg.homeTeam, leg.homeName) === homeKey ? score : { home: score.away, away: score.home };
  const scored = legs.flatMap((leg) => {
    const score = leg.ended ? shownScore(leg) : null;
    return score ? [forTie(leg, score)] : [];
  });
  const aggregate: Score | null =
    scored.length === 0
      ? null
      : scored.reduce((sum, own) => ({ home: sum.home + own.home, away: sum.away + own.away }));
  const last = legs.at(-1)!;
  const penalties = last.penalties ? forTie(last, last.penalties) : null;
  const decision = decide(legs, aggregate, penalties);
  return {
    home: { team: first.homeTeam, name: first.homeName },
    away: { team: first.awayTeam, name: first.awayName },
    legs,
    aggregate,
    penalties,
    winner: decision?.winner ?? null,
    decidedBy: decision?.decidedBy ?? null,
  };
}

/** The ties of one knockout round, in the order of their first legs. */
export function knockoutTies<M extends TieMatch>(matches: readonly M[]): KnockoutTie<M>[] {
  const byPair = new Map<string, M[]>();
  const sorted = [...matches].sort((a, b) => a.date.localeCompare(b.date));
  for (const match of sorted) {
    const key = pairKey(match);
    byPair.set(key, [...(byPair.get(key) ?? []), match]);
  }
  return [...byPair.values()].map(toTie);
}
