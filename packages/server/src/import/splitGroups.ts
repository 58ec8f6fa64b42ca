/**
 * A group stage the source did not split into groups (Champions League 2023-24: rounds `Group, Matchday N`,
 * no group letter) is one phase `Group` mixing every group. Its real groups are the connected components of
 * "played each other": in a group stage a team only meets the teams of its own group. Each component becomes
 * `Group <letter>` from the curated letters (any known member names the group); a component without a letter
 * (or whose members' letters disagree, or whose letter another group already took) becomes `Group 1`,
 * `Group 2` … in the order of its first kickoff among the unnamed ones.
 */
import type { GroupType } from '@pallone/core';

export interface SplitInput {
  index: number;
  group: string;
  type: GroupType;
  /** Team keys (the data's team id, else the name). */
  home: string;
  away: string;
  /** Play-order key `YYYY-MM-DD HH:MM`. */
  when: string;
}

export interface GroupSplit {
  /** Input index → its new group name, for the rows of the phases that were split. */
  groups: Map<number, string>;
  /** Names of the phases that were split (no row is assigned to them any more). */
  replaced: string[];
  /** Letters that could not be used, for the import report. */
  warnings: string[];
}

const UNLETTERED_GROUP_PHASE = /^group( stage)?$/i;

function components(rows: readonly SplitInput[]): { teams: string[]; rows: SplitInput[]; first: string }[] {
  const parent = new Map<string, string>();
  const find = (team: string): string => {
    let root = team;
    while (parent.get(root) !== root) root = parent.get(root) ?? root;
    parent.set(team, root);
    return root;
  };
  for (const row of rows) {
    for (const team of [row.home, row.away]) if (!parent.has(team)) parent.set(team, team);
    const a = find(row.home);
    const b = find(row.away);
    if (a !== b) parent.set(b, a);
  }
  const byRoot = new Map<string, { teams: string[]; rows: SplitInput[]; first: string }>();
  for (const team of parent.keys()) {
    const root = find(team);
    let part = byRoot.get(root);
    if (!part) byRoot.set(root, (part = { teams: [], rows: [], first: '\uffff' }));
    part.teams.push(team);
  }
  for (const row of rows) {
    const part = byRoot.get(find(row.home))!;
    part.rows.push(row);
    if (row.when < part.first) part.first = row.when;
  }
  return [...byRoot.values()].sort(
    (a, b) => a.first.localeCompare(b.first) || a.teams[0]!.localeCompare(b.teams[0]!),
  );
}

export function splitUnletteredGroups(
  rows: readonly SplitInput[],
  letters: ReadonlyMap<string, string> = new Map(),
): GroupSplit {
  const split: GroupSplit = { groups: new Map(), replaced: [], warnings: [] };
  const phases = new Map<string, SplitInput[]>();
  for (const row of rows) {
    if (row.type !== 'group' || !UNLETTERED_GROUP_PHASE.test(row.group)) continue;
    phases.set(row.group, [...(phases.get(row.group) ?? []), row]);
  }
  const taken = new Set(rows.map((row) => row.group));
  for (const [phase, phaseRows] of phases) {
    const parts = components(phaseRows);
    if (parts.length < 2) continue;
    split.replaced.push(phase);
    const unnamed: typeof parts = [];
    for (const part of parts) {
      const known = [...new Set(part.teams.map((team) => letters.get(team)).filter((l) => l !== undefined))];
      const name = known.length === 1 ? `Group ${known[0]}` : null;
      if (known.length > 1)
        split.warnings.push(`teams ${part.teams.join(', ')} have letters ${known.join(', ')}`);
      if (name && taken.has(name)) split.warnings.push(`${name} is given to two groups`);
      if (!name || taken.has(name)) {
        unnamed.push(part);
        continue;
      }
      taken.add(name);
      for (const row of part.rows) split.groups.set(row.index, name);
    }
    let n = 0;
    for (const part of unnamed) {
      let name: string;
      do name = `Group ${++n}`;
      while (taken.has(name));
      taken.add(name);
      for (const row of part.rows) split.groups.set(row.index, name);
    }
  }
  return split;
}
