import { describe, expect, it } from 'vitest';
import { computeStandings } from './computeStandings.ts';
import { matchesKickedOffBy, matchesUpToTurn } from './matchFilters.ts';
import { tieBreakRulesFor } from './rules/tieBreakRulesFor.ts';
import { played, summary } from './testing/buildMatch.ts';

const TEAMS = ['ata', 'bol', 'cag', 'ven'];

describe('computeStandings: what counts', () => {
  it('lists every participating team, with zeros for a team that has not played yet', () => {
    const rows = computeStandings({ matches: [played('ata', 2, 1, 'bol')], teamIds: TEAMS });
    expect(rows.map((r) => r.teamId)).toEqual(['ata', 'cag', 'ven', 'bol']);
    expect(rows.map((r) => r.position)).toEqual([1, 2, 3, 4]);
    expect(rows[1]).toEqual({
      position: 2,
      teamId: 'cag',
      played: 0,
      won: 0,
      drawn: 0,
      lost: 0,
      goalsFor: 0,
      goalsAgainst: 0,
      goalDifference: 0,
      points: 0,
      pointsDeducted: 0,
      form: [],
    });
  });

  it('gives an empty table for no teams and a table of zeros for no matches', () => {
    expect(computeStandings({ matches: [], teamIds: [] })).toEqual([]);
    const rows = computeStandings({ matches: [], teamIds: TEAMS });
    expect(rows.every((r) => r.played === 0 && r.points === 0)).toBe(true);
  });

  it('counts played and awarded matches (with the awarded score) and ignores scheduled, postponed, cancelled', () => {
    const rows = computeStandings({
      teamIds: TEAMS,
      matches: [
        played('ata', 1, 1, 'bol'),
        played('cag', 0, 3, 'ven', { status: 'awarded' }),
        played('ata', 5, 0, 'cag', { status: 'scheduled' }),
        played('bol', 5, 0, 'ven', { status: 'postponed' }),
        played('ven', 5, 0, 'ata', { status: 'cancelled' }),
        played('bol', 2, 0, 'cag', { status: 'inPlay2H' }),
      ],
    });
    expect(summary(rows)).toEqual([
      [1, 'ven', 3, 3],
      [2, 'ata', 1, 0],
      [3, 'bol', 1, 0],
      [4, 'cag', 0, -3],
    ]);
    const ven = rows[0];
    expect(ven).toMatchObject({ played: 1, won: 1, goalsFor: 3, goalsAgainst: 0, form: ['W'] });
  });

  it('ignores matches against teams outside the table (e.g. another group)', () => {
    const rows = computeStandings({
      teamIds: ['ata', 'bol'],
      matches: [played('ata', 0, 4, 'bol'), played('ata', 9, 0, 'elsewhere')],
    });
    expect(summary(rows)).toEqual([
      [1, 'bol', 3, 4],
      [2, 'ata', 0, -4],
    ]);
  });

  it('refuses a counted match without a score rather than inventing one', () => {
    const broken = { ...played('ata', 0, 0, 'bol'), homeGoals: null };
    expect(() => computeStandings({ teamIds: TEAMS, matches: [broken] })).toThrow(/no valid score/);
  });

  it('accepts numeric team ids', () => {
    const rows = computeStandings({ teamIds: [7, 3, 11], matches: [played(11, 2, 0, 3)] });
    expect(rows.map((r) => r.teamId)).toEqual([11, 7, 3]);
  });
});

describe('computeStandings: home and away tables', () => {
  const matches = [
    played('ata', 3, 0, 'bol'),
    played('bol', 2, 1, 'ata'),
    played('cag', 0, 0, 'ata'),
    played('ven', 1, 2, 'cag'),
  ];

  it('counts only home matches in the home table', () => {
    const rows = computeStandings({ teamIds: TEAMS, matches, venue: 'home' });
    expect(summary(rows)).toEqual([
      [1, 'ata', 3, 3],
      [2, 'bol', 3, 1],
      [3, 'cag', 1, 0],
      [4, 'ven', 0, -1],
    ]);
    expect(rows.find((r) => r.teamId === 'ata')).toMatchObject({ played: 1, goalsFor: 3, form: ['W'] });
  });

  it('counts only away matches in the away table', () => {
    const rows = computeStandings({ teamIds: TEAMS, matches, venue: 'away' });
    expect(summary(rows)).toEqual([
      [1, 'cag', 3, 1],
      [2, 'ata', 1, -1],
      [3, 'ven', 0, 0],
      [4, 'bol', 0, -3],
    ]);
    expect(rows.find((r) => r.teamId === 'ata')).toMatchObject({
      played: 2,
      drawn: 1,
      lost: 1,
      form: ['L', 'D'],
    });
  });
});

