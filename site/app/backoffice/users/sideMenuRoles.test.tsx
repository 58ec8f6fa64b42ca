import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { StaffRole } from '@pallone/core';
import { SideMenu } from '../layout/SideMenu.tsx';

afterEach(cleanup);

function linksFor(role: StaffRole) {
  render(
    <MemoryRouter>
      <SideMenu collapsed={false} onToggle={() => {}} onLogout={() => {}} role={role} />
    </MemoryRouter>,
  );
  const menu = screen.getByRole('navigation', { name: 'Back-office' });
  return within(menu)
    .getAllByRole('link')
    .map((link) => link.getAttribute('title'));
}

describe('side menu by role (decision 048)', () => {
  it('shows an author the dashboard, news and their account only', () => {
    expect(linksFor('author')).toEqual(['Dashboard', 'News', 'Il mio account', 'Sito pubblico']);
  });

  it('shows an editor every content section but not the users', () => {
    const links = linksFor('editor');
    expect(links).toContain('Guide');
    expect(links).toContain('Landing');
    expect(links).not.toContain('Utenti');
  });

  it('shows an admin the users screen', () => {
    expect(linksFor('admin')).toContain('Utenti');
  });
});
