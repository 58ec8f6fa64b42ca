import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStaff } from '../testing/renderStaff.tsx';
import { expectStaffWrite, fetchMock, json, sent, stubStaffFetch } from '../testing/stubFetch.ts';
import { NewsRevisions } from './NewsRevisions.tsx';

stubStaffFetch();

const REVISIONS = [
  {
    id: 9,
    action: 'update',
    savedAt: '2025-08-26T08:15:00.000Z',
    userEmail: 'editor@pallone.test',
    changedFields: ['title', 'body'],
  },
  {
    id: 7,
    action: 'create',
    savedAt: '2025-08-25T21:00:00.000Z',
    userEmail: 'author@pallone.test',
    changedFields: ['title', 'body', 'language'],
  },
];

function serve() {
  fetchMock.mockImplementation(async (_url, init) =>
    init.method === 'POST' ? json(200, { id: 21, title: 'Inter-Torino 5-0' }) : json(200, REVISIONS),
  );
}

describe('news revisions (decision 054)', () => {
  it('reads the saves only when "Revisioni" opens: who, when and which fields', async () => {
    serve();
    const user = userEvent.setup();
    renderStaff(<NewsRevisions id={21} />);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByText('Revisioni'));
    const items = await screen.findAllByRole('listitem');
    expect(sent().url).toBe('/api/v1/backoffice/news/21/revisions');
    expect(items[0]).toHaveTextContent('26/08/2025 10:15 — editor@pallone.test — Modifica: Titolo, Testo');
    expect(items[0]).toHaveTextContent('(versione attuale)');
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent('25/08/2025 23:00 — author@pallone.test — Creazione');
  });

  it('restores an earlier save after a confirmation, and not when cancelled', async () => {
    serve();
    const user = userEvent.setup();
    renderStaff(<NewsRevisions id={21} />);
    await user.click(screen.getByText('Revisioni'));
    const [, first] = await screen.findAllByRole('listitem');
    await user.click(within(first!).getByRole('button', { name: 'Ripristina' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Ripristinare la revisione del 25/08/2025 23:00? I campi salvati allora sostituiranno quelli attuali',
    );
    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.click(within(first!).getByRole('button', { name: 'Ripristina' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init.method === 'POST')).toBe(true),
    );
    const restore = fetchMock.mock.calls.findIndex(([, init]) => init.method === 'POST');
    expectStaffWrite(sent(restore), 'POST', '/api/v1/backoffice/news/21/revisions/7/restore');
  });

  it('shows the server’s refusal', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init.method === 'POST'
        ? json(403, { statusCode: 403, error: 'Forbidden', message: 'Authors change drafts only' })
        : json(200, REVISIONS),
    );
    const user = userEvent.setup();
    renderStaff(<NewsRevisions id={21} />);
    await user.click(screen.getByText('Revisioni'));
    const [, first] = await screen.findAllByRole('listitem');
    await user.click(within(first!).getByRole('button', { name: 'Ripristina' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Authors change drafts only');
  });
});
