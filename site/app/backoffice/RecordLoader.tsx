import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, LABELS, type StaffSection } from '@pallone/core';
import { recordQuery } from './query/staffQueries.ts';
import type { Row } from './sections/sectionTypes.ts';
import { ErrorText, Muted } from './ui.ts';
import { writeErrorMessage } from './writeErrorMessage.ts';

interface Props {
  section: StaffSection;
  id: number;
  children: (record: Row) => ReactNode;
}

/** GET one back-office record and render it; "Caricamento..." meanwhile, "Nessun dato" when it does not exist. */
export function RecordLoader({ section, id, children }: Props) {
  const loaded = useQuery(recordQuery(section, id));
  if (loaded.isPending) return <Muted>{LABELS.loading}</Muted>;
  if (loaded.isError) {
    if (loaded.error instanceof ApiRequestError && loaded.error.status === 404)
      return <Muted>{LABELS.noData}</Muted>;
    return <ErrorText role="alert">{writeErrorMessage(loaded.error)}</ErrorText>;
  }
  return <>{children(loaded.data)}</>;
}
