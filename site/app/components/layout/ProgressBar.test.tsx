import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '@pallone/core';
import { ProgressBar } from './ProgressBar.tsx';

afterEach(cleanup);

function renderIn(language: Language) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ language }),
      HydrateFallback: () => null,
      Component: ProgressBar,
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('ProgressBar', () => {
  it('names the bar in Italian on an Italian page', async () => {
    renderIn('it');
    expect((await screen.findByRole('progressbar', { hidden: true })).getAttribute('aria-label')).toBe(
      'Caricamento della pagina',
    );
  });

  it('names the bar in English on an English page', async () => {
    renderIn('en');
    expect((await screen.findByRole('progressbar', { hidden: true })).getAttribute('aria-label')).toBe(
      'Page loading',
    );
  });
});
