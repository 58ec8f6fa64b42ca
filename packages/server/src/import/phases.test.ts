import { describe, expect, it } from 'vitest';
import { groupSlug, turnSlug, uniqueSlug } from './phaseSlugs.ts';
import { planPhases, type PhaseInput } from './phases.ts';
import { readRealMatchFile } from './testDataFolder.ts';

async function planReal(file: string, context: { qualifying: boolean; league: boolean }) {
  const json = await readRealMatchFile(file);
  const inputs: PhaseInput[] = json.matches.map((m, index) => ({
    index,
    round: m.round as string,
    group: (m.group as string | undefined) ?? null,
    when: `${m.date as string} ${(m.time as string | undefined) ?? ''}`,
    home: m.team1 as string,
    away: m.team2 as string,
  }));
  return { json, plan: planPhases(inputs, context) };
}

describe('planPhases on real files', () => {
  it('Serie B 2023-24: league, play-off and play-out', async () => {
    const { json, plan } = await planReal('matches/2023-24/it.2.json', { qualifying: false, league: true });
    expect(plan.groups.map((g) => [g.name, g.type, g.sortOrder])).toEqual([
      ['League', 'league', 100],
      ['Playoff', 'playoff', 200],
      ['Playout', 'playoff', 201],
    ]);
    const bariTernana = json.matches.findIndex((m) => m.team1 === 'SSC Bari' && m.round === 'Final');
    expect(plan.assignment.get(bariTernana)).toEqual({ group: 'Playout', turn: 'Final' });
    const playoffTurns = plan.turns.filter((t) => t.group === 'Playoff').map((t) => [t.name, t.number]);
    expect(playoffTurns).toEqual([
      ['Round 1', 1],
      ['Semifinals', 2],
      ['Final', 3],
    ]);
    expect(plan.turns.filter((t) => t.group === 'League')).toHaveLength(38);
  });

  it('World Cup 2022: tournament days become group matchdays 1-3; knockout rounds in order', async () => {
    const { plan } = await planReal('matches/2022/world.json', { qualifying: false, league: false });
    const groupA = plan.turns.filter((t) => t.group === 'Group A').map((t) => [t.name, t.number]);
    expect(groupA).toEqual([
      ['Matchday 1', 1],
      ['Matchday 2', 2],
      ['Matchday 3', 3],
    ]);
    const finals = plan.turns
      .filter((t) => t.group === 'Finals')
      .sort((a, b) => a.number - b.number)
      .map((t) => t.name);
    expect(finals).toEqual([
      'Round of 16',
      'Quarter-finals',
      'Semi-finals',
      'Match for third place',
      'Final',
    ]);
    expect(plan.groups[0]).toMatchObject({ name: 'Group A', sortOrder: 100 });
    expect(plan.groups.at(-1)).toMatchObject({ name: 'Finals', type: 'knockout', sortOrder: 300 });
  });

  it('Europa League 2023-24: a postponed match takes back its matchday', async () => {
    const { plan } = await planReal('matches/2023-24/uefa.el.json', { qualifying: false, league: false });
    for (const group of plan.groups.filter((g) => g.type === 'group')) {
      expect(
        plan.turns
          .filter((t) => t.group === group.name)
          .map((t) => t.number)
          .sort(),
      ).toEqual([1, 2, 3, 4, 5, 6]);
    }
    const playoffTurns = plan.turns.filter((t) => t.group === 'Playoffs').map((t) => t.name);
    expect(playoffTurns).toEqual(['1st leg', '2nd leg']);
  });

  it('Champions League qualifying: rounds as phases with two legs', async () => {
    const { plan } = await planReal('matches/2025-26/uefa.cl.quali.json', {
      qualifying: true,
      league: false,
    });
    expect(plan.groups.map((g) => g.name)).toEqual([
      'Qualifying, 1st Round',
      'Qualifying, 2nd Round',
      'Qualifying, 3rd Round',
      'Qualifying, Play-offs',
    ]);
    expect(plan.groups.every((g) => g.type === 'qualifying')).toBe(true);
    expect(new Set(plan.turns.map((t) => t.name))).toEqual(new Set(['1st leg', '2nd leg']));
  });
});

describe('phase slugs', () => {
  const slugOf = { group: groupSlug, turn: turnSlug };
  it.each<[keyof typeof slugOf, string, string]>([
    ['group', 'League', 'campionato'],
    ['group', 'Group A', 'girone-a'],
    ['group', 'Finals', 'fase-finale'],
    ['group', 'Playout', 'playout'],
    ['group', 'Qualifying, 1st Round', 'qualificazioni-primo-turno'],
    ['group', 'Qualifying, Play-offs', 'qualificazioni-playoff'],
    ['turn', 'Matchday 1', 'giornata-1'],
    ['turn', 'Round of 16', 'ottavi-di-finale'],
    ['turn', 'Round of 32', 'sedicesimi-di-finale'],
    ['turn', 'Quarter-finals', 'quarti-di-finale'],
    ['turn', 'Semifinals', 'semifinali'],
    ['turn', 'Match for third place', 'finale-terzo-posto'],
    ['turn', 'Final', 'finale'],
    ['turn', '1st leg', 'andata'],
    ['turn', '2nd leg', 'ritorno'],
  ])('are Italian: %s %j is %s', (kind, name, slug) => {
    expect(slugOf[kind](name)).toBe(slug);
  });
  it('are made unique within their parent', () => {
    expect(uniqueSlug('finale', new Set())).toBe('finale');
    expect(uniqueSlug('finale', new Set(['finale', 'finale-2']))).toBe('finale-3');
  });
});
