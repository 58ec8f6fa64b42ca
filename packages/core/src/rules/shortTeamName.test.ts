import { describe, expect, it } from 'vitest';
import { shortTeamName } from './shortTeamName.ts';

describe('shortTeamName', () => {
  it.each([
    ['FC Internazionale Milano', 'Internazionale Milano'],
    ['US Salernitana 1919', 'Salernitana'],
    ['Tottenham Hotspur FC', 'Tottenham Hotspur'],
    ['AC Milan', 'Milan'],
    ['Stade Rennais FC 1901', 'Stade Rennais'],
    ['1. FC Köln', 'Köln'],
    ['Paris Saint-Germain FC', 'Paris Saint-Germain'],
  ])(
    'leaves out the club-type abbreviations and founding years of the official name: %s → %s',
    (name, short) => {
      expect(shortTeamName(name)).toBe(short);
    },
  );

  it.each(['Borussia Mönchengladbach', 'VfL Wolfsburg', 'PSV', 'Argentina'])(
    'keeps names that have none, mixed-case words and names made only of capitals: %s',
    (name) => {
      expect(shortTeamName(name)).toBe(name);
    },
  );
});
