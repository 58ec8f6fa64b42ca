import { describe, expect, it } from 'vitest';
import { computeStandings } from './computeStandings.ts';
import { tieBreakRulesFor } from './rules/tieBreakRulesFor.ts';
import { played, summary } from './testing/buildMatch.ts';
import type { TieBreakRules } from './tieBreakCriteria.ts';

/**
 * Three teams level on 6 points, where the criteria disagree:
 *  - head-to-head: A beat both B and C (6 pts in the mini-table); B and C are level in the three-team
 *    mini-table (3 pts, goal difference −3 each), but B won their two-team head-to-head (3-0, 0-1);
 *  - overall goal difference: C +1, A 0, B −2.
 * D and E are fillers below them.
 */
const TEAMS = ['A', 'B', 'C', 'D', 'E'];
const MATCHES = [
  played('A', 5, 0, 'B'),
  played('A', 1, 0, 'C'),
  played('B', 3, 0, 'C'),
  played('C', 1, 0, 'B'),
  played('B', 1, 0, 'D'),
  played('C', 4, 0, 'E'),
  played('D', 5, 0, 'A'),
  played('E', 1, 0, 'A'),
];

function order(rules?: TieBreakRules): string[] {
  return computeStandings({ teamIds: TEAMS, matches: MATCHES, rules }).map((r) => String(r.teamId));
}

