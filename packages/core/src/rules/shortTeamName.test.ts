import { describe, expect, it } from 'vitest';
import { shortTeamName } from './shortTeamName.ts';

describe('shortTeamName', () => {
  it('leaves out the club-type abbreviations and founding years of the official name', () => {
    expect(shortTeamName('FC Internazionale Milano')).toBe('Internazionale Milano');
    expect(shortTeamName('US Salernitana 1919')).toBe('Salernitana');
    expect(shortTeamName('Tottenham Hotspur FC')).toBe('Tottenham Hotspur');
    expect(shortTeamName('AC Milan')).toBe('Milan');
    expect(shortTeamName('Stade Rennais FC 1901')).toBe('Stade Rennais');
    expect(shortTeamName('1. FC Köln')).toBe('Köln');
    expect(shortTeamName('Paris Saint-Germain FC')).toBe('Paris Saint-Germain');
  });

  it('keeps names that have none, mixed-case words and names made only of capitals', () => {
    expect(shortTeamName('Borussia Mönchengladbach')).toBe('Borussia Mönchengladbach');
    expect(shortTeamName('VfL Wolfsburg')).toBe('VfL Wolfsburg');
    expect(shortTeamName('PSV')).toBe('PSV');
    expect(shortTeamName('Argentina')).toBe('Argentina');
  });
});
