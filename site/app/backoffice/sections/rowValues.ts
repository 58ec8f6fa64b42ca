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

/** The stored image's URL of a row (`image: { path }`), or null. */
export const imageUrl = (row: Row): string | null => {
  const image = row.image as { path?: unknown } | null | undefined;
  return typeof image?.path === 'string' ? image.path : null;
};

export const textCell = (key: string) => (row: Row) => str(row, key);

/** An instant as "DD/MM/YYYY HH:mm" in Europe/Rome (SPEC §9 date format). */
export const dateCell = (key: string) => (row: Row) => {
  const value = row[key];
  return typeof value === 'string' ? formatDateTime(value) : '';
};

export const LANGUAGE_OPTIONS = [
  { value: 'it', label: 'Italiano' },
  { value: 'en', label: 'English' },
] as const;
