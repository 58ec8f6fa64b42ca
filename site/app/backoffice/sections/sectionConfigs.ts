import type { Row, SectionConfig } from './SectionList.tsx';

const text = (key: string) => (row: Row) => {
  const value = row[key];
  return value === null || value === undefined ? '' : String(value);
};
const date = (key: string) => (row: Row) => {
  const value = row[key];
  return typeof value === 'string'
    ? new Date(value).toLocaleString('it-IT', {
        timeZone: 'Europe/Rome',
        dateStyle: 'short',
        timeStyle: 'short',
      })
    : '';
};

const READ_ONLY = 'Sola lettura: il modulo di modifica non è ancora disponibile.';

/** The read-only back-office sections, by the path segment under /backoffice. */
export const SECTION_CONFIGS: Record<string, SectionConfig> = {
  guides: {
    title: 'Guide',
    path: '/backoffice/guides/getPaginated',
    note: READ_ONLY,
    columns: [
      { label: 'Id', value: text('id') },
      { label: 'Titolo', value: text('title') },
      { label: 'Lingua', value: text('language') },
      { label: 'Slug', value: text('pallonecomSlug') },
    ],
  },
  'bookmaker-bonuses': {
    title: 'Bonus bookmaker',
    path: '/backoffice/bookmakerBonuses/getPaginated',
    note: READ_ONLY,
    columns: [
      { label: 'Id', value: text('id') },
      { label: 'Nome', value: text('name') },
      { label: 'Bonus (€)', value: text('bonus') },
      { label: 'Url', value: text('url') },
    ],
  },
  'quote-maggiorate': {
    title: 'Quote maggiorate',
    path: '/backoffice/bonusQuota/getPaginated',
    note: READ_ONLY,
    columns: [
      { label: 'Id', value: text('id') },
      { label: 'Bookmaker', value: text('bookmakerName') },
      { label: 'Partita', value: text('matchLabel') },
      { label: 'Quota', value: (row) => `${text('usualOdds')(row)} → ${text('boostedOdds')(row)}` },
      { label: 'Valida fino al', value: date('validTo') },
    ],
  },
  teams: {
    title: 'Squadre',
    path: '/backoffice/teams/getPaginated',
    note: READ_ONLY,
    columns: [
      { label: 'Id', value: text('id') },
      { label: 'Nome', value: text('name') },
      { label: 'Slug', value: text('pallonecomSlug') },
    ],
  },
  competitions: {
    title: 'Competizioni',
    path: '/backoffice/competitions/getPaginated',
    note: READ_ONLY,
    columns: [
      { label: 'Id', value: text('id') },
      { label: 'Nome', value: text('nameIt') },
      { label: 'Slug', value: text('pallonecomSlug') },
    ],
  },
  landing: {
    title: 'Landing',
    path: '/landings/backoffice/getPaginated',
    note: READ_ONLY,
    columns: [
      { label: 'Id', value: text('id') },
      { label: 'Titolo', value: text('title') },
      { label: 'Lingua', value: text('language') },
      { label: 'Slug', value: text('pallonecomSlug') },
    ],
  },
};