describe('three teams level on points', () => {
  it('are all on 6 points with goal differences C +1, A 0, B −2', () => {
    const rows = computeStandings({ teamIds: TEAMS, matches: MATCHES });
    expect(summary(rows).slice(0, 3)).toEqual([
      [1, 'C', 6, 1],
      [2, 'A', 6, 0],
      [3, 'B', 6, -2],
    ]);
  });

  it('goal difference first (default, Premier League): C, A, B', () => {
    expect(order()).toEqual(['C', 'A', 'B', 'D', 'E']);
    expect(order(tieBreakRulesFor('en.1'))).toEqual(['C', 'A', 'B', 'D', 'E']);
  });

  it('Serie A classifica avulsa: A on the mini-table, then B and C (still level in it) by overall goal difference', () => {
    expect(order(tieBreakRulesFor('it.1'))).toEqual(['A', 'C', 'B', 'D', 'E']);
  });

  it('UEFA/EURO style: A on the mini-table, then the mini-table of B and C alone puts B first', () => {
    expect(order(tieBreakRulesFor('euro'))).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(order(tieBreakRulesFor('uefa.cl', '2023-24'))).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('a head-to-head criterion that cannot separate anyone falls through to the next criterion', () => {
    const circular = [played('A', 1, 0, 'B'), played('B', 1, 0, 'C'), played('C', 2, 0, 'A')];
    const rows = computeStandings({
      teamIds: ['A', 'B', 'C'],
      matches: circular,
      rules: tieBreakRulesFor('euro'),
    });
    // Mini-table: all 3 pts; GD C +1, B 0, A −1 → separated by head-to-head goal difference.
    expect(rows.map((r) => r.teamId)).toEqual(['C', 'B', 'A']);
  });

  it('orders teams level on everything by team id, the documented last resort', () => {
    const rows = computeStandings({ teamIds: ['z', 'm', 'a'], matches: [], rules: tieBreakRulesFor('es.1') });
    expect(rows.map((r) => r.teamId)).toEqual(['a', 'm', 'z']);
  });
});

describe('LaLiga: head-to-head only once both matches are played', () => {
  const TWO = ['rma', 'fcb', 'x'];
  const firstLeg = played('rma', 1, 0, 'fcb');
  const others = [played('fcb', 6, 0, 'x'), played('x', 0, 0, 'rma'), played('x', 0, 0, 'fcb')];
  const rules = tieBreakRulesFor('es.1');

  it('uses goal difference while the return match is still to play', () => {
    // rma 4 pts (GD +1), fcb 4 pts (GD +5).
    const rows = computeStandings({ teamIds: TWO, matches: [firstLeg, ...others], rules });
    expect(summary(rows).slice(0, 2)).toEqual([
      [1, 'fcb', 4, 5],
      [2, 'rma', 4, 1],
    ]);
  });

  it('uses the head-to-head once both legs are in', () => {
    // Return leg 0-0: rma 5 pts, fcb 5 pts; head-to-head 4-1 for rma.
    const rows = computeStandings({
      teamIds: TWO,
      matches: [firstLeg, played('fcb', 0, 0, 'rma'), ...others],
      rules,
    });
    expect(rows.map((r) => r.teamId).slice(0, 2)).toEqual(['rma', 'fcb']);
  });
});

describe('UEFA league phase criteria beyond goals', () => {
  // In each case "zeta" must finish above "alfa", the reverse of the team-id last resort.
  const rules = tieBreakRulesFor('uefa.cl', '2024-25');
  const cases = [
    {
      criterion: 'away goals scored',
      matches: [
        played('o1', 0, 2, 'zeta'),
        played('zeta', 0, 2, 'o2'),
        played('alfa', 2, 0, 'o3'),
        played('o4', 2, 0, 'alfa'),
      ],
    },
    {
      criterion: 'wins',
      matches: [
        played('zeta', 2, 0, 'o1'),
        played('zeta', 0, 1, 'o2'),
        played('zeta', 0, 1, 'o3'),
        played('alfa', 1, 1, 'o4'),
        played('alfa', 1, 1, 'o5'),
        played('alfa', 0, 0, 'o6'),
      ],
    },
    {
      criterion: 'away wins',
      matches: [
        played('o1', 0, 1, 'zeta'),
        played('zeta', 1, 2, 'o2'),
        played('alfa', 1, 0, 'o3'),
        played('o4', 2, 1, 'alfa'),
      ],
    },
    {
      // Identical records; zeta's opponents (s1, s2) collect more points elsewhere than alfa's (w1, w2).
      criterion: "opponents' points",
      matches: [
        played('zeta', 1, 0, 's1'),
        played('s2', 1, 0, 'zeta'),
        played('alfa', 1, 0, 'w1'),
        played('w2', 1, 0, 'alfa'),
        played('s1', 3, 0, 'x'),
        played('s2', 3, 0, 'x'),
      ],
    },
  ];

  it.each(cases)('separates teams otherwise level by $criterion', ({ matches }) => {
    const teamIds = [...new Set(matches.flatMap((m) => [m.homeTeamId, m.awayTeamId]))];
    const rows = computeStandings({ teamIds, matches, rules });
    const zeta = rows.find((r) => r.teamId === 'zeta');
    const alfa = rows.find((r) => r.teamId === 'alfa');
    expect(zeta?.points).toBe(alfa?.points);
    expect(zeta?.goalDifference).toBe(alfa?.goalDifference);
    expect(zeta?.goalsFor).toBe(alfa?.goalsFor);
    expect(zeta?.position).toBe((alfa?.position ?? 0) - 1);
  });
});

describe('Eredivisie mid-season: fewest points lost before goal difference', () => {
  it('puts 6 points from 2 matches above 6 points from 3 matches with a better goal difference', () => {
    const matches = [
      played('ajx', 1, 0, 'a'),
      played('ajx', 1, 0, 'b'),
      played('psv', 9, 0, 'a'),
      played('psv', 9, 0, 'b'),
      played('c', 1, 0, 'psv'),
    ];
    const teams = ['ajx', 'psv', 'a', 'b', 'c'];
    const eredivisie = computeStandings({ teamIds: teams, matches, rules: tieBreakRulesFor('nl.1') });
    expect(eredivisie.map((r) => r.teamId).slice(0, 2)).toEqual(['ajx', 'psv']);
    const byGoalDifference = computeStandings({ teamIds: teams, matches });
    expect(byGoalDifference.map((r) => r.teamId).slice(0, 2)).toEqual(['psv', 'ajx']);
  });
});
