import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoutesStub } from 'react-router';
import { createApiClient, type FetchLike } from '@pallone/core';
import { PalloneProvider } from '@pallone/widgets';
import type { NavGroup } from '../../lib/navCompetitions.ts';
import { FeaturedLists } from './FeaturedLists.tsx';

const groups: NavGroup[] = [
  { kind: 'championship', competitions: [{ id: 68, name: 'Serie A', slug: 'italia-serie-a' }] },
  { kind: 'cup', competitions: [{ id: 12, name: 'Champions League', slug: 'uefa-champions-league' }] },
  { kind: 'international', competitions: [] },
];

/** The real client over a fake `fetch`: what the menu asks for is the URL it fetches. */
function renderLists(fetch: FetchLike) {
  const client = createApiClient({ baseUrl: 'https://api.test', language: 'en', fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <QueryClientProvider client={queryClient}>
          <PalloneProvider language="en" client={client}>
            <FeaturedLists groups={groups} onNavigate={() => undefined} />
          </PalloneProvider>
        </QueryClientProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('FeaturedLists', () => {
  it('links each competition to /campionato/{slug}; only championships expand', () => {
    renderLists(vi.fn());
    expect(screen.getByRole('link', { name: 'Serie A' }).getAttribute('href')).toBe(
      '/campionato/italia-serie-a',
    );
    expect(screen.getByRole('link', { name: 'Champions League' })).toHaveAttribute(
      'href',
      '/campionato/uefa-champions-league',
    );
    expect(screen.queryByRole('button', { name: /Champions League/ })).toBeNull();
  });

  it('expanding a featured championship loads its teams; clicking again collapses', async () => {
    const body = JSON.stringify([{ id: 20, name: 'AC Milan', pallonecomSlug: 'ac-milan' }]);
    const fetch = vi.fn<FetchLike>(async () => ({ status: 200, ok: true, text: async () => body }));
    renderLists(fetch);
    fireEvent.click(screen.getByRole('button', { name: 'Show the teams of Serie A' }));
    const team = await screen.findByRole('link', { name: 'AC Milan' });
    expect(team.getAttribute('href')).toBe('/squadre/ac-milan');
    expect(fetch).toHaveBeenCalledWith(
      'https://api.test/api/v1/teams/simplified?competitionId=68&seasonId=154',
      expect.anything(),
    );
    const toggle = screen.getByRole('button', { name: 'Hide the teams of Serie A' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(screen.queryByRole('link', { name: 'AC Milan' })).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Show the teams of Serie A' }).getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('a failed teams load is logged only, nothing shown', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = vi.fn<FetchLike>(async () => {
      throw new Error('boom');
    });
    renderLists(fetch);
    fireEvent.click(screen.getByRole('button', { name: 'Show the teams of Serie A' }));
    await waitFor(() => expect(error).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByTestId('filter-teams-68')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
