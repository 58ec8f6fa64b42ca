import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import * as competitionRoute from './campionato.$slug.tsx';
import { LANG, useRealApi } from '../testing/realApi.ts';
import { runLoader } from '../testing/renderRoute.tsx';
import { COMPETITION_PATTERNS, openCompetition } from '../testing/openCompetition.ts';

const { tab: BY_TAB, group: BY_GROUP, turn: BY_TURN } = COMPETITION_PATTERNS;
const WORLD_CUP = '/campionato/mondo-coppa-del-mondo';
const CHAMPIONS = '/campionato/europa-champions-league';

beforeAll(() => {
  useRealApi();
});

const open = openCompetition;
const links = (nav: string) =>
  within(screen.getByRole('navigation', { name: nav }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
const tie = (name: string) => screen.getByRole('listitem', { name }).textContent ?? '';
/** The Italian bracket on screen: its heading "Fase finale", then one heading per round, in order. */
const expectBracketRounds = async (rounds: string[]) => {
  expect(await screen.findByRole('heading', { level: 2, name: 'Fase finale' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(rounds);
};

describe('competition seasons and phases (issue #15)', () => {
  it('World Cup 2026 fixtures: a season picker and every group and knockout round to pick', async () => {
    open(BY_TAB, `${WORLD_CUP}/calendario`, LANG.en);
    expect(await screen.findByRole('heading', { level: 1, name: 'FIFA World Cup 2026' })).toBeInTheDocument();
    expect(links('Season')).toEqual([
      ['2026', `${WORLD_CUP}/stagione/2026/calendario`],
      ['2022', `${WORLD_CUP}/stagione/2022/calendario`],
    ]);
    const phases = links('Phase');
    expect(phases.map(([label]) => label)).toEqual([
      ...'ABCDEFGHIJKL'.split('').map((letter) => `Group ${letter}`),
      'Bracket',
      'Round of 32',
      'Round of 16',
      'Quarter-finals',
      'Semi-finals',
      'Third place',
      'Final',
    ]);
    expect(phases[2]).toEqual(['Group C', `${WORLD_CUP}/stagione/2026/gruppo/girone-c/calendario`]);
    expect(phases.at(-1)).toEqual([
      'Final',
      `${WORLD_CUP}/stagione/2026/gruppo/fase-finale/giornata/6/calendario`,
    ]);
  });

  it('a season that is over opens its calendario on the knockout bracket, ending with its final', async () => {
    open(BY_TAB, `${WORLD_CUP}/calendario`, LANG.it);
    await expectBracketRounds(['Sedicesimi', 'Ottavi', 'Quarti', 'Semifinali', 'Finale 3º posto', 'Finale']);
    expect(tie('Spagna - Argentina')).toContain('Spagna vince dopo i tempi supplementari');
    const phases = screen.getByRole('navigation', { name: 'Fase' });
    expect(within(phases).getByRole('link', { name: 'Tabellone' }).getAttribute('aria-current')).toBe('page');
  });

  it('a group of the World Cup 2026: its matchday, its own matchday links, Gruppo C in Italian', async () => {
    open(BY_TURN, `${WORLD_CUP}/stagione/2026/gruppo/girone-c/giornata/2/calendario`, LANG.it);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Gruppo C · Giornata 2' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /\d - \d/ }).length).toBe(2);
    expect(links('Giornata').map(([, href]) => href)).toEqual(
      [1, 2, 3].map((n) => `${WORLD_CUP}/stagione/2026/gruppo/girone-c/giornata/${n}/calendario`),
    );
    const phases = screen.getByRole('navigation', { name: 'Fase' });
    expect(within(phases).getByRole('link', { name: 'Gruppo C' }).getAttribute('aria-current')).toBe('page');
  });

  it('the World Cup 2022 bracket: every round, the final won by Argentina on penalties', async () => {
    open(BY_GROUP, `${WORLD_CUP}/stagione/2022/gruppo/fase-finale/calendario`, LANG.it);
    await expectBracketRounds(['Ottavi', 'Quarti', 'Semifinali', 'Finale 3º posto', 'Finale']);
    const final = within(screen.getByRole('region', { name: 'Finale' }));
    expect(final.getByRole('listitem', { name: 'Argentina - Francia' }).textContent).toContain(
      'Argentina vince ai rigori (4-2)',
    );
    expect(
      final.getByRole('link', { name: 'Argentina 3-3 d.t.s. (4-2 d.c.r.) Francia' }).getAttribute('href'),
    ).toBe('/partite/argentina-francia-2022-12-18/diretta-live');
    expect(tie('Croazia - Brasile')).toContain('Croazia passa il turno ai rigori (4-2)');
    expect(tie('Inghilterra - Francia')).toContain('Francia passa il turno');
  });

  it('the World Cup 2026 final, decided in extra time, in English', async () => {
    open(BY_TURN, `${WORLD_CUP}/stagione/2026/gruppo/fase-finale/giornata/6/calendario`, LANG.en);
    expect(await screen.findByRole('heading', { level: 2, name: 'Final' })).toBeInTheDocument();
    expect(tie('Spain - Argentina')).toContain('Spain win after extra time');
    expect(
      screen.getByRole('link', { name: /19\/07\/2026.*Spain\s*1 - 0\s*a\.e\.t\.\s*Argentina/ }),
    ).toBeInTheDocument();
  });

  it('Champions League 2025/26 round of 16: both legs, aggregate and who went through', async () => {
    open(BY_TURN, `${CHAMPIONS}/stagione/2025-2026/gruppo/fase-finale/giornata/1/calendario`, LANG.en);
    expect(await screen.findByRole('heading', { level: 2, name: 'Round of 16' })).toBeInTheDocument();
    const bodo = tie('FK Bodø/Glimt - Sporting Clube de Portugal');
    expect(bodo).toContain('FK Bodø/Glimt 3-0 Sporting Clube de Portugal');
    expect(bodo).toContain('Sporting Clube de Portugal 5-0 a.e.t. FK Bodø/Glimt');
    expect(bodo).toContain('Sporting Clube de Portugal go through after extra time');
    expect(tie('Atalanta BC - FC Bayern München')).toMatch(
      /^AggregateAtalanta BC2FC Bayern München10Atalanta BC 1-6/,
    );
  });

  it('Champions League 2025/26 play-offs (Spareggi) and every season offered', async () => {
    open(BY_GROUP, `${CHAMPIONS}/stagione/2025-2026/gruppo/playoff/calendario`, LANG.it);
    expect(await screen.findByRole('heading', { level: 2, name: 'Spareggi' })).toBeInTheDocument();
    expect(tie('Galatasaray SK - Juventus FC')).toContain(
      'Galatasaray SK passa il turno dopo i tempi supplementari',
    );
    expect(links('Stagione').map(([label]) => label)).toEqual(['2025/2026', '2024/2025', '2023/2024']);
    expect(links('Fase').map(([label]) => label)).toEqual([
      'Qualificazioni, 1º turno',
      'Qualificazioni, 2º turno',
      'Qualificazioni, 3º turno',
      'Qualificazioni, Playoff',
      'Fase campionato',
      'Spareggi',
      'Tabellone',
      'Ottavi',
      'Quarti',
      'Semifinali',
      'Finale',
    ]);
  });

  it("a knockout phase's classifica shows its ties; an unknown round is a 404", async () => {
    open(BY_GROUP, `${WORLD_CUP}/stagione/2022/gruppo/fase-finale/classifica`, LANG.en);
    expect(await screen.findByRole('heading', { level: 2, name: 'Finals' })).toBeInTheDocument();
    expect(tie('Argentina - France')).toContain('Argentina win on penalties (4-2)');
    await expect(
      runLoader(competitionRoute.loader, '', {
        slug: 'mondo-coppa-del-mondo',
        season: '2022',
        group: 'fase-finale',
        turn: '9',
        tab: 'calendario',
      }),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });
});
