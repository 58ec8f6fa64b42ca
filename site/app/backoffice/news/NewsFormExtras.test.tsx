import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { renderStaff } from '../testing/renderStaff.tsx';
import { fetchMock, json, sent, stubStaffFetch } from '../testing/stubFetch.ts';
import { NewsFormExtras } from './NewsFormExtras.tsx';

stubStaffFetch();

const FIELDS = { language: 'it', status: 'draft', title: 'Titolo non salvato', body: '<p>Corpo</p>' };
const DETAIL = {
  id: 21,
  pallonecomSlug: 'inter-torino-5-0',
  language: 'it',
  title: 'Titolo non salvato',
  image: {
    path: '/uploads/news/abc',
    sizes: [320],
    alt: 'Lautaro esulta',
    caption: 'Il quinto gol',
    credit: 'Foto: Pallone',
  },
  publishedAt: '2025-08-25T21:00:00.000Z',
  author: null,
  articleSection: 'Notizie',
  keywords: [],
  description: 'La prima giornata',
  category: 'generali',
  isSample: false,
  body: '<p>Corpo</p>',
  updatedAt: '2025-08-25T21:00:00.000Z',
  match: null,
  competition: null,
  translations: [],
};

/** Inside a data router, as in the back-office (the preview's article reads the site's root data). */
function renderExtras() {
  const Stub = createRoutesStub([
    {
      path: '/backoffice/news/21',
      Component: () => (
        <NewsFormExtras row={{ id: 21, pallonecomSlug: 'inter-torino-5-0' }} data={() => FIELDS} />
      ),
    },
  ]);
  return renderStaff(<Stub initialEntries={['/backoffice/news/21']} />);
}

describe('news form extras (decision 049)', () => {
  it('"Anteprima" posts the unsaved fields with the id and shows the article as the public page does', async () => {
    fetchMock.mockResolvedValue(json(200, DETAIL));
    const user = userEvent.setup();
    renderExtras();
    expect(screen.getByRole('link', { name: 'Apri la pagina pubblica' })).toHaveAttribute(
      'href',
      '/news/inter-torino-5-0',
    );
    await user.click(screen.getByRole('button', { name: 'Anteprima' }));
    const preview = await screen.findByRole('region', { name: "Anteprima dell'articolo" });
    expect(preview).toHaveTextContent('Titolo non salvato');
    expect(screen.getByRole('img', { name: 'Lautaro esulta' })).toBeInTheDocument();
    expect(preview).toHaveTextContent('Il quinto gol · Foto: Pallone');
    const request = sent();
    expect(request.url).toBe('/api/v1/backoffice/news/preview');
    expect(request.data).toEqual({ ...FIELDS, id: 21 });
  });

  it('lists the versions when "Traduzioni" opens and creates the missing one', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init.method === 'POST'
        ? json(200, { id: 22 })
        : json(200, [
            {
              id: 21,
              language: 'it',
              pallonecomSlug: 'inter-torino-5-0',
              title: 'Inter-Torino 5-0',
              status: 'published',
            },
          ]),
    );
    const user = userEvent.setup();
    renderExtras();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByText('Traduzioni'));
    await user.click(await screen.findByRole('button', { name: 'Crea la versione in inglese' }));
    await vi.waitFor(() => expect(sent(1).url).toBe('/api/v1/backoffice/news/21/translations'));
    expect(sent(1).method).toBe('POST');
    expect(sent(1).data).toEqual({ language: 'en' });
    expect(screen.getByText('Inter-Torino 5-0')).toHaveAttribute('aria-current', 'page');
  });
});
