import {
  emptyNews,
  newsFormSchema,
  newsToForm,
  toNewsData,
  type NewsFormValues,
} from '../news/newsSchema.ts';
import { NEWS_STATUS_LABELS, NEWS_STATUSES, type NewsRow } from '../news/newsTypes.ts';
import { StatusBadge } from '../news/StatusBadge.tsx';
import { NewsFormExtras } from '../news/NewsFormExtras.tsx';
import { NEWS_IMAGE_TEXT_FIELDS } from '../news/newsImageTextFields.ts';
import { newsSectionDefault } from '@pallone/core';
import { dateCell, idColumn, LANGUAGE_OPTIONS, str, textCell } from './rowValues.ts';
import type { FormValues, Row, SectionConfig } from './sectionTypes.ts';
import { SORT_BY } from './sectionSorts.ts';

const SCHEDULING_HINT =
  "Pubblicato con una data futura: l'articolo è programmato e va online da solo a quell'ora. " +
  'Una bozza non è mai pubblica.';

const news = (row: Row) => row as NewsRow;

const SLUG_HINT =
  "L'indirizzo della news (/news/slug): vuoto, si ricava dal titolo; resta uguale se poi il titolo cambia.";
const SECTION_HINT =
  'La sezione del giornale in cui appare (articleSection per i motori di ricerca). Vuota: ' +
  `"${newsSectionDefault('generali', 'it')}" per le generali, ` +
  `"${newsSectionDefault('pronostici-scommesse', 'it')}" per pronostici e scommesse (in inglese per le news in inglese).`;

/**
 * News in the section factory; what differs from the other sections: the status badge and filter (draft,
 * scheduled, published), scheduling by publish date, the rich-text body, the link to the public article.
 */
export const newsSection: SectionConfig = {
  key: 'news',
  api: 'news',
  deleteIn: 'news',
  title: 'News',
  noun: 'news',
  newTitle: 'Nuova news',
  searchLabel: 'Cerca per titolo o slug',
  filter: {
    name: 'status',
    label: 'Stato',
    allLabel: 'Tutti gli stati',
    options: NEWS_STATUSES.map((value) => ({ value, label: NEWS_STATUS_LABELS[value] })),
  },
  sorts: [
    SORT_BY.newest,
    { value: 'publishedAt:asc', label: 'Meno recenti' },
    { value: 'updatedAt:desc', label: 'Modificate di recente' },
    SORT_BY.titleAZ,
    { value: 'title:desc', label: 'Titolo Z-A' },
    SORT_BY.idDesc,
  ],
  columns: [
    idColumn,
    {
      label: 'Titolo',
      primary: true,
      value: (row) => (
        <a href={`/news/${str(row, 'pallonecomSlug')}`} target="_blank" rel="noreferrer">
          {str(row, 'title')}
        </a>
      ),
    },
    { label: 'Stato', value: (row) => <StatusBadge status={news(row).status} /> },
    { label: 'Lingua', value: textCell('language') },
    { label: 'Categoria', value: textCell('category') },
    { label: 'Pubblicazione', value: dateCell('publishedAt') },
  ],
  nameOf: (row) => str(row, 'title'),
  deleteQuestion: (row) => `Eliminare la news "${str(row, 'title')}"?`,
  savedNotice: (row) => `News #${str(row, 'id')} salvata.`,
  form: {
    image: true,
    autosave: true,
    slugFrom: 'title',
    schema: newsFormSchema,
    fields: [
      { name: 'title', label: 'Titolo', kind: 'text', wide: true },
      { name: 'pallonecomSlug', label: 'Slug', kind: 'text', hint: SLUG_HINT },
      { name: 'language', label: 'Lingua', kind: 'select', options: LANGUAGE_OPTIONS },
      {
        name: 'category',
        label: 'Categoria',
        kind: 'select',
        options: [
          { value: 'generali', label: 'Generali' },
          { value: 'pronostici-scommesse', label: 'Pronostici e scommesse' },
        ],
      },
      {
        name: 'status',
        label: 'Stato',
        kind: 'select',
        options: [
          { value: 'draft', label: NEWS_STATUS_LABELS.draft },
          { value: 'published', label: NEWS_STATUS_LABELS.published },
        ],
        hint: SCHEDULING_HINT,
      },
      { name: 'publishedAt', label: 'Data di pubblicazione', kind: 'datetime' },
      { name: 'description', label: 'Descrizione', kind: 'textarea', wide: true },
      { name: 'keywords', label: 'Parole chiave (separate da virgola)', kind: 'text' },
      {
        name: 'articleSection',
        label: 'Sezione',
        kind: 'text',
        hint: SECTION_HINT,
      },
      { name: 'authorId', label: 'Autore', kind: 'picker', picker: 'author' },
      { name: 'matchId', label: 'Partita', kind: 'picker', picker: 'match', wide: true },
      { name: 'competitionId', label: 'Competizione', kind: 'picker', picker: 'competition' },
      { name: 'body', label: 'Testo', kind: 'richtext', wide: true },
      ...NEWS_IMAGE_TEXT_FIELDS,
    ],
    extras: NewsFormExtras,
    empty: emptyNews,
    toForm: (row) => newsToForm(news(row)),
    toData: (values: FormValues) => toNewsData(values as NewsFormValues),
  },
};
