import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderSectionForm } from '../testing/renderSectionForm.tsx';
import { fetchMock, json, stubStaffFetch } from '../testing/stubFetch.ts';
import { DRAFT_DELAY_MS } from '../forms/useLocalDraft.ts';
import { draftKey, readDraft } from '../forms/localDraft.ts';
import type { Row } from './sectionTypes.ts';
import { newsSection } from './news.tsx';

stubStaffFetch();

const NOW = new Date('2026-01-10T09:30:00.000Z');
const SAVED_AT = '2026-01-10T09:00:00.000Z';

/** A stored article as GET /backoffice/news/{id} answers it, last saved at SAVED_AT. */
const STORED: Row = {
  id: 21,
  translationKey: 'news-21',
  language: 'it',
  pallonecomSlug: 'inter-torino-5-0',
  title: 'Inter-Torino 5-0',
  status: 'draft',
  image: null,
  imageAlt: '',
  imageCaption: '',
  imageCredit: '',
  publishedAt: SAVED_AT,
  updatedAt: SAVED_AT,
  authorId: null,
  articleSection: 'Serie A',
  keywords: ['inter'],
  description: 'La prima giornata',
  category: 'generali',
  body: '<p>Testo</p>',
  matchId: null,
  competitionId: null,
  isSample: false,
};

const renderNews = (row?: Row) => renderSectionForm(newsSection, row, () => NOW);

/** The editor changes the title (a field the autosave watches). */
const typeTitle = (title: string) =>
  fireEvent.change(screen.getByLabelText('Titolo'), { target: { value: title } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** A draft the browser kept at `savedAt` (its own clock), made from the save of `basedOn`. */
function storeDraft(id: number | undefined, basedOn: string, title: string) {
  const values = { ...newsSection.form.toForm(STORED), title };
  localStorage.setItem(
    draftKey('news', id),
    JSON.stringify({ savedAt: '2020-01-01T00:00:00.000Z', basedOn, values }),
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  localStorage.removeItem(draftKey('news', 21));
  localStorage.removeItem(draftKey('news', undefined));
});
afterEach(() => vi.useRealTimers());

describe('news form: local autosave', () => {
  it('keeps a new article’s values in the browser once the editor pauses', async () => {
    renderNews();
    typeTitle('Bozza');
    act(() => vi.advanceTimersByTime(DRAFT_DELAY_MS - 100));
    expect(readDraft(draftKey('news', undefined))).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(readDraft(draftKey('news', undefined))).toMatchObject({
      savedAt: NOW.toISOString(),
      basedOn: undefined,
      values: { title: 'Bozza' },
    });
  });

  it('offers a draft made from the article’s last save (whatever the browser’s clock), and restores it', async () => {
    storeDraft(21, SAVED_AT, 'Titolo rimasto nel browser');
    renderNews(STORED);
    expect(screen.getByText(/È stata trovata una bozza non salvata/)).toBeInTheDocument();
    expect(screen.getByLabelText('Titolo')).toHaveValue('Inter-Torino 5-0');
    click('Ripristina');
    expect(screen.getByLabelText('Titolo')).toHaveValue('Titolo rimasto nel browser');
    expect(screen.queryByText(/È stata trovata una bozza/)).not.toBeInTheDocument();
  });

  it('forgets a discarded draft, and offers none made from an earlier save', async () => {
    storeDraft(21, SAVED_AT, 'Da scartare');
    renderNews(STORED);
    click('Scarta');
    expect(screen.queryByText(/È stata trovata una bozza/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Titolo')).toHaveValue('Inter-Torino 5-0');
    expect(readDraft(draftKey('news', 21))).toBeNull();

    storeDraft(21, '2026-01-10T08:59:00.000Z', 'Fatta da un salvataggio precedente');
    renderNews(STORED);
    expect(screen.queryByText(/È stata trovata una bozza/)).not.toBeInTheDocument();
  });

  it('drops the draft once the article is saved', async () => {
    fetchMock.mockResolvedValue(json(200, { ...STORED, title: 'Inter-Torino 5-0!' }));
    const { onSaved } = renderNews(STORED);
    typeTitle('Inter-Torino 5-0!');
    act(() => vi.advanceTimersByTime(DRAFT_DELAY_MS));
    expect(readDraft(draftKey('news', 21))?.values.title).toBe('Inter-Torino 5-0!');
    click('Salva');
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(readDraft(draftKey('news', 21))).toBeNull();
  });
});
