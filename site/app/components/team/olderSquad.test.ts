import { describe, expect, it } from 'vitest';
import { olderSquad, olderSquadText } from './olderSquad.ts';

const seasons = [
  { id: 9, name: '2025/2026' },
  { id: 5, name: '2024/2025' },
  { id: 2, name: '2023/2024' },
];

describe('olderSquad', () => {
  it('names both seasons when the squad is older than the latest season', () => {
    const older = olderSquad(seasons, 2);
    expect(older).toEqual({ squadSeason: '2023/2024', latestSeason: '2025/2026' });
    expect(olderSquadText.it(older!)).toBe(
      'La rosa più recente nei nostri dati è del 2023/2024: non è ancora quella della stagione 2025/2026.',
    );
  });

  it('says nothing when the squad is of the latest season or there is no squad', () => {
    expect(olderSquad(seasons, 9)).toBeNull();
    expect(olderSquad(seasons, null)).toBeNull();
    expect(olderSquad([], 2)).toBeNull();
  });
});
