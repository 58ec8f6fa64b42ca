import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './Tabs.tsx';

afterEach(cleanup);

describe('Tabs', () => {
  it.each([
    {
      what: 'the tab of the current URL',
      url: '/partite/x/statistiche',
      liveActive: false,
      current: 'Statistiche',
      other: 'Diretta live',
    },
    {
      what: 'a tab that is active by default (no tab in the URL)',
      url: '/partite/x',
      liveActive: true,
      current: 'Diretta live',
      other: 'Statistiche',
    },
  ])('announces $what as the current page', ({ url, liveActive, current, other }) => {
    render(
      <MemoryRouter initialEntries={[url]}>
        <Tabs
          label="Partita"
          tabs={[
            { to: '/partite/x/statistiche', label: 'Statistiche' },
            { to: '/partite/x/diretta-live', label: 'Diretta live', ...(liveActive && { active: true }) },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: current }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: other }).getAttribute('aria-current')).toBeNull();
  });
});
