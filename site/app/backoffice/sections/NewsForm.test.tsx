import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INTER_TORINO, INTER_TORINO_LABEL } from '../testing/pickerData.ts';
import { fillNewsFormAndSave } from '../testing/fillNewsForm.ts';
import { renderStaff } from '../testing/renderStaff.tsx';
import { expectStaffWrite, fetchMock, json, sent, stubStaffFetch } from '../testing/stubFetch.ts';
import { emptyNews, newsFormSchema, toNewsData } from '../news/newsSchema.ts';
import type { Row } from './sectionTypes.ts';
import { newsSection } from './news.tsx';
import { SectionForm } from './SectionForm.tsx';

stubStaffFetch();

/** The news section's form (edit when `row` is given). */
function renderNews({ row, onSaved = vi.fn(), now }: { row?: Row; onSaved?: () => void; now?: () => Date }) {
  renderStaff(
    <SectionForm
      config={newsSection}
      row={row}
      onSaved={onSaved}
      onDeleted={vi.fn()}
      onCancel={vi.fn()}
      now={now}
    />,
  );
}

describe('news form', () => {
  it('names every missing required field and sends nothing', async () => {
    const user = userEvent.setup();
    renderNews({});
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    // Title, description and text are required by the contract's NewsCreate; the publish date starts filled.
    expect(await screen.findByLabelText('Titolo')).toHaveAccessibleDescription('* Campo obbligatorio');
    expect(screen.getByLabelText('Descrizione')).toHaveAccessibleDescription('* Campo obbligatorio');
    expect(screen.getByText('* Campo obbligatorio', { selector: '#news-body-error' })).toBeInTheDocument();
    expect(screen.getByLabelText('Data di pubblicazione')).not.toHaveAttribute('aria-invalid');
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

  it('fills the slug as the importer makes them: ß → ss, ø → o, æ → ae', async () => {
    const user = userEvent.setup();
    renderNews({});
    await user.type(screen.getByLabelText('Titolo'), 'Bodø/Glimt, Fußball in Ærø');
    await user.tab();
    expect(screen.getByLabelText<HTMLInputElement>('Slug').value).toBe('bodo-glimt-fussball-in-aero');
  });

  it('posts multipart data with the token and the XSRF header, slug filled from the title', async () => {
    const onSaved = vi.fn();
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: 9, title: 'Ciao' }), { status: 200 }));
    const user = userEvent.setup();
    renderNews({ onSaved });
    await user.type(screen.getByLabelText('Titolo'), 'Juve, che vittoria!');
    await user.tab();
    expect(screen.getByLabelText<HTMLInputElement>('Slug').value).toBe('juve-che-vittoria');
    await fillNewsFormAndSave(user, {
      description: 'Descrizione',
      section: 'Calcio',
      publishedAt: '2026-01-10T10:00',
      body: 'Corpo',
    });
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

/** A stored article as GET /backoffice/news/{id} answers it. */
const STORED = {
  id: 21,
  translationKey: 'news-21',
  language: 'it',
  pallonecomSlug: 'inter-torino-5-0',
  title: 'Inter-Torino 5-0',
  status: 'scheduled',
  image: { path: '/uploads/news/abc', sizes: [320, 1200] },
  imageAlt: 'Lautaro esulta',
  imageCaption: '',
  imageCredit: '',
  publishedAt: '2025-08-25T21:00:00.000Z',
  updatedAt: '2025-08-25T21:00:00.000Z',
  authorId: 1,
  articleSection: 'Serie A',
  keywords: ['inter', 'torino'],
  description: 'La prima giornata',
  category: 'generali',
  body: '<p>Testo</p>',
  matchId: INTER_TORINO.id,
  competitionId: 68,
  isSample: false,
};

function renderStored() {
  const onSaved = vi.fn();
  fetchMock.mockResolvedValue(json(200, { ...STORED, image: null }));
  renderNews({ row: STORED, onSaved });
  return { user: userEvent.setup(), onSaved };
}

/** Title (the slug follows), description, section and text: what a new article needs besides its date. */
async function fillRequired(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.type(screen.getByLabelText('Titolo'), title);
  await user.tab();
  await user.type(screen.getByLabelText('Descrizione'), 'Descrizione');
  await user.type(screen.getByLabelText('Sezione'), 'Calcio');
  await user.type(screen.getByRole('textbox', { name: 'Testo' }), 'Corpo');
}

describe('news form: status and publish date', () => {
  const NOW = new Date(2026, 0, 10, 10, 30);

  it('starts a new article as a draft dated now, and sends it as a draft at that instant', async () => {
    const onSaved = vi.fn();
    fetchMock.mockResolvedValue(json(200, { ...STORED, status: 'draft' }));
    const user = userEvent.setup();
    renderNews({ onSaved, now: () => NOW });
    expect(screen.getByLabelText('Data di pubblicazione')).toHaveValue('10/01/2026 10:30');
    const status = screen.getByRole('combobox', { name: 'Stato' });
    expect(status).toHaveDisplayValue('Bozza');
    expect(status).toHaveAccessibleDescription(/data futura: l'articolo è programmato/);
    await fillRequired(user, 'Bozza di prova');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent().data).toMatchObject({ status: 'draft', publishedAt: NOW.toISOString() });
  });

  it('publishes when "Pubblicato" is chosen', async () => {
    const onSaved = vi.fn();
    fetchMock.mockResolvedValue(json(200, { ...STORED, status: 'published' }));
    const user = userEvent.setup();
    renderNews({ onSaved, now: () => NOW });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stato' }), 'Pubblicato');
    await fillRequired(user, 'Pubblicata subito');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent().data).toMatchObject({ status: 'published' });
  });

  it('edits a scheduled article as published with its own date, and can unpublish it to a draft', async () => {
    const { user, onSaved } = renderStored();
    expect(screen.getByRole('combobox', { name: 'Stato' })).toHaveDisplayValue('Pubblicato');
    expect(screen.getByLabelText('Data di pubblicazione')).not.toHaveValue('');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stato' }), 'Bozza');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent().data).toMatchObject({ id: 21, status: 'draft', publishedAt: STORED.publishedAt });
  });
});

describe('news form: stored links and image', () => {
  it('names the stored author, match and competition, and sends their ids back', async () => {
    const { user, onSaved } = renderStored();
    await vi.waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Partita' })).toHaveProperty('value', INTER_TORINO_LABEL),
    );
    await vi.waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Competizione' })).toHaveProperty(
        'value',
        'Serie A (Italia)',
      ),
    );
    const author = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Autore' });
    await vi.waitFor(() => expect(author.selectedOptions[0]?.textContent).toBe('Redazione Pallone'));
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent().data).toMatchObject({ id: 21, authorId: 1, matchId: INTER_TORINO.id, competitionId: 68 });
  });

  it('chooses another competition by typing its country, and clears the match', async () => {
    const { user, onSaved } = renderStored();
    const competition = screen.getByRole('combobox', { name: 'Competizione' });
    await vi.waitFor(() => expect(competition).toHaveProperty('value', 'Serie A (Italia)'));
    await user.clear(competition);
    await user.type(competition, 'inghilterra');
    await user.click(await screen.findByRole('option', { name: 'Premier League (Inghilterra)' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Partita' })).toHaveProperty('value', INTER_TORINO_LABEL),
    );
    const clear = screen.getAllByRole('button', { name: 'Svuota la scelta' });
    await user.click(clear[0]!);
    expect(screen.getByRole('combobox', { name: 'Partita' })).toHaveProperty('value', '');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent().data).toMatchObject({ matchId: null, competitionId: 7 });
  });

  it('"Rimuovi l\'immagine" hides the preview and asks PUT /news to drop the stored image', async () => {
    const { user, onSaved } = renderStored();
    expect(screen.getByAltText('Anteprima immagine').getAttribute('src')).toBe('/uploads/news/abc-320.webp');
    await user.click(screen.getByLabelText("Rimuovi l'immagine"));
    expect(screen.queryByAltText('Anteprima immagine')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const request = sent();
    expectStaffWrite(request, 'PUT', '/api/v1/news');
    expect(request.data).toMatchObject({ id: 21, removeImage: true });
    expect((request.body as FormData).get('image')).toBeNull();
  });

  it('keeps the stored image unless asked: no removeImage in the PUT', async () => {
    const { user, onSaved } = renderStored();
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent().data).not.toHaveProperty('removeImage');
  });
});
