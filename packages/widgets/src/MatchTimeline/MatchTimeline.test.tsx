import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { MatchEvent } from '@pallone/core';
import { MatchTimeline } from './MatchTimeline.tsx';
import { renderWidget } from '../testing/renderWidget.tsx';
import { retryAfterFailedLoad } from '../testing/retryAfterFailedLoad.tsx';
import { mswServer } from '../testing/mswServer.ts';
import { failRefresh } from '../testing/failRefresh.ts';
import { apiPath } from '../mocks/apiPath.ts';
import { MATCH_TIMELINE_IDS } from '../mocks/handlers/matchTimeline.ts';
import finalEvents from '../mocks/fixtures/matchTimeline.final.events.json' with { type: 'json' };

const FINAL = MATCH_TIMELINE_IDS.worldCupFinal;
const realFinalEvents = finalEvents as MatchEvent[];

/** Every row of the timeline, across the ordered list of each part of the match. */
async function eventItems() {
  const lists = await screen.findAllByRole('list');
  expect(lists.every((list) => list.tagName === 'OL')).toBe(true);
  return lists.flatMap((list) => within(list).getAllByRole('listitem'));
}

const minutes = (items: HTMLElement[]) =>
  items
    .filter((item) => item.dataset.type !== 'shoot-out')
    .map((item) => item.firstElementChild?.textContent);
const partHeadings = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

function serveFinalEvents(events: MatchEvent[]) {
  mswServer.use(http.get(apiPath(`/matches/${FINAL}/getEvents`), () => HttpResponse.json(events)));
}

