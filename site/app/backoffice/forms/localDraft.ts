import type { FormValues } from '../sections/sectionTypes.ts';

/** A form's unsaved values kept in the browser (decision 054), and when they were kept. */
export interface LocalDraft {
  /** The browser's time of the draft (shown to the editor). */
  savedAt: string;
  /** The record's `updatedAt` (the server's clock) the editor started from; none for a new record. */
  basedOn?: string | undefined;
  values: FormValues;
}

/** The localStorage key of a section's form: by record id, or "new" for a record not saved yet. */
export const draftKey = (section: string, id: number | undefined) =>
  `pallone:draft:${section}:${id === undefined ? 'new' : String(id)}`;

const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

const isValues = (value: unknown): value is FormValues =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((field) => typeof field === 'string' || typeof field === 'boolean');

/** The stored draft, or null when there is none or it is not one of ours. */
export function readDraft(key: string): LocalDraft | null {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(key) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { savedAt, basedOn, values } = parsed as Partial<LocalDraft>;
    if (typeof savedAt !== 'string' || !isValues(values)) return null;
    return { savedAt, basedOn: typeof basedOn === 'string' ? basedOn : undefined, values };
  } catch {
    return null;
  }
}

/** Keeps the draft; a full or blocked storage loses it silently (the form still saves to the server). */
export function writeDraft(key: string, draft: LocalDraft): void {
  try {
    storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // Nothing to do: autosave is a safety net, never a reason to interrupt the editor.
  }
}

export function removeDraft(key: string): void {
  storage()?.removeItem(key);
}

/**
 * A draft worth offering: made from the record's last save or a later one (any draft of a record not saved yet).
 * Both instants are the server's, so a browser clock set wrong does not hide or resurrect a draft.
 */
export function isNewerDraft(draft: LocalDraft, updatedAt: string | undefined): boolean {
  if (updatedAt === undefined) return true;
  return draft.basedOn !== undefined && Date.parse(draft.basedOn) >= Date.parse(updatedAt);
}