describe('computeStandings: point deductions', () => {
  const matches = [played('ata', 1, 0, 'bol'), played('cag', 2, 0, 'ven'), played('bol', 1, 0, 'ven')];

  it('subtracts the penalty, shows it, and ranks on the reduced total', () => {
    const rows = computeStandings({ teamIds: TEAMS, matches, pointDeductions: { ata: 2 } });
    expect(summary(rows)).toEqual([
      [1, 'cag', 3, 2],
      [2, 'bol', 3, 0],
      [3, 'ata', 1, 1],
      [4, 'ven', 0, -3],
    ]);
    expect(rows[2]).toMatchObject({ teamId: 'ata', won: 1, points: 1, pointsDeducted: 2 });
  });

  it('lets a deduction push a team below zero and accepts a Map', () => {
    const rows = computeStandings({ teamIds: TEAMS, matches, pointDeductions: new Map([['ven', 4]]) });
    expect(rows.at(-1)).toMatchObject({ teamId: 'ven', points: -4, pointsDeducted: 4 });
  });

  it('separates a penalised team level on points by head-to-head points earned on the pitch (Serie A)', () => {
    // ata: 7 won − 3 deducted = 4; bol: 4. ata won the head-to-head (4 to 1); bol has the better goal difference.
    const matches = [
      played('ata', 2, 1, 'bol'),
      played('bol', 0, 0, 'ata'),
      played('ata', 1, 0, 'ven'),
      played('bol', 4, 0, 'cag'),
    ];
    const pointDeductions = { ata: 3 };
    const serieA = computeStandings({
      teamIds: TEAMS,
      matches,
      pointDeductions,
      rules: tieBreakRulesFor('it.1'),
    });
    expect(summary(serieA).slice(0, 2)).toEqual([
      [1, 'ata', 4, 2],
      [2, 'bol', 4, 3],
    ]);
    const byGoalDifference = computeStandings({ teamIds: TEAMS, matches, pointDeductions });
    expect(byGoalDifference.map((r) => r.teamId).slice(0, 2)).toEqual(['bol', 'ata']);
  });
});

describe('computeStandings: form', () => {
  it('keeps the last five results in kick-off order, newest last, whatever the input order', () => {
    const results = [
      played('ata', 1, 0, 'bol', { kickoffAt: '2024-09-01T18:00:00Z' }),
      played('ata', 0, 0, 'cag', { kickoffAt: '2024-09-08T18:00:00Z' }),
      played('ven', 2, 0, 'ata', { kickoffAt: '2024-09-15T18:00:00Z' }),
      played('ata', 3, 1, 'ven', { kickoffAt: '2024-09-22T18:00:00Z' }),
      played('bol', 1, 1, 'ata', { kickoffAt: '2024-09-29T18:00:00Z' }),
      played('cag', 4, 0, 'ata', { kickoffAt: new Date('2024-10-06T18:00:00Z') }),
    ];
    const rows = computeStandings({ teamIds: TEAMS, matches: [...results].reverse() });
    expect(rows.find((r) => r.teamId === 'ata')?.form).toEqual(['D', 'L', 'W', 'D', 'L']);
  });
});

describe('tables as they stood', () => {
  const matches = [
    played('ata', 1, 0, 'bol', { turnNumber: 1 }),
    played('cag', 0, 2, 'ven', { turnNumber: 1 }),
    played('bol', 3, 0, 'cag', { turnNumber: 2 }),
    played('ven', 1, 1, 'ata', { turnNumber: 2, kickoffAt: '2025-01-01T12:00:00Z' }),
  ];

  it('matchesUpToTurn keeps turns ≤ N, including a postponed match of an early turn', () => {
    expect(matchesUpToTurn(matches, 1).map((m) => m.id)).toEqual([matches[0]?.id, matches[1]?.id]);
    const afterTurn2 = computeStandings({ teamIds: TEAMS, matches: matchesUpToTurn(matches, 2) });
    expect(afterTurn2.every((r) => r.played === 2)).toBe(true);
  });

  it('matchesUpToTurn leaves out matches without a turn number', () => {
    expect(matchesUpToTurn([played('ata', 1, 0, 'bol')], 38)).toEqual([]);
  });

  it('matchesKickedOffBy gives the table on a date, without the postponed match played later', () => {
    const rows = computeStandings({ teamIds: TEAMS, matches: matchesKickedOffBy(matches, '2024-12-31') });
    expect(rows.find((r) => r.teamId === 'ven')).toMatchObject({ played: 1, points: 3 });
  });
});
