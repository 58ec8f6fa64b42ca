import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { NewsStatus } from '../news/newsTypes.ts';
import { renderStaff } from '../testing/renderStaff.tsx';
import { fetchMock, json, sent, stubStaffFetch } from '../testing/stubFetch.ts';
import { newsSection } from './news.tsx';
import { SectionList } from './SectionList.tsx';
import { roleTexts } from '../../testing/roleTexts.ts';

stubStaffFetch();

const row = (id: number, title: string, status: NewsStatus) => ({
  id,
  translationKey: `news-${id}`,
  language: 'it',
  pallonecomSlug: `news-${id}`,
  title,
  status,
  image: null,
  publishedAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
  authorId: null,
  articleSection: 'Serie A',
  keywords: [],
  description: 'Descrizione',
  category: 'generali',
  body: '<p>Testo</p>',
  matchId: null,
  competitionId: null,
  isSample: false,
});
const page = (items: object[]) => json(200, { items, total: items.length, page: 1, pageSize: 20 });

describe('news list', () => {
  it('shows each article with its status badge: Bozza, Programmato, Pubblicato', async () => {
    fetchMock.mockResolvedValue(
      page([row(3, 'In lavorazione', 'draft'), row(2, 'Domani', 'scheduled'), row(1, 'Ieri', 'published')]),
    );
    renderStaff(
      <MemoryRouter>
        <SectionList config={newsSection} />
      </MemoryRouter>,
    );
    const statusOf = async (title: string) => {
      const line = (await screen.findByRole('link', { name: title })).closest('tr')!;
      return within(line).getAllByRole('cell')[2]!.textContent;
    };
    expect(await statusOf('In lavorazione')).toBe('Bozza');
    expect(await statusOf('Domani')).toBe('Programmato');
    expect(await statusOf('Ieri')).toBe('Pubblicato');
    expect(screen.getByRole('columnheader', { name: 'Stato' })).toBeInTheDocument();
  });

  it('filters by status: the request asks for that status from page 1, "Tutti gli stati" for every one', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(page([row(2, 'Domani', 'scheduled')])));
    renderStaff(
      <MemoryRouter>
        <SectionList config={newsSection} />
      </MemoryRouter>,
    );
    await screen.findByRole('link', { name: 'Domani' });
    expect(sent(0).data).not.toHaveProperty('status');
    const user = userEvent.setup();
    const filter = screen.getByRole('combobox', { name: 'Stato' });
    expect(roleTexts(filter, 'option')).toEqual(['Tutti gli stati', 'Bozza', 'Programmato', 'Pubblicato']);
    await user.selectOptions(filter, 'Programmato');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sent(1).data).toMatchObject({ page: 1, status: 'scheduled' });
    await user.selectOptions(filter, 'Tutti gli stati');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(sent(2).data).not.toHaveProperty('status');
  });
});

describe('news list on a phone', () => {
  it('shows one card per article (title, status badge, date, actions) and no table below 768 px', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 767.98px)',
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    fetchMock.mockResolvedValue(page([row(2, 'Domani', 'scheduled'), row(1, 'Ieri', 'published')]));
    renderStaff(
      <MemoryRouter>
        <SectionList config={newsSection} />
      </MemoryRouter>,
    );
    const card = await screen.findByRole('listitem', { name: 'Domani' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(within(card).getByRole('heading', { name: 'Domani' })).toBeInTheDocument();
    expect(within(card).getByText('Programmato')).toHaveAttribute('data-status', 'scheduled');
    expect(within(card).getByText('10/01/2026 11:00')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Modifica Domani' })).toHaveAttribute(
      'href',
      '/backoffice/news/2',
    );
    expect(within(card).getByRole('button', { name: 'Elimina Domani' })).toBeInTheDocument();
  });
});
