import { describe, expect, it } from 'vitest';
import { NAV_BAR_COMPETITION_IDS, TOP_COMPETITION_IDS } from '../rules/competitionIds.ts';
import {
  COMPETITION_CATALOG,
  competitionTimeZone,
  findCatalogCompetition,
  splitCompetitionCode,
} from './catalog.ts';
import { deriveCompetition } from './deriveCompetition.ts';

describe('competition catalog', () => {
  it('has the fixed ids and slugs', () => {
    const byCode = Object.fromEntries(COMPETITION_CATALOG.map((c) => [c.code, [c.id, c.slug]]));
    expect(byCode).toEqual({
      'it.1': [68, 'italia-serie-a'],
      'it.2': [69, 'italia-serie-b'],
      'en.1': [7, 'inghilterra-premier-league'],
      'es.1': [61, 'spagna-primera-division'],
      'fr.1': [43, 'francia-ligue-1'],
      'de.1': [54, 'germania-bundesliga'],
      'pt.1': [145, 'portogallo-primeira-liga'],
      'nl.1': [73, 'paesi-bassi-eredivisie'],
      'uefa.cl': [12, 'europa-champions-league'],
      'uefa.el': [79, 'europa-europa-league'],
      'uefa.conf': [167, 'europa-conference-league'],
      euro: [158, 'europa-campionato-europeo'],
      world: [184, 'mondo-coppa-del-mondo'],
      'fifa.cwc': [17, 'mondo-coppa-del-mondo-per-club'],
    });
  });
  it('covers every competition id the spec names', () => {
    const ids = new Set(COMPETITION_CATALOG.map((c) => c.id));
    for (const id of [...TOP_COMPETITION_IDS, ...Object.values(NAV_BAR_COMPETITION_IDS).flat()]) {
      expect(ids.has(id)).toBe(true);
    }
  });
  it('has unique ids and slugs', () => {
    expect(new Set(COMPETITION_CATALOG.map((c) => c.id)).size).toBe(COMPETITION_CATALOG.length);
    expect(new Set(COMPETITION_CATALOG.map((c) => c.slug)).size).toBe(COMPETITION_CATALOG.length);
  });
  it('maps qualifying files to their competition', () => {
    expect(splitCompetitionCode('uefa.cl.quali')).toEqual({ code: 'uefa.cl', qualifying: true });
    expect(splitCompetitionCode('it.1')).toEqual({ code: 'it.1', qualifying: false });
  });
  it('knows the source time zone per competition and season', () => {
    const zone = (code: string, season: string) => competitionTimeZone(findCatalogCompetition(code)!, season);
    expect(zone('it.1', '2024-25')).toBe('Europe/Rome');
    expect(zone('en.1', '2024-25')).toBe('Europe/London');
    expect(zone('uefa.cl', '2024-25')).toBe('Europe/Rome');
    expect(zone('euro', '2024')).toBe('Europe/Berlin');
    expect(zone('world', '2022')).toBe('Asia/Qatar');
    expect(zone('fifa.cwc', '2025')).toBe('America/New_York');
  });
});

describe('deriveCompetition', () => {
  it('uses the competitions.json entry when there is one', () => {
    const derived = deriveCompetition('at.1', {
      name: 'Austrian Bundesliga',
      nameIt: 'Bundesliga austriaca',
      country: 'AUT',
      type: 'league',
    });
    expect(derived).toMatchObject({
      slug: 'austria-bundesliga-austriaca',
      nameIt: 'Bundesliga austriaca',
      nameEn: 'Austrian Bundesliga',
      countryCode: 'AUT',
      type: 'league',
      tournament: false,
      timeZone: 'Europe/Rome',
    });
  });
  it('falls back to the code', () => {
    expect(deriveCompetition('sco.1')).toMatchObject({
      countryCode: 'SCO',
      nameIt: 'SCO.1',
      slug: 'scozia-sco-1',
      type: 'league',
      timeZone: 'Europe/London',
    });
    expect(deriveCompetition('xx.1')).toMatchObject({
      countryCode: 'WORLD',
      slug: 'mondo-xx-1',
      type: 'league',
    });
    expect(deriveCompetition('be.2').countryCode).toBe('BEL');
    expect(deriveCompetition('copa.america', { type: 'national_team_cup' })).toMatchObject({
      type: 'international',
      tournament: true,
    });
  });
});
