import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderSectionForm } from '../testing/renderSectionForm.tsx';
import {
  expectStaffWrite,
  fetchMock,
  json,
  pickerFetch,
  sent,
  stubStaffFetch,
} from '../testing/stubFetch.ts';
import { guidesSection } from './guides.ts';
import type { Row } from './sectionTypes.ts';
import { roleTexts } from '../../testing/roleTexts.ts';

stubStaffFetch();

const GUIDE: Row = {
  id: 5,
  translationKey: 'guida-bonus',
  language: 'it',
  pallonecomSlug: 'come-funzionano-i-bonus',
  title: 'Come funzionano i bonus',
  description: 'Una guida',
  image: { path: '/uploads/guides/bonus-1200.webp' },
  keywords: ['bonus', 'scommesse'],
  body: '<p>Testo</p>',
  authorId: null,
  publishedAt: '2024-01-01T09:00:00.000Z',
  sortOrder: 2,
  isSample: true,
};

const renderForm = (row?: Row) => renderSectionForm(guidesSection, row);

describe('guide form', () => {
  it('names every missing required field and sends nothing', async () => {
    const { user } = renderForm();
    expect(screen.getByRole('heading', { name: 'Nuova guida' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    // title, slug, publishedAt, description, body
    expect(await screen.findAllByText('* Campo obbligatorio')).toHaveLength(5);
    expect(screen.getByLabelText('Titolo').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses what the server refuses: a bad slug, an order out of range, a date that does not exist', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Slug'), 'Non Valido');
    await user.clear(screen.getByLabelText('Ordine'));
    await user.type(screen.getByLabelText('Ordine'), '100001');
    await user.type(screen.getByLabelText('Data di pubblicazione'), '31/02/2026 10:00');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Solo minuscole, cifre e trattini (es. la-mia-news)')).toBeInTheDocument();
    expect(screen.getByText('Un numero intero tra -100000 e 100000')).toBeInTheDocument();
    expect(screen.getByText('Data non valida (GG/MM/AAAA HH:mm)')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('picks the author by name from GET /backoffice/authors and sends its id', async () => {
    const { user } = renderForm();
    const author = await screen.findByRole('combobox', { name: 'Autore' });
    await vi.waitFor(() => expect(author.hasAttribute('disabled')).toBe(false));
    const names = roleTexts(author, 'option');
    expect(names).toEqual(['Nessuno', 'Luca Esempio', 'Redazione Pallone']);
    expect(pickerFetch).toHaveBeenCalledWith('/api/v1/backoffice/authors');
    await user.selectOptions(author, 'Luca Esempio');
    expect(author).toHaveProperty('value', '3');
  });

  it('shows dates as DD/MM/YYYY HH:mm with the placeholder "Selezionare la data"', async () => {
    const { user } = renderForm();
    const date = screen.getByLabelText<HTMLInputElement>('Data di pubblicazione');
    expect(date.placeholder).toBe('Selezionare la data');
    await user.type(date, '2026-01-10T10:00');
    await user.tab();
    expect(date.value).toBe('10/01/2026 10:00');
  });

  it('posts multipart `data` (JSON) and `image` with the token and the XSRF header', async () => {
    fetchMock.mockResolvedValue(json(200, { ...GUIDE, id: 77 }));
    const { user, onSaved } = renderForm();
    await user.type(screen.getByLabelText('Titolo'), 'Guida alle quote');
    await user.tab();
    expect(screen.getByLabelText<HTMLInputElement>('Slug').value).toBe('guida-alle-quote');
    await user.type(screen.getByLabelText('Data di pubblicazione'), '2026-01-10T10:00');
    await user.type(screen.getByLabelText('Descrizione'), 'Come leggere le quote');
    await user.type(screen.getByLabelText('Parole chiave (separate da virgola)'), 'quote, , guida');
    await user.type(screen.getByRole('textbox', { name: 'Testo' }), 'Corpo');
    const author = screen.getByRole('combobox', { name: 'Autore' });
    await vi.waitFor(() => expect(author.hasAttribute('disabled')).toBe(false));
    await user.selectOptions(author, 'Redazione Pallone');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'banner.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Immagine'), file);
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 77 })));

    const request = sent();
    expectStaffWrite(request, 'POST', '/api/v1/guides');
    expect(request.data).toEqual({
      language: 'it',
      pallonecomSlug: 'guida-alle-quote',
      title: 'Guida alle quote',
      body: expect.stringContaining('Corpo'),
      publishedAt: new Date('2026-01-10T10:00').toISOString(),
      description: 'Come leggere le quote',
      keywords: ['quote', 'guida'],
      authorId: 1,
      sortOrder: 0,
    });
    const image = (request.body as FormData).get('image');
    expect(image).toBeInstanceOf(File);
    expect((image as File).name).toBe('banner.png');
  });

  it('puts the edited guide with its id and the stored values, without an image when none is chosen', async () => {
    fetchMock.mockResolvedValue(json(200, GUIDE));
    const { user, save } = renderForm(GUIDE);
    expect(
      screen.getByRole('heading', { name: 'Modifica guida #5: Come funzionano i bonus' }),
    ).toBeInTheDocument();
    expect(screen.getByAltText('Anteprima immagine').getAttribute('src')).toBe(
      '/uploads/guides/bonus-1200.webp',
    );
    await user.clear(screen.getByLabelText('Titolo'));
    await user.type(screen.getByLabelText('Titolo'), 'Bonus spiegati');
    const request = await save();
    expectStaffWrite(request, 'PUT', '/api/v1/guides');
    expect(request.data).toMatchObject({
      id: 5,
      title: 'Bonus spiegati',
      translationKey: 'guida-bonus',
      keywords: ['bonus', 'scommesse'],
      sortOrder: 2,
      publishedAt: '2024-01-01T09:00:00.000Z',
    });
    expect((request.body as FormData).get('image')).toBeNull();
  });

  it('shows the server message when the write is refused', async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Slug already used',
        field: 'pallonecomSlug',
      }),
    );
    const { user, onSaved } = renderForm(GUIDE);
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Slug already used');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('asks before deleting: Annulla keeps the guide, OK sends DELETE /backoffice/guides/{id}', async () => {
    fetchMock.mockResolvedValue(json(200, { id: 5, deleted: true }));
    const { user, onDeleted } = renderForm(GUIDE);
    await user.click(screen.getByRole('button', { name: 'Elimina' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Eliminare "Come funzionano i bonus"?');
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Elimina' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledWith(GUIDE));
    const request = sent();
    expectStaffWrite(request, 'DELETE', '/api/v1/backoffice/guides/5');
  });
});
