import { formatDateTime } from '../forms/dates.ts';
import { toLocalInput } from '../forms/rules.ts';
import type { Row } from './sectionTypes.ts';

/** Reading a row's fields as a form's strings, and as the cells of a list. */
export const str = (row: Row, key: string): string => {
  const value = row[key];
  return value === null || value === undefined ? '' : String(value);
};

export const bool = (row: Row, key: string): boolean => row[key] === true;

export const localDate = (row: Row, key: string): string => {
  const value = row[key];
  return typeof value === 'string' ? toLocalInput(value) : '';
};

export const joined = (row: Row, key: string, separator: string): string => {
  const value = row[key];
  return Array.isArray(value) ? value.map(String).join(separator) : '';
};

/**
 * The stored image's URL of a row: `image: { path }`, or with `sizes` (an upload stored as `<path>-<width>.webp`)
 * its smallest size; null without an image.
 */
export const imageUrl = (row: Row): string | null => {
  const image = row.image as { path?: unknown; sizes?: unknown } | null | undefined;
  if (typeof image?.path !== 'string') return null;
  const sizes = Array.isArray(image.sizes) ? image.sizes.filter((size) => typeof size === 'number') : [];
  return sizes.length === 0 ? image.path : `${image.path}-${Math.min(...sizes)}.webp`;
};

export const textCell = (key: string) => (row: Row) => str(row, key);

/** An instant as "DD/MM/YYYY HH:mm" in Europe/Rome (SPEC §9 date format). */
export const dateCell = (key: string) => (row: Row) => {
  const value = row[key];
  return typeof value === 'string' ? formatDateTime(value) : '';
};

/** The columns most lists start or end with. */
export const idColumn = { label: 'Id', value: textCell('id') };
export const slugColumn = { label: 'Slug', value: textCell('pallonecomSlug') };

/** The Italian and English names of a team or competition, as form fields. */
export const NAME_FIELDS = [
  { name: 'nameIt', label: 'Nome (italiano)', kind: 'text' },
  { name: 'nameEn', label: 'Nome (inglese)', kind: 'text' },
] as const;

export const LANGUAGE_OPTIONS = [
  { value: 'it', label: 'Italiano' },
  { value: 'en', label: 'English' },
] as const;