describe('MatchTimeline', () => {
  it('lists the World Cup 2022 final: goals, cards and substitutions with minute, icon text and player', async () => {
    renderWidget(<MatchTimeline matchId={FINAL} />);
    const items = await eventItems();
    // 6 goals, 8 yellow cards, 10 substitution rows (26 players) and the shoot-out: 25 rows, not 40.
    expect(items).toHaveLength(25);
    expect(
      screen.getByRole('region', { name: 'Cronaca: Argentina 3-3 Francia d.t.s. (4-2 d.c.r.)' }),
    ).toBeInTheDocument();
    const first = items[0]!;
    expect(first).toHaveTextContent("23'");
    expect(within(first).getByRole('img', { name: 'Gol' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Lionel Messi (rig.)');
    expect(first).toHaveAttribute('data-type', 'goal');
    expect(screen.getAllByRole('img', { name: 'Gol' })).toHaveLength(6);
    expect(screen.getAllByRole('img', { name: 'Ammonizione' })).toHaveLength(8);
    expect(screen.getAllByRole('img', { name: 'Entra' })).toHaveLength(10);
    expect(screen.getAllByRole('img', { name: 'Esce' })).toHaveLength(10);
  });

  it('gives a substitution one row (on ↑, off ↓) and a double change at one minute one row, never a guessed pairing', async () => {
    renderWidget(<MatchTimeline matchId={FINAL} />);
    const items = await eventItems();
    const acuna = items.find((item) => item.textContent?.startsWith("64'"))!;
    expect(acuna).toHaveAttribute('data-type', 'substitution');
    // ↑ Entra Marcos Acuña ↓ Esce Ángel Di María, in that order.
    expect(
      within(acuna)
        .getAllByRole('img')
        .map((icon) => icon.getAttribute('aria-label')),
    ).toEqual(['Entra', 'Esce']);
    expect(acuna).toHaveTextContent("64'Marcos AcuñaÁngel Di María");
    const france41 = items.filter((item) => item.textContent?.startsWith("41'"));
    expect(france41).toHaveLength(1);
    expect(france41[0]).toHaveTextContent('Randal Kolo Muani, Marcus Thuram');
    expect(france41[0]).toHaveTextContent('Ousmane Dembélé, Olivier Giroud');
    // At 120+1' both teams changed: one row each, on its side.
    const last = items.filter((item) => item.textContent?.startsWith("120+1'"));
    expect(last.map((item) => item.dataset.side)).toEqual(['home', 'away']);
  });

  it('heads each part of the match: 1° tempo, 2° tempo, Supplementari, Rigori with the shoot-out score', async () => {
    const { unmount } = renderWidget(<MatchTimeline matchId={FINAL} />);
    const items = await eventItems();
    expect(partHeadings()).toEqual(['1° tempo', '2° tempo', 'Supplementari', 'Rigori']);
    expect(items.at(-1)).toHaveTextContent('Argentina 4-2 Francia');
    unmount();
    renderWidget(<MatchTimeline matchId={MATCH_TIMELINE_IDS.germanyScotland} language="en" />);
    await eventItems();
    expect(partHeadings()).toEqual(['1st half', '2nd half']);
  });

  it("sorts by period, then minute, showing stoppage time as 45+7' and 90+8'", async () => {
    // The API's order, reversed: the widget sorts again (SPEC §4).
    serveFinalEvents([...realFinalEvents].reverse());
    renderWidget(<MatchTimeline matchId={FINAL} />);
    const shown = minutes(await eventItems());
    expect(shown.slice(0, 8)).toEqual(["23'", "36'", "41'", "45+7'", "55'", "64'", "71'", "80'"]);
    expect(shown.indexOf("90+5'")).toBeLessThan(shown.indexOf("90+8'"));
    expect(shown.indexOf("90+8'")).toBeLessThan(shown.indexOf("91'"));
    expect(shown.at(-1)).toBe("120+5'");
  });

  it('shows a 90+3\' goal and an own goal prefixed "Autogol" (Germany–Scotland, Euro 2024)', async () => {
    renderWidget(<MatchTimeline matchId={MATCH_TIMELINE_IDS.germanyScotland} />);
    const items = await eventItems();
    const ownGoal = items.find((item) => within(item).queryByRole('img', { name: 'Autogol' }))!;
    expect(ownGoal).toHaveTextContent("87'");
    expect(within(ownGoal).getByRole('link', { name: 'Autogol Antonio Rüdiger' })).toHaveAttribute(
      'href',
      '/giocatori/antonio-rudiger',
    );
    const can = items.find((item) => item.textContent?.includes('Emre Can'))!;
    expect(can).toHaveTextContent("90+3'");
    expect(within(can).getByRole('img', { name: 'Gol' })).toBeInTheDocument();
  });

  it('says "Own goal" in English', async () => {
    renderWidget(<MatchTimeline matchId={MATCH_TIMELINE_IDS.germanyScotland} language="en" />);
    await eventItems();
    expect(screen.getByRole('link', { name: 'Own goal Antonio Rüdiger' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Own goal' })).toBeInTheDocument();
  });

  it('maps red cards and second yellows', async () => {
    const { unmount } = renderWidget(<MatchTimeline matchId={MATCH_TIMELINE_IDS.walesIran} />);
    await eventItems();
    const red = screen.getByRole('img', { name: 'Espulsione' }).closest('li')!;
    expect(red).toHaveTextContent("86'");
    expect(red).toHaveTextContent('Wayne Hennessey');
    expect(red).toHaveAttribute('data-type', 'red');
    unmount();
    renderWidget(<MatchTimeline matchId={MATCH_TIMELINE_IDS.cameroonBrazil} />);
    await eventItems();
    const secondYellow = screen.getByRole('img', { name: 'Doppia ammonizione' }).closest('li')!;
    expect(secondYellow).toHaveTextContent("81'");
    expect(secondYellow).toHaveTextContent('Vincent Aboubakar');
  });

  it('drops the subtypes SPEC §4 does not map', async () => {
    const messi = realFinalEvents[0]!;
    serveFinalEvents([
      ...realFinalEvents,
      { ...messi, id: 999_001, subtype: 'var-decision', playerName: 'Szymon Marciniak' },
      { ...messi, id: 999_002, subtype: 'penalty-missed', playerName: 'Kingsley Coman' },
    ]);
    renderWidget(<MatchTimeline matchId={FINAL} />);
    expect(await eventItems()).toHaveLength(25);
    expect(screen.queryByText(/Marciniak/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Coman/)).toBeInTheDocument(); // his real substitution stays
    expect(screen.getAllByText(/Coman/)).toHaveLength(1);
  });

  it('puts home events on one side and away events on the other, naming the team of each', async () => {
    renderWidget(<MatchTimeline matchId={FINAL} />);
    const items = await eventItems();
    const messi = items[0]!;
    expect(messi).toHaveAttribute('data-side', 'home');
    expect(within(messi).getByText('Argentina')).toBeInTheDocument();
    const mbappe = items.find((item) => item.textContent?.startsWith("80'"))!;
    expect(mbappe).toHaveAttribute('data-side', 'away');
    expect(within(mbappe).getByText('Francia')).toBeInTheDocument();
  });

  it('says "Nessun evento disponibile" for a league match without events', async () => {
    const { unmount } = renderWidget(<MatchTimeline matchId={MATCH_TIMELINE_IDS.withoutEvents} />);
    expect(await screen.findByText('Nessun evento disponibile')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    unmount();
    renderWidget(<MatchTimeline matchId={MATCH_TIMELINE_IDS.withoutEvents} language="en" />);
    expect(await screen.findByText('No events available')).toBeInTheDocument();
  });

  it('holds its place while loading and retries after an error', async () => {
    await retryAfterFailedLoad(
      <MatchTimeline matchId={FINAL} />,
      `/matches/${FINAL}/getEvents`,
      realFinalEvents,
      503,
    );
    expect(await eventItems()).toHaveLength(25);
  });

  it('uses the dark theme on request', async () => {
    renderWidget(<MatchTimeline matchId={FINAL} theme="dark" />);
    await eventItems();
    expect(screen.getByRole('region', { name: /^Cronaca/ })).toHaveAttribute('data-theme', 'dark');
  });

  it('keeps the events on screen when a refresh fails, with the notice', async () => {
    const { queryClient } = renderWidget(<MatchTimeline matchId={FINAL} />);
    expect(await eventItems()).toHaveLength(25);
    await failRefresh(queryClient, '/matches/:id/getEvents');
    expect(await screen.findByText('Impossibile aggiornare i dati.')).toBeInTheDocument();
    expect(await eventItems()).toHaveLength(25);
  });
});
