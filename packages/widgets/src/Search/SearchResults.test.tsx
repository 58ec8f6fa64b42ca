import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { MatchSearchResult, PlayerSearchResult } from '@pallone/core';
import { Search } from './Search.tsx';
import { renderWidget } from '../testing/renderWidget.tsx';
import { mswServer } from '../testing/mswServer.ts';
import { apiPath } from '../mocks/apiPath.ts';
import { searchFixture } from '../mocks/handlers/search.ts';
import { REPLAYED_MATCH } from '../mocks/liveReplay.ts';

const slow = { timeout: 3000 };

async function search(text: string) {
  renderWidget(<Search collapsible={false} />);
  await userEvent.type(screen.getByRole('combobox', { name: 'Cerca' }), text);
  return screen.getByRole('dialog', { name: 'Risultati della ricerca' });
}

const section = (name: string) => screen.getByRole('region', { name });
const settled = (name: string) =>
  vi.waitFor(() => expect(section(name)).not.toHaveAttribute('data-state', 'loading'), slow);
const imagesOf = (link: HTMLElement) => Array.from(link.querySelectorAll('img'));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Search results (SPEC §2, §9)', () => {
  it('shows a player with a 42 px image (the fallback when there is none), name and current team', async () => {
    await search('valencia');
    const player = await screen.findByRole('link', { name: /Enner Valencia/ }, slow);
    expect(player).toHaveAttribute('href', '/giocatori/enner-valencia');
    expect(player).toHaveTextContent('CF Pachuca');
    const [image] = imagesOf(player);
    expect(image).toHaveAttribute('width', '42');
    expect(image).toHaveAttribute('height', '42');
    expect(image).toHaveAttribute('data-fallback');
  });

  it('shows a team with a 40 px image, name and country', async () => {
    await search('valencia');
    const team = await within(await screen.findByRole('region', { name: 'Squadre' })).findByRole(
      'link',
      {},
      slow,
    );
    expect(team).toHaveTextContent(/^Valencia CFSpagna$/);
    expect(imagesOf(team).map((image) => image.getAttribute('width'))).toEqual(['40']);
  });

  it('shows a match with both 35 px team icons, the scores and the date as DD/MM/YYYY', async () => {
    await search('inter');
    const match = await screen.findByRole('link', { name: /Bologna FC 1909/ }, slow);
    expect(match).toHaveTextContent('Bologna FC 19093FC Internazionale Milano323/05/2026');
    expect(match).toHaveAttribute(
      'href',
      '/partite/bologna-fc-1909-fc-internazionale-milano-2026-05-23/diretta-live',
    );
    expect(imagesOf(match).map((image) => image.getAttribute('width'))).toEqual(['35', '35']);
  });

  it('shows a news result by its title', async () => {
    await search('valencia');
    const news = await within(section('News')).findByRole('link', {}, slow);
    expect(news).toHaveTextContent('Valencia CF-FC Barcelona 3-1: il racconto della partita');
    expect(news).toHaveAttribute('href', expect.stringMatching(/^\/news\/valencia-cf-fc-barcelona-3-1/));
  });

  it('falls back to the default image when an image fails to load', async () => {
    const players = searchFixture('valencia.players') as PlayerSearchResult[];
    mswServer.use(
      http.get(apiPath('/players/search'), () =>
        HttpResponse.json(players.map((player) => ({ ...player, image: { path: '/missing.webp' } }))),
      ),
    );
    await search('valencia');
    const [image] = imagesOf(await screen.findByRole('link', { name: /Enner Valencia/ }, slow));
    // The API's root-relative path, resolved against the API's origin (an embed runs on another site).
    expect(image).toHaveAttribute('src', 'http://localhost/missing.webp');
    fireEvent.error(image!);
    expect(image).toHaveAttribute('data-fallback');
    expect(image?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  });

  it('does not list a match without both teams', async () => {
    const [first, ...rest] = searchFixture('inter.matches') as MatchSearchResult[];
    mswServer.use(
      http.get(apiPath('/matches/search'), () => HttpResponse.json([{ ...first, awayTeam: null }, ...rest])),
    );
    await search('inter');
    await settled('Partite');
    const links = within(section('Partite')).getAllByRole('link');
    expect(links).toHaveLength(rest.length);
    expect(screen.queryByRole('link', { name: /Bologna FC 1909/ })).not.toBeInTheDocument();
  });

  it('shows a match decided after extra time with its score after it, marked, and the shoot-out', async () => {
    // The World Cup 2022 final as recorded from the real API, as a search result.
    const final = REPLAYED_MATCH;
    const decided: MatchSearchResult = {
      id: final.id,
      pallonecomSlug: final.pallonecomSlug,
      homeTeam: final.homeTeam!,
      awayTeam: final.awayTeam!,
      homeScore: final.homeScore,
      awayScore: final.awayScore,
      extraTime: final.extraTime,
      penalties: final.penalties,
      date: final.date,
      status: final.status,
      ended: final.ended,
      competition: final.competition,
    };
    mswServer.use(http.get(apiPath('/matches/search'), () => HttpResponse.json([decided])));
    await search('inter');
    await settled('Partite');
    const [link] = within(section('Partite')).getAllByRole('link');
    expect(link).toHaveTextContent(/d\.t\.s\. \(4-2 d\.c\.r\.\)/);
    const scores = Array.from(link!.querySelectorAll('[data-part="score"]')).map((node) => node.textContent);
    expect(scores).toEqual(['3', '3']);
  });

  it('says "Nessun risultato" in every section when nothing matches', async () => {
    await search('xyzzy');
    for (const name of ['Giocatori', 'Squadre', 'Partite', 'News']) {
      await settled(name);
      expect(section(name)).toHaveAttribute('data-state', 'empty');
      expect(within(section(name)).getByText('Nessun risultato')).toBeInTheDocument();
    }
  });

  it('only logs a failed request: the section shows "Nessun risultato", nothing else is shown', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mswServer.use(http.get(apiPath('/players/search'), () => new HttpResponse(null, { status: 500 })));
    await search('valencia');
    await settled('Giocatori');
    expect(within(section('Giocatori')).getByText('Nessun risultato')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Search (players) failed', expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(
      await within(section('Squadre')).findByRole('link', { name: /Valencia CF/ }, slow),
    ).toBeInTheDocument();
  });
});
