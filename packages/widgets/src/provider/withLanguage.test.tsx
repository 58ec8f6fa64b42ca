import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { LiveScores } from '../LiveScores/index.ts';
import { LIVE_SCORES_DAYS } from '../mocks/handlers/liveScores.ts';
import { apiPath } from '../mocks/apiPath.ts';
import { mswServer } from '../testing/mswServer.ts';
import { renderWidget } from '../testing/renderWidget.tsx';

/** Records the Accept-Language of every /matches request, then lets the shared handlers answer. */
function recordLanguages(): string[] {
  const seen: string[] = [];
  mswServer.use(
    http.get(apiPath('/matches'), ({ request }) => {
      seen.push(request.headers.get('accept-language') ?? '');
    }),
  );
  return seen;
}

describe('a widget language prop', () => {
  it('switches the data language too, not only the labels', async () => {
    const seen = recordLanguages();
    renderWidget(<LiveScores date={LIVE_SCORES_DAYS.sevenCompetitions} language="en" />, { language: 'it' });
    expect(await screen.findByRole('heading', { name: 'Premier League' })).toBeInTheDocument();
    expect(seen).toEqual(['en']);
  });

  it('keeps the provider language when the prop is absent', async () => {
    const seen = recordLanguages();
    renderWidget(<LiveScores date={LIVE_SCORES_DAYS.sevenCompetitions} />, { language: 'it' });
    expect(await screen.findByRole('heading', { name: 'Premier League' })).toBeInTheDocument();
    expect(seen).toEqual(['it']);
  });
});
