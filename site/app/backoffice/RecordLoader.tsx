import type { ReactNode } from 'react';
import { ApiRequestError, LABELS } from '@pallone/core';
import { ErrorText, Muted } from './ui.ts';
import { useStaffQuery } from './useStaffQuery.ts';
import { writeErrorMessage } from './writeErrorMessage.ts';

/** GET one back-office record and render it; "Caricamento..." meanwhile, "Nessun dato" when it does not exist. */
export function RecordLoader<T>({ path, children }: { path: string; children: (record: T) => ReactNode }) {
  const [loaded] = useStaffQuery<T>({ path }, path);
  if (loaded.state === 'loading') return <Muted>{LABELS.loading}</Muted>;
  if (loaded.state === 'error') {
    if (loaded.error instanceof ApiRequestError && loaded.error.status === 404)
      return <Muted>{LABELS.noData}</Muted>;
    return <ErrorText role="alert">{writeErrorMessage(loaded.error)}</ErrorText>;
  }
  return <>{children(loaded.data)}</>;
}
