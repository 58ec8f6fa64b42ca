import type { ComponentType, ReactNode } from 'react';
import type { z } from 'zod';
import type { StaffEditableSection, StaffSection } from '@pallone/core';
import type { PickerKind } from '../pickers/sources.ts';

/** A record as a back-office list or GET /backoffice/{section}/{id} answers it. */
export type Row = Record<string, unknown>;

/** The values of a generic form: every input holds a string (text, number, date, select) or a boolean (checkbox). */
export type FormValues = Record<string, string | boolean>;

export interface Column {
  label: string;
  value: (row: Row) => ReactNode;
  /** The record's name: the heading of its card on narrow screens (else `nameOf`). */
  primary?: boolean;
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
  /** An explanation under the input (its accessible description). */
  hint?: string;
}

export interface FormSpec {
  fields: readonly FieldSpec[];
  /** The rules of the contract's write schema (forms/contractRules.ts), on the form's strings. */
  schema: z.ZodType<FormValues, FormValues>;
  /** A new record's values; `now` is the editor's clock (tests fix it). */
  empty: (now: Date) => FormValues;
  toForm: (row: Row) => FormValues;
  /** The JSON the server expects (without `id`). */
  toData: (values: FormValues) => Record<string, unknown>;
  /** The form has an image input (the write is multipart: core's client knows which are). */
  image: boolean;
  /** Fills an empty slug from the title on leaving the title. */
  slugFrom?: string;
  /** Keeps unsaved values in the browser and offers them back on opening (news, decision 054). */
  autosave?: boolean;
  /** What the section shows under its form (news: Anteprima and translations, decision 049). */
  extras?: ComponentType<FormExtrasProps>;
}

export interface FormExtrasProps {
  /** The record being edited; absent on a new one. */
  row?: Row;
  /** The form's values as the server's JSON, read when called. */
  data: () => Record<string, unknown>;
}

/** A filter of the list beside search and sort, sent as `{ [name]: value }` in the page request. */
export interface ListFilter {
  name: string;
  label: string;
  /** The empty choice: no filter. */
  allLabel: string;
  options: readonly { value: string; label: string }[];
}

/**
 * One back-office section of the factory (sections/SectionList, SectionForm): each entity declares only what
 * differs from the others.
 */
export interface SectionConfig {
  /** The path segment under /backoffice. */
  key: string;
  /** The section on core's client (its paths live there). */
  api: StaffSection;
  /** The section records are deleted from (the same as `api`); absent where they cannot be deleted. */
  deleteIn?: StaffEditableSection;
  title: string;
  /** "guida", "squadra": used in headings ("Modifica guida #3"). */
  noun: string;
  /** The heading and link of the create form, e.g. "Nuova guida"; absent when the section cannot create. */
  newTitle?: string;
  /** The search box's label ("Cerca" by default). */
  searchLabel?: string;
  filter?: ListFilter;
  sorts: readonly { value: string; label: string }[];
  columns: readonly Column[];
  /** A short name of a record (confirmations, messages). */
  nameOf: (row: Row) => string;
  /** The delete confirmation; `Eliminare "{name}"?` by default. */
  deleteQuestion?: (row: Row) => string;
  /** The list's message after a save; `Salvato: "{name}" (#{id}).` by default. */
  savedNotice?: (row: Row) => string;
  form: FormSpec;
}
