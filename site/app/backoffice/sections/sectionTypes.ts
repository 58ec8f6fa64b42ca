import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { PickerKind } from '../pickers/sources.ts';

/** A record as a back-office list or GET /backoffice/{section}/{id} answers it. */
export type Row = Record<string, unknown>;

/** The values of a generic form: every input holds a string (text, number, date, select) or a boolean (checkbox). */
export type FormValues = Record<string, string | boolean>;

export interface Column {
  label: string;
  value: (row: Row) => ReactNode;
}

export interface FieldSpec {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'richtext' | 'select' | 'checkbox' | 'datetime' | 'number' | 'picker';
  options?: readonly { value: string; label: string }[];
  /** For `picker`: what the id points to (chosen by name, submitted as the id). */
  picker?: PickerKind;
  /** For `picker`: no empty choice. */
  required?: boolean;
  /** Spans the whole row of the grid. */
  wide?: boolean;
  placeholder?: string;
}

export interface FormSpec {
  fields: readonly FieldSpec[];
  /** Mirrors the server's schema of the write (same limits and patterns), on the form's strings. */
  schema: z.ZodType<FormValues, FormValues>;
  empty: () => FormValues;
  toForm: (row: Row) => FormValues;
  /** The JSON the server expects (without `id`). */
  toData: (values: FormValues) => Record<string, unknown>;
  /** The write path: POST creates (when the section has `newTitle`), PUT updates with `id` in the data. */
  writePath: string;
  /** The server takes an image: multipart with `image` (file) and `data` (JSON string). Otherwise a JSON body. */
  image: boolean;
  /** Fills an empty slug from the title on leaving the title. */
  slugFrom?: string;
}

export interface SectionConfig {
  /** The path segment under /backoffice. */
  key: string;
  title: string;
  /** "guida", "squadra": used in headings ("Modifica guida #3"). */
  noun: string;
  /** The heading and button of the create form, e.g. "Nuova guida"; absent when the section cannot create. */
  newTitle?: string;
  /** A back-office `getPaginated` path: body `{ page, pageSize, search?, sort? }`. */
  listPath: string;
  sorts: readonly { value: string; label: string }[];
  columns: readonly Column[];
  /** GET one record by id. */
  itemPath: (id: number) => string;
  /** DELETE one record by id; absent for sections that cannot delete. */
  deletePath?: (id: number) => string;
  /** A short name of a record (confirmations, messages). */
  nameOf: (row: Row) => string;
  form: FormSpec;
}
