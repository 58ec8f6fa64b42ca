import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
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
/** A result's pictures: its images, or the placeholders drawn in their place. */
const picturesOf = (link: HTMLElement) => Array.from(link.querySelectorAll('img, svg[data-fallback]'));

const scoresOf = (link: HTMLElement) =>
  Array.from(link.querySelectorAll('[data-part="score"]')).map((node) => node.textContent);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Search results (SPEC §2, §9)', () => {
  it('shows a player with a 42 px image (the placeholder when there is none), name and current team', async () => {
    await search('valencia');
    const player = await screen.findByRole('link', { name: /Enner Valencia/ }, slow);
    expect(player).toHaveAttribute('href', '/giocatori/enner-valencia');
    expect(player).toHaveTextContent('CF Pachuca');
    const [picture] = picturesOf(player);
    expect(picture).toHaveAttribute('width', '42');
    expect(picture).toHaveAttribute('height', '42');
    expect(picture).toHaveAttribute('data-fallback', 'person');
  });

  it('draws the placeholders inline in the theme colours (no fixed light image), so they darken with the theme', async () => {
    await search('valencia');
    const player = await screen.findByRole('link', { name: /Enner Valencia/ }, slow);
    expect(player.querySelector('img')).toBeNull();
    const [placeholder] = picturesOf(player);
    expect(placeholder?.tagName.toLowerCase()).toBe('svg');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows a team with a 40 px image, name and country', async () => {
    await search('valencia');
    const team = await within(await screen.findByRole('region', { name: 'Squadre' })).findByRole(
      'link',
      {},
      slow,
    );
    expect(team).toHaveTextContent(/^Valencia CFSpagna$/);
    expect(picturesOf(team).map((image) => image.getAttribute('width'))).toEqual(['40']);
  });

  it('shows a played match with both 35 px team icons, each score and the date as DD/MM/YYYY', async () => {
    await search('inter');
    const match = await screen.findByRole('link', { name: /Bologna FC 1909/ }, slow);
    // Read as a result (core matchResultText), each side's goals shown beside its name.
    expect(match).toHaveAccessibleName('Bologna FC 1909 3-3 FC Internazionale Milano 23/05/2026');
    expect(scoresOf(match)).toEqual(['3', '3']);
    expect(match.querySelector('[data-part="kickoff"]')).toBeNull();
    expect(match).toHaveAttribute(
      'href',
      '/partite/bologna-fc-1909-fc-internazionale-milano-2026-05-23/diretta-live',
    );
    expect(picturesOf(match).map((image) => image.getAttribute('width'))).toEqual(['35', '35']);
  });

  it('shows a match still to play with its date and Rome kick-off time instead of "-"', async () => {
    await search('valencia');
    // Rayo Vallecano de Madrid - Valencia CF kicks off at 16:00 UTC on 22/11/2026: 17:00 in Rome.
    const match = await screen.findByRole('link', { name: /Rayo Vallecano de Madrid/ }, slow);
    expect(match).toHaveAccessibleName('Rayo Vallecano de Madrid Valencia CF 22/11/2026 17:00');
    expect(match).not.toHaveTextContent('-');
    expect(scoresOf(match)).toEqual([]);
  });

  it("gives the kick-off time in the provider's time zone, and no time when only the day is known", async () => {
    const [first, ...rest] = searchFixture('valencia.matches') as MatchSearchResult[];
    mswServer.use(
      http.get(apiPath('/matches/search'), () => HttpResponse.json([{ ...first, hasTime: false }, ...rest])),
    );
    renderWidget(<Search collapsible={false} />, { timeZone: 'Europe/London' });
    await userEvent.type(screen.getByRole('combobox', { name: 'Cerca' }), 'valencia');
    const withoutTime = await screen.findByRole('link', { name: /Rayo Vallecano de Madrid/ }, slow);
    expect(withoutTime).toHaveAccessibleName('Rayo Vallecano de Madrid Valencia CF 22/11/2026');
    // Valencia CF - CA Osasuna, 16:00 UTC on 29/11/2026: 16:00 in London.
    expect(within(section('Partite')).getByRole('link', { name: /CA Osasuna/ })).toHaveAccessibleName(
      'Valencia CF CA Osasuna 29/11/2026 16:00',
    );
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
    const player = await screen.findByRole('link', { name: /Enner Valencia/ }, slow);
    const [image] = picturesOf(player);
    // The API's root-relative path, resolved against the API's origin (an embed runs on another site).
    expect(image).toHaveAttribute('src', 'http://localhost/missing.webp');
    fireEvent.error(image!);
    expect(player.querySelector('img')).toBeNull();
    expect(picturesOf(player)[0]).toHaveAttribute('data-fallback', 'person');
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
      hasTime: final.hasTime,
      status: final.status,
      ended: final.ended,
      competition: final.competition,
    };
    mswServer.use(http.get(apiPath('/matches/search'), () => HttpResponse.json([decided])));
    await search('inter');
    await settled('Partite');
    const [link] = within(section('Partite')).getAllByRole('link');
    expect(link).toHaveTextContent(/d\.t\.s\. \(4-2 d\.c\.r\.\)/);
    expect(link).toHaveAccessibleName(/^Argentina 3-3 d\.t\.s\. \(4-2 d\.c\.r\.\) Francia 18\/12\/2022$/);
    expect(scoresOf(link!)).toEqual(['3', '3']);
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

  it('keeps the results on screen when a refresh fails, only logging the error (SPEC §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { queryClient } = renderWidget(<Search collapsible={false} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Cerca' }), 'valencia');
    await screen.findByRole('link', { name: /Enner Valencia/ }, slow);
    mswServer.use(http.get(apiPath('/players/search'), () => new HttpResponse(null, { status: 500 })));
    await act(() => queryClient.refetchQueries());
    // TanStack notifies observers on a later tick: wait for the logged error rather than assume it is in.
    await vi.waitFor(
      () => expect(logged).toHaveBeenCalledWith('Search (players) failed', expect.anything()),
      slow,
    );
    expect(section('Giocatori')).toHaveAttribute('data-state', 'list');
    expect(screen.getByRole('link', { name: /Enner Valencia/ })).toBeInTheDocument();
    expect(screen.queryByText('Nessun risultato')).not.toBeInTheDocument();
  });
});
