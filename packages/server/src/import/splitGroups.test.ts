import { describe, expect, it } from 'vitest';
import { planPhases, type PhaseInput } from './phases.ts';
import { splitUnletteredGroups, type SplitInput } from './splitGroups.ts';
import { readRealFile, readRealMatchFile } from './testDataFolder.ts';

async function uclInputs(): Promise<PhaseInput[]> {
  const json = await readRealMatchFile('matches/2023-24/uefa.cl.json');
  return json.matches.map((m, index) => ({
    index,
    round: m.round as string,
    group: null,
    when: `${m.date as string} ${(m.time as string | undefined) ?? ''}`,
    home: m.team1_id as string,
    away: m.team2_id as string,
  }));
}

async function curatedLetters(): Promise<Map<string, string>> {
  const lines = (await readRealFile('pallone/group_letters.csv')).trim().split('\n').slice(1);
  return new Map(
    lines.filter((l) => l.startsWith('uefa.cl,2023-24,')).map((l) => [l.split(',')[3]!, l.split(',')[2]!]),
  );
}

const CONTEXT = { qualifying: false, league: false };

describe('planPhases splits a group stage without letters (Champions League 2023-24)', () => {
  it('makes eight groups of four named by the curated letters, each with matchdays 1-6', async () => {
    const inputs = await uclInputs();
    const plan = planPhases(inputs, CONTEXT, { groupLetters: await curatedLetters() });
    expect(plan.replaced).toEqual(['Group']);
    expect(plan.warnings).toEqual([]);
    const groups = plan.groups.filter((g) => g.type === 'group');
    expect(groups.map((g) => [g.name, g.sortOrder])).toEqual(
      'ABCDEFGH'.split('').map((letter, i) => [`Group ${letter}`, 100 + i]),
    );
    expect(plan.groups.map((g) => g.name)).not.toContain('Group');
    for (const group of groups) {
      const members = inputs.filter((input) => plan.assignment.get(input.index)?.group === group.name);
      expect(members).toHaveLength(12);
      expect(new Set(members.flatMap((m) => [m.home, m.away])).size).toBe(4);
      const turns = plan.turns.filter((t) => t.group === group.name).map((t) => [t.name, t.number]);
      expect(turns).toEqual([1, 2, 3, 4, 5, 6].map((n) => [`Matchday ${n}`, n]));
    }
    const groupF = inputs
      .filter((input) => plan.assignment.get(input.index)?.group === 'Group F')
      .flatMap((m) => [m.home, m.away]);
    expect(new Set(groupF)).toEqual(
      new Set([
        'borussia-dortmund-ger',
        'paris-saint-germain-fc-fra',
        'ac-milan-ita',
        'newcastle-united-fc-eng',
      ]),
    );
    const final = inputs.find((input) => input.round === 'Finals, Final')!;
    expect(plan.assignment.get(final.index)).toEqual({ group: 'Finals', turn: 'Final' });
  });

  it('names the groups Group 1…8 by first kickoff when no letter is known', async () => {
    const inputs = await uclInputs();
    const plan = planPhases(inputs, CONTEXT);
    const groups = plan.groups.filter((g) => g.type === 'group').map((g) => g.name);
    expect(groups).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Group ${n}`));
    // Matchday 1 opened on 2023-09-19 18:45 with Milan-Newcastle (group F) and Young Boys-Leipzig (group G).
    const first = inputs.filter((input) => plan.assignment.get(input.index)?.group === 'Group 1');
    expect(first.flatMap((m) => [m.home, m.away])).toContain('ac-milan-ita');
  });
});

describe('splitUnletteredGroups', () => {
  const row = (index: number, home: string, away: string, when: string): SplitInput => ({
    index,
    group: 'Group',
    type: 'group',
    home,
    away,
    when,
  });
  const rows = [
    row(0, 'a', 'b', '2023-09-19 18:45'),
    row(1, 'c', 'd', '2023-09-19 21:00'),
    row(2, 'e', 'f', '2023-09-20 21:00'),
  ];

  it('one known member is enough; the unnamed groups are numbered in play order', () => {
    const split = splitUnletteredGroups(rows, new Map([['d', 'B']]));
    expect([...split.groups.entries()]).toEqual([
      [1, 'Group B'],
      [0, 'Group 1'],
      [2, 'Group 2'],
    ]);
  });

  it('does not use letters that disagree or that two groups claim, and says so', () => {
    const split = splitUnletteredGroups(
      rows,
      new Map([
        ['a', 'A'],
        ['b', 'C'],
        ['c', 'D'],
        ['e', 'D'],
      ]),
    );
    expect(split.groups.get(0)).toBe('Group 1');
    expect(split.groups.get(1)).toBe('Group D');
    expect(split.groups.get(2)).toBe('Group 2');
    expect(split.warnings).toHaveLength(2);
  });

  it('leaves a single group, a lettered group and a league alone', () => {
    expect(splitUnletteredGroups([row(0, 'a', 'b', 'x'), row(1, 'b', 'c', 'y')]).replaced).toEqual([]);
    const lettered = rows.map((r) => ({ ...r, group: 'Group A' }));
    expect(splitUnletteredGroups(lettered).replaced).toEqual([]);
    const league = rows.map((r) => ({ ...r, group: 'League', type: 'league' as const }));
    expect(splitUnletteredGroups(league).groups.size).toBe(0);
  });
});
