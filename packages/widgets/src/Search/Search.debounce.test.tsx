import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { delay, http } from 'msw';
import { Search } from './Search.tsx';
import { renderWidget } from '../testing/renderWidget.tsx';
import { mswServer } from '../testing/mswServer.ts';
import { apiPath } from '../mocks/apiPath.ts';

const KINDS = ['players', 'teams', 'matches', 'news'] as const;

/** The `search` text of every request of each kind; the shared handlers still answer. */
function spyOnSearches() {
  const seen: Record<string, string[]> = { players: [], teams: [], matches: [], news: [] };
  for (const kind of KINDS) {
    mswServer.use(
      http.get(apiPath(`/${kind}/search`), ({ request }) => {
        seen[kind]!.push(new URL(request.url).searchParams.get('search') ?? '');
      }),
    );
  }
  return seen;
}

/** Opens the search (an icon button on desktop; jsdom is 1024 px wide) and sets its text. */
function type(text: string) {
  const opener = screen.queryByRole('button', { name: 'Apri la ricerca' });
  if (opener) fireEvent.click(opener);
  const input = screen.getByRole('combobox', { name: 'Cerca' });
  act(() => input.focus());
  fireEvent.change(input, { target: { value: text } });
}

/** Shows the search, types `text` and lets `ms` pass; gives the searches seen (still recording). */
async function typeAndWait(text: string, ms: number) {
  const seen = spyOnSearches();
  renderWidget(<Search />);
  type(text);
  await act(() => vi.advanceTimersByTimeAsync(ms));
  return seen;
}

const NO_SEARCHES = { players: [], teams: [], matches: [], news: [] };

describe('Search timing (SPEC §5)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends no request before 400 ms, then one per section', async () => {
    const seen = await typeAndWait('valencia', 399);
    expect(seen).toEqual(NO_SEARCHES);
    expect(screen.getByRole('dialog', { name: 'Risultati della ricerca' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    await vi.waitFor(() =>
      expect(seen).toEqual({
        players: ['valencia'],
        teams: ['valencia'],
        matches: ['valencia'],
        news: ['valencia'],
      }),
    );
    await vi.waitFor(() => expect(screen.getByRole('link', { name: /Enner Valencia/ })).toBeInTheDocument());
  });

  it('waits for typing to stop: only the last text is requested', async () => {
    const seen = await typeAndWait('val', 300);
    type('valencia');
    await act(() => vi.advanceTimersByTimeAsync(400));
    await vi.waitFor(() => expect(seen.players).toEqual(['valencia']));
    expect(seen.teams).toEqual(['valencia']);
  });

  it('cancels the request in flight when the text changes', async () => {
    const requests: Request[] = [];
    mswServer.use(
      http.get(apiPath('/players/search'), async ({ request }) => {
        requests.push(request);
        await delay('infinite');
      }),
    );
    renderWidget(<Search />);
    type('val');
    await act(() => vi.advanceTimersByTimeAsync(400));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.signal.aborted).toBe(false);
    type('valencia');
    await act(() => vi.advanceTimersByTimeAsync(400));
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[0]!.signal.aborted).toBe(true);
    expect(new URL(requests[1]!.url).searchParams.get('search')).toBe('valencia');
  });

  it('sends nothing for blank text and keeps the panel closed', async () => {
    expect(await typeAndWait('   ', 1000)).toEqual(NO_SEARCHES);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows every section loading until the results arrive', async () => {
    renderWidget(<Search />);
    type('valencia');
    expect(screen.getAllByRole('status')).toHaveLength(4);
    await act(() => vi.advanceTimersByTimeAsync(400));
    await vi.waitFor(() => expect(screen.queryAllByRole('status')).toHaveLength(0));
  });
});
