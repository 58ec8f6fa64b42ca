import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectStaffWrite, fetchMock, sent, stubStaffFetch } from '../testing/stubFetch.ts';
import { NewsForm } from './NewsForm.tsx';
import { toNewsData, newsFormSchema, emptyNews } from './newsSchema.ts';

stubStaffFetch();

describe('news form', () => {
  it('names every missing required field and sends nothing', async () => {
    const user = userEvent.setup();
    render(<NewsForm onSaved={vi.fn()} onCancel={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect((await screen.findAllByText('* Campo obbligatorio')).length).toBe(6);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a slug the server would reject', () => {
    const result = newsFormSchema.safeParse({ ...emptyNews(), pallonecomSlug: 'Non Valido' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.some((issue) => issue.path[0] === 'pallonecomSlug')).toBe(true);
  });

  it('turns form values into the data JSON of POST /news', () => {
    const data = toNewsData({
      ...emptyNews(),
      title: ' Titolo ',
      pallonecomSlug: 'titolo',
      keywords: 'serie a, , inter ',
      publishedAt: '2026-01-10T10:00',
      authorId: '3',
    });
    expect(data).toMatchObject({
      title: 'Titolo',
      keywords: ['serie a', 'inter'],
      authorId: 3,
      matchId: null,
    });
    expect(data.publishedAt).toBe(new Date('2026-01-10T10:00').toISOString());
  });

  it('posts multipart data with the token and the XSRF header, slug filled from the title', async () => {
    const onSaved = vi.fn();
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: 9, title: 'Ciao' }), { status: 200 }));
    const user = userEvent.setup();
    render(<NewsForm onSaved={onSaved} onCancel={vi.fn()} />);
    await user.type(screen.getByLabelText('Titolo'), 'Juve, che vittoria!');
    await user.tab();
    expect(screen.getByLabelText<HTMLInputElement>('Slug').value).toBe('juve-che-vittoria');
    await user.type(screen.getByLabelText('Descrizione'), 'Descrizione');
    await user.type(screen.getByLabelText('Sezione (articleSection)'), 'Calcio');
    await user.type(screen.getByLabelText('Data di pubblicazione'), '2026-01-10T10:00');
    await user.type(screen.getByRole('textbox', { name: 'Testo' }), 'Corpo');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const request = sent();
    expectStaffWrite(request, 'POST', '/api/v1/news');
    const data = request.data;
    expect(data).toMatchObject({
      title: 'Juve, che vittoria!',
      pallonecomSlug: 'juve-che-vittoria',
      category: 'generali',
    });
  });
});
