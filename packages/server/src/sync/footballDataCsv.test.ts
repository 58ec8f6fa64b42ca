import { describe, expect, it } from 'vitest';
import { parseFootballDataCsv, seasonOfDate } from './footballDataCsv.ts';

const HEADER =
  'Div,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG,FTR,HTHG,HTAG,HTR,Referee,HS,AS,HST,AST,HF,AF,HC,AC,HY,AY,HR,AR,B365H';

describe('football-data.co.uk CSV', () => {
  it('reads a result with its half time, referee and statistics (real row: Burnley 0-3 Man City, 11/08/2023)', () => {
    const { rows, rejected } = parseFootballDataCsv(
      `${HEADER}\nE0,11/08/2023,20:00,Burnley,Man City,0,3,A,0,2,A,C Pawson,6,17,1,8,11,8,6,5,0,0,1,0,8\n`,
    );
    expect(rejected).toEqual([]);
    expect(rows).toEqual([
      {
        line: 2,
        competitionCode: 'en.1',
        date: '2023-08-11',
        time: '20:00',
        home: 'Burnley',
        away: 'Man City',
        ft: [0, 3],
        ht: [0, 2],
        referee: 'C Pawson',
        stats: [
          { code: 'shots', home: 6, away: 17 },
          { code: 'shotsOnTarget', home: 1, away: 8 },
          { code: 'fouls', home: 11, away: 8 },
          { code: 'corners', home: 6, away: 5 },
          { code: 'yellowCards', home: 0, away: 0 },
          { code: 'redCards', home: 1, away: 0 },
        ],
      },
    ]);
  });

  it('takes two-digit years, rows without a result (fixtures) and skips blank lines', () => {
    const { rows } = parseFootballDataCsv(
      `Div,Date,HomeTeam,AwayTeam,FTHG,FTAG\nI1,19/08/23,Empoli,Verona,,\n,,,,,\n`,
    );
    expect(rows[0]).toMatchObject({
      competitionCode: 'it.1',
      date: '2023-08-19',
      time: null,
      ft: null,
      stats: [],
    });
    expect(rows).toHaveLength(1);
  });

  it('rejects bad rows with the reason and keeps the good ones', () => {
    const { rows, rejected } = parseFootballDataCsv(
      [
        'Div,Date,HomeTeam,AwayTeam,FTHG,FTAG',
        'XX,19/08/2023,A,B,1,0',
        'I1,31/02/2023,Empoli,Verona,1,0',
        'I1,19/08/2023,Empoli,Verona,one,0',
        'I1,19/08/2023,,Verona,1,0',
        'I1,19/08/2023,Empoli,Verona,1,0',
      ].join('\n'),
    );
    expect(rejected.map((r) => r.line)).toEqual([2, 3, 4, 5]);
    expect(rejected[0]!.reason).toBe('division "XX" is not one Pallone follows');
    expect(rejected[1]!.reason).toBe('bad date "31/02/2023"');
    expect(rows).toHaveLength(1);
  });

  it('places a date in its season: July starts one', () => {
    expect(seasonOfDate('2025-08-16')).toBe('2025-26');
    expect(seasonOfDate('2026-05-24')).toBe('2025-26');
    expect(seasonOfDate('2099-07-01')).toBe('2099-00');
  });
});
