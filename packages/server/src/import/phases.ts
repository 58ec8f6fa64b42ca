/**
 * Plans the groups (phases) and turns of one match file: parses every round, decides Serie B's Playoff vs
 * Playout, derives matchdays where the source has none (tournament groups, UEFA league phases) and legs of
 * two-legged ties, then numbers turns in play order and orders the groups.
 */
import type { GroupType } from '@pallone/core';
import { parseRound, type ParsedRound, type RoundContext } from './rounds.ts';
import { splitUnletteredGroups } from './splitGroups.ts';
import { GROUP_TYPE_RANK, turnRank } from './turnOrder.ts';

export interface PhaseInput {
  index: number;
  round: string;
  group?: string | null;
  /** Sort key for play order: `YYYY-MM-DD HH:MM` (time optional). */
  when: string;
  /** Any stable key per team (team id or name). */
  home: string;
  away: string;
}

export interface PlannedGroup {
  name: string;
  type: GroupType;
  sortOrder: number;
}

export interface PlannedTurn {
  group: string;
  name: string;
  number: number;
}

export interface PhasePlan {
  groups: PlannedGroup[];
  turns: PlannedTurn[];
  /** Per input index: its group and turn (null when the source has none). */
  assignment: Map<number, { group: string; turn: string | null }>;
  /** Phases the source gave as one (`Group`) and the plan split into their real groups (see splitGroups.ts). */
  replaced: string[];
  /** Curated group letters that could not be used. */
  warnings: string[];
}

export interface PlanOptions {
  /** The data's team id → its group letter, for group stages the source did not split (group_letters.csv). */
  groupLetters?: ReadonlyMap<string, string> | undefined;
}

interface Working {
  input: PhaseInput;
  parsed: ParsedRound;
  group: string;
  turn: string | null;
  turnNumber: number | null;
}

function byWhen(a: Working, b: Working): number {
  return a.input.when.localeCompare(b.input.when) || a.input.index - b.input.index;
}

/** Serie B: a bare "Final" whose teams played no earlier play-off round is the play-out. */
function splitPlayout(rows: Working[]): void {
  const knockout = rows.filter((r) => r.parsed.leagueKnockout);
  const playoffTeams = new Set(
    knockout.filter((r) => !/^final$/i.test(r.turn ?? '')).flatMap((r) => [r.input.home, r.input.away]),
  );
  if (playoffTeams.size === 0) return;
  for (const row of knockout) {
    if (
      /^final$/i.test(row.turn ?? '') &&
      !playoffTeams.has(row.input.home) &&
      !playoffTeams.has(row.input.away)
    ) {
      row.group = 'Playout';
    }
  }
}

/**
 * Matchday of a match = the smallest matchday neither team has played yet in the group, in play order:
 * a normal schedule gives 1, 2, 3 …; a postponed match later takes back the matchday it missed.
 */
function deriveMatchdays(rows: Working[]): void {
  const used = new Map<string, Set<number>>();
  const usedBy = (team: string) => {
    let set = used.get(team);
    if (!set) used.set(team, (set = new Set()));
    return set;
  };
  for (const row of [...rows].sort(byWhen)) {
    const home = usedBy(row.input.home);
    const away = usedBy(row.input.away);
    let n = 1;
    while (home.has(n) || away.has(n)) n += 1;
    home.add(n);
    away.add(n);
    row.turn = `Matchday ${n}`;
    row.turnNumber = n;
  }
}

/** Two-legged ties: the earlier meeting of a pair is the 1st leg; a single meeting has no turn. */
function deriveLegs(rows: Working[]): void {
  const ties = new Map<string, Working[]>();
  for (const row of [...rows].sort(byWhen)) {
    const key = [row.input.home, row.input.away].sort().join('\u0000');
    ties.set(key, [...(ties.get(key) ?? []), row]);
  }
  for (const tie of ties.values()) {
    if (tie.length < 2) continue;
    tie.forEach((row, i) => {
      row.turn = i === 0 ? '1st leg' : i === 1 ? '2nd leg' : `Leg ${i + 1}`;
      row.turnNumber = i + 1;
    });
  }
}

function numberTurns(group: string, rows: Working[]): PlannedTurn[] {
  const turns = new Map<string, { number: number | null; first: string }>();
  for (const row of [...rows].sort(byWhen)) {
    if (row.turn === null || turns.has(row.turn)) continue;
    turns.set(row.turn, { number: row.turnNumber, first: row.input.when });
  }
  const entries = [...turns.entries()];
  if (entries.every(([, t]) => t.number !== null)) {
    return entries.map(([name, t]) => ({ group, name, number: t.number! }));
  }
  entries.sort(
    ([a, ta], [b, tb]) => turnRank(a) - turnRank(b) || ta.first.localeCompare(tb.first) || a.localeCompare(b),
  );
  return entries.map(([name], i) => ({ group, name, number: i + 1 }));
}

export function planPhases(
  inputs: readonly PhaseInput[],
  context: RoundContext,
  options: PlanOptions = {},
): PhasePlan {
  const rows: Working[] = inputs.map((input) => {
    const parsed = parseRound(input.round, input.group, context);
    return { input, parsed, group: parsed.group, turn: parsed.turn, turnNumber: parsed.turnNumber };
  });
  splitPlayout(rows);
  const split = splitUnletteredGroups(
    rows.map((r) => ({ ...r.input, group: r.group, type: r.parsed.type })),
    options.groupLetters,
  );
  for (const row of rows) row.group = split.groups.get(row.input.index) ?? row.group;
  const byGroup = new Map<string, Working[]>();
  for (const row of rows) byGroup.set(row.group, [...(byGroup.get(row.group) ?? []), row]);

  const groups: (PlannedGroup & { first: string })[] = [];
  const turns: PlannedTurn[] = [];
  for (const [name, members] of byGroup) {
    const first = members[0]!;
    if (members.some((m) => m.parsed.turnSource === 'matchday'))
      deriveMatchdays(members.filter((m) => m.parsed.turnSource === 'matchday'));
    const legs = members.filter((m) => m.parsed.turnSource === 'legs');
    if (legs.length > 0) deriveLegs(legs);
    turns.push(...numberTurns(name, members));
    const earliest = [...members].sort(byWhen)[0]!.input.when;
    groups.push({ name, type: first.parsed.type, sortOrder: 0, first: earliest });
  }
  // Groups and play-off/play-out phases by name (Group A, B …); qualifying rounds and the rest by date.
  const byName = (type: GroupType) => type === 'group' || type === 'playoff';
  groups.sort(
    (a, b) =>
      (GROUP_TYPE_RANK[a.type] ?? 9) - (GROUP_TYPE_RANK[b.type] ?? 9) ||
      (byName(a.type) ? a.name.localeCompare(b.name, 'en', { numeric: true }) : 0) ||
      a.first.localeCompare(b.first) ||
      a.name.localeCompare(b.name),
  );
  const perType = new Map<number, number>();
  for (const group of groups) {
    const rank = GROUP_TYPE_RANK[group.type] ?? 9;
    const index = perType.get(rank) ?? 0;
    perType.set(rank, index + 1);
    group.sortOrder = rank * 100 + index;
  }
  const assignment = new Map(rows.map((r) => [r.input.index, { group: r.group, turn: r.turn }]));
  return {
    groups: groups.map(({ first: _first, ...g }) => g),
    turns,
    assignment,
    replaced: split.replaced,
    warnings: split.warnings,
  };
}
