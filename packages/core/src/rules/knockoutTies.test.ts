import { describe, expect, it } from 'vitest';
import type { Score } from '../types/Score.ts';
import { knockoutTies, type TieMatch } from './knockoutTies.ts';

let nextTeamId = 1;
const teamIds = new Map<string, number>();
const team = (name: string) => {
  if (!teamIds.has(name)) teamIds.set(name, nextTeamId++);
  return { id: teamIds.get(name)!, name } as TieMatch['homeTeam'];
};

/** A leg as the API gives it (real results from the imported data). */
function leg(
  date: string,
  homeName: string,
  awayName: string,
  score: Score | null,
  more: { extraTime?: Score; penalties?: Score } = {},
): TieMatch {
  return {
    homeTeam: team(homeName),
    awayTeam: team(awayName),
    homeName,
    awayName,
    date: `${date}T20:00:00.000Z`,
    status: score ? 'played' : 'resultNotAvailable',
    ended: score !== null,
    homeScore: score?.home ?? null,
    awayScore: score?.away ?? null,
    extraTime: more.extraTime ?? null,
    penalties: more.penalties ?? null,
  };
}

describe('knockoutTies', () => {
  it('a final level after extra time goes to the shoot-out winner (World Cup 2022: Argentina 3-3 France, 4-2 pens)', () => {
    const [final] = knockoutTies([
      leg(
        '2022-12-18',
        'Argentina',
        'France',
        { home: 2, away: 2 },
        {
          extraTime: { home: 3, away: 3 },
          penalties: { home: 4, away: 2 },
        },
      ),
    ]);
    expect(final).toMatchObject({
      aggregate: { home: 3, away: 3 },
      penalties: { home: 4, away: 2 },
      winner: 'home',
      decidedBy: 'penalties',
    });
    expect(final?.home.name).toBe('Argentina');
  });

  it('pairs two legs whatever their order in the list and adds them up from the first leg home side (UCL 2025/26 Atalanta-Bayern)', () => {
    const ties = knockoutTies([
      leg('2026-03-18', 'FC Bayern München', 'Atalanta BC', { home: 4, away: 1 }),
      leg('2026-03-10', 'Galatasaray SK', 'Liverpool FC', { home: 1, away: 0 }),
      leg('2026-03-10', 'Atalanta BC', 'FC Bayern München', { home: 1, away: 6 }),
      leg('2026-03-18', 'Liverpool FC', 'Galatasaray SK', { home: 4, away: 0 }),
    ]);
    expect(ties).toHaveLength(2);
    const atalanta = ties.find((tie) => tie.home.name === 'Atalanta BC');
    expect(atalanta?.legs.map((l) => l.date.slice(0, 10))).toEqual(['2026-03-10', '2026-03-18']);
    expect(atalanta).toMatchObject({ aggregate: { home: 2, away: 10 }, winner: 'away', decidedBy: 'goals' });
    expect(ties.find((tie) => tie.home.name === 'Galatasaray SK')).toMatchObject({
      aggregate: { home: 1, away: 4 },
      winner: 'away',
    });
  });

  it('counts the second leg after extra time: level 5-5 over 180 minutes, Galatasaray through 7-5 (UCL 2025/26 play-offs)', () => {
    const [tie] = knockoutTies([
      leg('2026-02-17', 'Galatasaray SK', 'Juventus FC', { home: 5, away: 2 }),
      leg(
        '2026-02-25',
        'Juventus FC',
        'Galatasaray SK',
        { home: 3, away: 0 },
        { extraTime: { home: 3, away: 2 } },
      ),
    ]);
    expect(tie).toMatchObject({ aggregate: { home: 7, away: 5 }, winner: 'home', decidedBy: 'extraTime' });
  });

  it('names no winner while a leg has no result (UCL 2025/26 final without a result in the data)', () => {
    const [final] = knockoutTies([leg('2026-05-30', 'Paris Saint-Germain FC', 'Arsenal FC', null)]);
    expect(final).toMatchObject({ aggregate: null, winner: null, decidedBy: null });
    const [half] = knockoutTies([
      leg('2026-04-28', 'Paris Saint-Germain FC', 'FC Bayern München', { home: 5, away: 4 }),
      leg('2026-05-06', 'FC Bayern München', 'Paris Saint-Germain FC', null),
    ]);
    expect(half).toMatchObject({ aggregate: { home: 5, away: 4 }, winner: null });
  });

  it('names no winner when level with no shoot-out in the data', () => {
    const [tie] = knockoutTies([
      leg('2026-04-29', 'Club Atlético de Madrid', 'Arsenal FC', { home: 1, away: 1 }),
    ]);
    expect(tie).toMatchObject({ aggregate: { home: 1, away: 1 }, winner: null, decidedBy: null });
  });

  it('keeps fixtures with placeholder teams apart by their names', () => {
    const placeholder = (home: string, away: string) => ({
      ...leg('2026-07-19', home, away, null),
      homeTeam: null,
      awayTeam: null,
    });
    expect(knockoutTies([placeholder('W101', 'W102'), placeholder('L101', 'L102')])).toHaveLength(2);
  });
});
