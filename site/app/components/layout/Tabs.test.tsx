import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './Tabs.tsx';

afterEach(cleanup);

describe('Tabs', () => {
  it('announces the tab of the current URL as the current page', () => {
    render(
      <MemoryRouter initialEntries={['/partite/x/statistiche']}>
        <Tabs
          label="Partita"
          tabs={[
            { to: '/partite/x/statistiche', label: 'Statistiche' },
            { to: '/partite/x/diretta-live', label: 'Diretta live' },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Statistiche' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Diretta live' }).getAttribute('aria-current')).toBeNull();
  });

  it('announces a tab that is active by default (no tab in the URL) as the current page', () => {
    render(
      <MemoryRouter initialEntries={['/partite/x']}>
        <Tabs
          label="Partita"
          tabs={[
            { to: '/partite/x/statistiche', label: 'Statistiche' },
            { to: '/partite/x/diretta-live', label: 'Diretta live', active: true },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Diretta live' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Statistiche' }).getAttribute('aria-current')).toBeNull();
  });
});
