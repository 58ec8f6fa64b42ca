import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { FormValues } from '../sections/sectionTypes.ts';
import { isNewerDraft, readDraft, removeDraft, writeDraft, type LocalDraft } from './localDraft.ts';

/** How long the editor pauses before the form's values are kept in the browser. */
export const DRAFT_DELAY_MS = 1000;

interface Options {
  /** The storage key (forms/localDraft.ts `draftKey`); null turns autosave off. */
  key: string | null;
  /** The record's `updatedAt`: a draft made from an earlier save is not offered. */
  savedAt: string | undefined;
  /** The editor's clock (tests fix it). */
  now: () => Date;
}

export interface LocalDraftState {
  /** The stored draft newer than the record, until the editor restores or discards it. */
  offer: LocalDraft | null;
  restore(): void;
  discard(): void;
  /** After a successful save: the draft is no longer needed. */
  clear(): void;
}

/**
 * Autosave to localStorage (decision 054): the form's values DRAFT_DELAY_MS after the last change, and on opening
 * the offer of a draft left by a crash or an expired session.
 */
export function useLocalDraft(
  form: Pick<UseFormReturn<FormValues>, 'watch' | 'reset'>,
  { key, savedAt, now }: Options,
): LocalDraftState {
  // Read once: the form is remounted for another record (or another save of it). The back-office renders in the
  // browser only (the session check comes first), so localStorage is there.
  const [offer, setOffer] = useState<LocalDraft | null>(() => {
    const stored = key ? readDraft(key) : null;
    return stored && isNewerDraft(stored, savedAt) ? stored : null;
  });
  const clock = useRef(now);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { watch, reset } = form;

  useEffect(() => {
    clock.current = now;
  }, [now]);

  useEffect(() => {
    if (!key) return undefined;
    const subscription = watch((values, { name }) => {
      if (name === undefined) return; // a reset, not the editor's change
      clearTimeout(pending.current);
      pending.current = setTimeout(
        () =>
          writeDraft(key, {
            savedAt: clock.current().toISOString(),
            basedOn: savedAt,
            values: values as FormValues,
          }),
        DRAFT_DELAY_MS,
      );
    });
    return () => {
      clearTimeout(pending.current);
      subscription.unsubscribe();
    };
  }, [key, savedAt, watch]);

  const restore = useCallback(() => {
    if (offer) reset(offer.values, { keepDefaultValues: true });
    setOffer(null);
  }, [offer, reset]);
  const discard = useCallback(() => {
    if (key) removeDraft(key);
    setOffer(null);
  }, [key]);
  const clear = useCallback(() => {
    clearTimeout(pending.current);
    if (key) removeDraft(key);
  }, [key]);
  return { offer, restore, discard, clear };
}
