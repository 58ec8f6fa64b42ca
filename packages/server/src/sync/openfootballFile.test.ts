import { describe, expect, it } from 'vitest';
import { MatchFileError } from '../import/matchFile.ts';
import { readOpenfootballFile } from './openfootballFile.ts';

describe("openfootball's football.json", () => {
  it('reads the current shape: a played match has a score, a fixture has none', () => {
    const file = readOpenfootballFile(
      JSON.stringify({
        name: 'Italian Serie A 2024/25',
        matches: [
          {
            round: 'Matchday 1',
            date: '2024-08-17',
            time: '18:30',
            team1: 'Genoa CFC',
            team2: 'FC Internazionale Milano',
            score: { ht: [1, 1], ft: [2, 2] },
          },
          { round: 'Matchday 38', date: '2025-05-25', team1: 'Como 1907', team2: 'FC Internazionale Milano' },
        ],
      }),
    );
    expect(file.matches).toEqual([
      expect.objectContaining({ status: 'played', score: { ht: [1, 1], ft: [2, 2] } }),
      expect.objectContaining({ status: 'scheduled', score: {} }),
    ]);
  });

  it('reads the older shape: rounds, team objects and score1/score2', () => {
    const file = readOpenfootballFile(
      JSON.stringify({
        name: 'Premier League 2015/16',
        rounds: [
          {
            name: 'Matchday 1',
            matches: [
              {
                date: '2015-08-08',
                team1: { name: 'Manchester United' },
                team2: { name: 'Tottenham Hotspur' },
                score1: 1,
                score2: 0,
                score1i: 1,
                score2i: 0,
              },
            ],
          },
        ],
      }),
    );
    expect(file.matches[0]).toMatchObject({
      round: 'Matchday 1',
      team1: 'Manchester United',
      team2: 'Tottenham Hotspur',
      status: 'played',
      score: { ft: [1, 0], ht: [1, 0] },
    });
  });

  it('refuses what is not a football.json file', () => {
    expect(() => readOpenfootballFile('{"matches": [')).toThrow(MatchFileError);
    expect(() => readOpenfootballFile('[]')).toThrow(MatchFileError);
    expect(() => readOpenfootballFile('{"name": "x"}')).toThrow(/no "matches" or "rounds"/);
  });
});
