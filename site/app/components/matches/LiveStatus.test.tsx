import { act, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PalloneProvider } from '@pallone/widgets';
import { queryKeys, type Language, type Match } from '@pallone/core';
import { apiRead, useRealApi } from '../../testing/realApi.ts';
import { MatchList } from './MatchList.tsx';
import { MatchScoreboard } from './MatchScoreboard.tsx';

afterEach(cleanup);

const INTER_TORINO = 'fc-internazionale-milano-torino-fc-2025-08-25';
const real: Record<Language, Match> = {} as Record<Language, Match>;

beforeAll(async () => {
  useRealApi();
  real.it = await apiRead<Match>(`/matches/pallonecomSlug/${INTER_TORINO}`, { language: 'it' });
  real.en = await apiRead<Match>(`/matches/pallonecomSlug/${INTER_TORINO}`, { language: 'en' });
});

/** The real Inter–Torino (Serie A, 25/08/2025) as the live feed would show it being played. */
const playing = (language: Language, change: Partial<Match>): Match => ({
  ...real[language],
  status: 'inPlay2H',
  ended: false,
  extraTime: null,
  penalties: null,
  ...change,
});

/** Renders `ui` under a root route in `language` (for the site's labels) and the providers the page has. */
function renderIn(language: Language, ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({
        language,
        host: 'pallone',
        origin: '',
        year: 2026,
        credentials: { user: 'u', password: 'p' },
      }),
      children: [{ index: true, Component: () => ui }],
    },
  ]);
  render(
    <QueryClientProvider client={queryClient}>
      <PalloneProvider
        language={language}
        apiBase="http://127.0.0.1:9"
        credentials={{ user: 'u', password: 'p' }}
      >
        <Stub />
      </PalloneProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('match lists while live', () => {
  it('show the current score and the running minute, marked Live', async () => {
    renderIn('it', <MatchList matches={[playing('it', { minute: '67', homeScore: 2, awayScore: 1 })]} />);
    const link = await screen.findByRole('link', {
      name: /25\/08\/2025 20:45\s*Live\s*67'\s*FC Internazionale Milano\s*2 - 1\s*Torino FC/,
    });
    expect(link.getAttribute('href')).toBe(`/partite/${INTER_TORINO}/diretta-live`);
    expect(within(link).getByText("67'").dataset.clock).toBe('running');
  });

  it('name half-time and the shoot-out, in Italian and English', async () => {
    renderIn('it', <MatchList matches={[playing('it', { status: 'halfTime', minute: 'HT' })]} />);
    expect((await screen.findByText('Intervallo')).dataset.clock).toBe('still');
    cleanup();
    renderIn('en', <MatchList matches={[playing('en', { status: 'halfTime', minute: 'HT' })]} />);
    expect(await screen.findByText('Half time')).toBeInTheDocument();
    cleanup();
    renderIn('en', <MatchList matches={[playing('en', { status: 'inPlayP', minute: 'PEN' })]} />);
    expect(await screen.findByText('Penalties')).toBeInTheDocument();
    cleanup();
    renderIn('it', <MatchList matches={[playing('it', { status: 'inPlayP', minute: 'PEN' })]} />);
    expect(await screen.findByText('Rigori')).toBeInTheDocument();
  });

  it('label a replay "Replay", never "Live", even once it has ended', async () => {
    renderIn(
      'it',
      <MatchList
        matches={[playing('it', { minute: '58', isReplay: true }), { ...real.it, isReplay: true }]}
      />,
    );
    const [live, ended] = await screen.findAllByRole('link');
    expect(within(live!).getByText('Replay')).toBeInTheDocument();
    expect(within(live!).getByText("58'")).toBeInTheDocument();
    expect(within(live!).queryByText('Live')).toBeNull();
    expect(within(ended!).getByText('Replay')).toBeInTheDocument();
    expect(screen.queryByText('Live')).toBeNull();
  });

  it('show nothing more for a match that is over', async () => {
    renderIn('it', <MatchList matches={[real.it]} />);
    const link = await screen.findByRole('link', {
      name: /25\/08\/2025 20:45\s*FC Internazionale Milano\s*5 - 0\s*Torino FC/,
    });
    expect(within(link).queryByText('Live')).toBeNull();
    expect(within(link).queryByText('Replay')).toBeNull();
  });
});

describe('the match page header while live', () => {
  it('shows the current score, Live and the minute, and follows the match query', async () => {
    const queryClient = renderIn(
      'it',
      <MatchScoreboard match={playing('it', { minute: '45+2', homeScore: 1, awayScore: 0 })} poll={false} />,
    );
    expect(await screen.findByText('1 : 0')).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(screen.getByText("45+2'")).toBeInTheDocument();
    // The MatchTimeline's refetch writes the same query: the header follows it.
    act(() => {
      queryClient.setQueryData(
        queryKeys.match('it', real.it.id),
        playing('it', { status: 'halfTime', minute: 'HT', homeScore: 2, awayScore: 0 }),
      );
    });
    expect(await screen.findByText('2 : 0')).toBeInTheDocument();
    expect(screen.getByText('Intervallo')).toBeInTheDocument();
  });

  it('labels a replay "Replay" in English, without "Live"', async () => {
    renderIn(
      'en',
      <MatchScoreboard
        match={playing('en', { minute: '12', homeScore: 0, awayScore: 0, isReplay: true })}
        poll={false}
      />,
    );
    expect(await screen.findByText('Replay')).toBeInTheDocument();
    expect(screen.getByText("12'")).toBeInTheDocument();
    expect(screen.queryByText('Live')).toBeNull();
  });
});
