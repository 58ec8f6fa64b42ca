import { describe, expect, it } from 'vitest';
import { BETTING_COMPETITION_IDS, NAV_BAR_COMPETITION_IDS, TOP_COMPETITION_IDS } from './competitionIds.ts';
import { ERROR_MESSAGES, LABELS } from './labels.ts';
import { IMAGE_SIZES, MAX_BONUS_BANNERS, PAGE_SIZES, SEARCH_DELAY_MS } from './limits.ts';
import { isRssFeedType, RSS_FEED_LABELS, RSS_FEED_TYPES } from './rssFeeds.ts';

// The spec's constants, spelled out once more so a change to them is a visible act.
describe('SPEC §9 constants', () => {
  it('has the limits', () => {
    expect(SEARCH_DELAY_MS).toBe(400);
    expect(IMAGE_SIZES).toEqual({ playerResult: 42, teamResult: 40, matchResultTeamIcon: 35 });
    expect(PAGE_SIZES).toEqual({
      authorNews: 6,
      nextTeamMatches: 5,
      playerStandings: 5,
      homePlayerStandings: 10,
    });
    expect(MAX_BONUS_BANNERS).toBe(3);
  });

  it('has the competition ids', () => {
    expect(TOP_COMPETITION_IDS).toEqual([68, 7, 61, 43, 54]);
    expect(BETTING_COMPETITION_IDS).toEqual([68, 61, 54, 12]);
    expect(NAV_BAR_COMPETITION_IDS).toEqual({
      championship: [68, 69, 7, 61, 43, 54],
      cup: [12, 79, 167],
      international: [158, 184],
    });
  });

  it('has the RSS feeds', () => {
    expect(RSS_FEED_TYPES).toEqual(['tutte', 'generali', 'pronostici-scommesse']);
    expect(RSS_FEED_LABELS['pronostici-scommesse']).toBe('Pronostici e scommesse');
    expect(isRssFeedType('generali')).toBe(true);
    expect(isRssFeedType('sport')).toBe(false);
  });

  it('has the Italian labels and the SPEC §8 error texts exactly', () => {
    expect(LABELS).toMatchObject({
      ok: 'OK',
      cancel: 'Annulla',
      noData: 'Nessun dato',
      loading: 'Caricamento...',
      selectAll: 'Seleziona tutto',
      datePlaceholder: 'Selezionare la data',
      noResults: 'Nessun risultato',
    });
    expect(ERROR_MESSAGES).toEqual({
      loginFailed: 'Email o Password errate!',
      requiredField: '* Campo obbligatorio',
      invalidEmail: 'Inserisci una email valida',
    });
  });
});
