/**
 * Reads the source's `round` / `group` fields into a phase (our `groups` row) and a turn (our `turns` row).
 * "League, Matchday 3" → League / Matchday 3; "Finals, Round of 16" → Finals / Round of 16;
 * group "Group A" + "Matchday 1" → Group A / (matchday derived from the fixtures); quali files → qualifying
 * phases ("Qualifying, 1st Round"); a league file's play-off rounds → Playoff (or Playout, see phases.ts).
 */
import type { GroupType } from '@pallone/core';

export interface RoundContext {
  /** A `.quali` file: every round is a qualifying phase of the competition season. */
  qualifying: boolean;
  /** The competition is a league (its bare knockout rounds are play-offs, not finals). */
  league: boolean;
}

/** How the turn is known: from the source, derived from team appearances (matchday), or from tie legs. */
export type TurnSource = 'source' | 'matchday' | 'legs' | 'none';

export interface ParsedRound {
  group: string;
  type: GroupType;
  /** The turn's name when the source gives it (null when derived or absent). */
  turn: string | null;
  /** Explicit matchday number, when the turn is "Matchday N". */
  turnNumber: number | null;
  turnSource: TurnSource;
  /** A bare knockout round in a league file: Playoff or Playout is decided over the whole file. */
  leagueKnockout?: boolean;
}

const MATCHDAY = /^Matchday (\d+)$/i;
const DOTTED_ROUND = /^(\d+)\. Round$/i;
const ROUND_N = /^Round (\d+)$/i;
const PLAYOFFS = /^Play-?offs?$/i;
const GROUP_LETTER = /^Group [A-Z0-9]+$/i;
const LEAGUE_PHASE = /^League( phase| stage)?$/i;
const KNOCKOUT =
  /^(Round of \d+|Quarter-?finals?|Semi-?finals?|Final|Match for third place|Third place(?: play-?off)?)$/i;

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** The type of a named phase ("League", "Group", "Playoffs", "Finals", "Qualification" …). */
export function classifyPhase(name: string): GroupType {
  if (/^league/i.test(name)) return 'league';
  if (/^group/i.test(name)) return 'group';
  if (/^qualif|^preliminary/i.test(name)) return 'qualifying';
  if (/^play-?(offs?|outs?)$/i.test(name)) return 'playoff';
  return 'knockout';
}

/** Qualifying rounds: "Round 1" / "1. Round" → "Qualifying, 1st Round"; "Playoffs" → "Qualifying, Play-offs". */
function qualifyingRound(round: string): ParsedRound {
  const bare = round.replace(/^Qualif(?:ying|ication),\s*/i, '');
  const n = ROUND_N.exec(bare) ?? DOTTED_ROUND.exec(bare);
  let name: string;
  if (n) name = `Qualifying, ${ordinal(Number(n[1]))} Round`;
  else if (PLAYOFFS.test(bare)) name = 'Qualifying, Play-offs';
  else name = `Qualifying, ${bare}`;
  return { group: name, type: 'qualifying', turn: null, turnNumber: null, turnSource: 'legs' };
}

function sourceTurn(turn: string): Pick<ParsedRound, 'turn' | 'turnNumber' | 'turnSource'> {
  const matchday = MATCHDAY.exec(turn) ?? DOTTED_ROUND.exec(turn);
  if (matchday) {
    const n = Number(matchday[1]);
    return { turn: `Matchday ${n}`, turnNumber: n, turnSource: 'source' };
  }
  return { turn, turnNumber: null, turnSource: 'source' };
}

function derived(group: string, type: GroupType, turnSource: TurnSource): ParsedRound {
  return { group, type, turn: null, turnNumber: null, turnSource };
}

export function parseRound(
  roundRaw: string,
  groupRaw: string | null | undefined,
  context: RoundContext,
): ParsedRound {
  const round = roundRaw.trim().replace(/\s+/g, ' ');
  const groupField = groupRaw?.trim() || null;
  if (context.qualifying) return qualifyingRound(round);
  if (groupField) {
    // Tournament groups: the source's "Matchday N" counts tournament days, so the matchday is derived.
    const type = classifyPhase(groupField);
    return derived(groupField, type === 'knockout' ? 'group' : type, 'matchday');
  }
  const comma = round.indexOf(',');
  if (comma > 0) {
    const phase = round.slice(0, comma).trim();
    return { group: phase, type: classifyPhase(phase), ...sourceTurn(round.slice(comma + 1).trim()) };
  }
  if (MATCHDAY.test(round) || (context.league && DOTTED_ROUND.test(round))) {
    return { group: 'League', type: 'league', ...sourceTurn(round) };
  }
  if (GROUP_LETTER.test(round)) return derived(round, 'group', 'matchday');
  if (LEAGUE_PHASE.test(round)) return derived('League', 'league', 'matchday');
  if (PLAYOFFS.test(round) && !context.league) return derived('Playoffs', 'playoff', 'legs');
  if (KNOCKOUT.test(round) || ROUND_N.test(round) || DOTTED_ROUND.test(round) || PLAYOFFS.test(round)) {
    if (context.league) {
      return {
        group: 'Playoff',
        type: 'playoff',
        turn: round,
        turnNumber: null,
        turnSource: 'source',
        leagueKnockout: true,
      };
    }
    return { group: 'Finals', type: 'knockout', turn: round, turnNumber: null, turnSource: 'source' };
  }
  return derived(round, classifyPhase(round), 'none');
}
