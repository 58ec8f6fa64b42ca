import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { renderStaff } from '../testing/renderStaff.tsx';
import { fetchMock, json, sent, stubStaffFetch } from '../testing/stubFetch.ts';
import { guidesSection } from './guides.ts';
import { SectionList } from './SectionList.tsx';
import { teamsSection } from './teams.ts';
import type { SectionConfig } from './sectionTypes.ts';

stubStaffFetch();

const page = (items: object[]) => json(200, { items, total: items.length, page: 1, pageSize: 20 });
const GUIDE = { id: 5, title: 'Come funzionano i bonus', language: 'it', pallonecomSlug: 'bonus' };

function renderList(config: SectionConfig) {
  renderStaff(
    <MemoryRouter>
      <SectionList config={config} />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('section list', () => {
  it('asks for the first page sorted by the first sort, links create and edit pages', async () => {
    fetchMock.mockResolvedValue(page([GUIDE]));
    renderList(guidesSection);
    expect(await screen.findByText('Come funzionano i bonus')).toBeInTheDocument();
    const request = sent();
    expect(request.url).toBe('/api/v1/backoffice/guides/getPaginated');
    expect(request.data).toEqual({ page: 1, pageSize: 20, sort: { field: 'sortOrder', direction: 'asc' } });
    expect(screen.getByRole('link', { name: 'Nuova guida' }).getAttribute('href')).toBe(
      '/backoffice/guides/new',
    );
    expect(screen.getByRole('link', { name: 'Modifica Come funzionano i bonus' }).getAttribute('href')).toBe(
      '/backoffice/guides/5',
    );
  });

  it('sends the chosen sort', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(page([GUIDE])));
    const user = renderList(guidesSection);
    await screen.findByText('Come funzionano i bonus');
    await user.selectOptions(screen.getByLabelText('Ordina'), 'title:asc');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sent(1).data).toMatchObject({ sort: { field: 'title', direction: 'asc' } });
  });

  it('deletes only after OK in the confirmation, then reloads the page', async () => {
    fetchMock.mockImplementation((_url, init) =>
      Promise.resolve(init.method === 'DELETE' ? json(200, { id: 5, deleted: true }) : page([GUIDE])),
    );
    const user = renderList(guidesSection);
    await user.click(await screen.findByRole('button', { name: 'Elimina Come funzionano i bonus' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(sent(1)).toMatchObject({ method: 'DELETE', url: '/api/v1/backoffice/guides/5' });
    expect((await screen.findByRole('status')).textContent).toBe('Eliminato: "Come funzionano i bonus".');
  });

  it('offers neither create nor delete for teams, and says "Nessun dato" for an empty page', async () => {
    fetchMock.mockResolvedValue(page([]));
    renderList(teamsSection);
    expect(await screen.findByText('Nessun dato')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Nuov/ })).toBeNull();
  });
});
