import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ContentRevisionSummary } from '@pallone/contract';
import { staffCall } from '../api.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { formatDateTime } from '../forms/dates.ts';
import { staffKeys } from '../query/staffKeys.ts';
import { LazyDetails } from './LazyDetails.tsx';
import { Button, ErrorText } from '../ui.ts';
import { writeErrorMessage } from '../writeErrorMessage.ts';

/** The form's names of the fields a revision lists as changed. */
const FIELD_LABELS: Record<string, string> = {
  title: 'Titolo',
  pallonecomSlug: 'Slug',
  language: 'Lingua',
  category: 'Categoria',
  status: 'Stato',
  publishedAt: 'Data di pubblicazione',
  description: 'Descrizione',
  keywords: 'Parole chiave',
  articleSection: 'Sezione',
  authorId: 'Autore',
  matchId: 'Partita',
  competitionId: 'Competizione',
  body: 'Testo',
  imageAlt: "Testo alternativo dell'immagine",
  imageCaption: 'Didascalia',
  imageCredit: 'Credito',
  translationKey: 'Traduzioni collegate',
};

const ACTION_LABELS: Record<ContentRevisionSummary['action'], string> = {
  create: 'Creazione',
  update: 'Modifica',
  restore: 'Ripristino',
};

function whatChanged(revision: ContentRevisionSummary): string {
  if (revision.action === 'create') return ACTION_LABELS.create;
  const fields = revision.changedFields.map((field) => FIELD_LABELS[field] ?? field);
  return `${ACTION_LABELS[revision.action]}: ${fields.length > 0 ? fields.join(', ') : 'nessun campo cambiato'}`;
}

/**
 * An article's saves (decision 054), read when the editor opens "Revisioni": who saved, when and which fields, and
 * "Ripristina" on each earlier one, which after a confirmation writes it back as a new save; the form then
 * reloads with the restored fields (the record's query is invalidated, its new `updatedAt` remounts the form).
 */
export function NewsRevisions({ id }: { id: number }) {
  return <LazyDetails summary="Revisioni">{() => <RevisionList id={id} />}</LazyDetails>;
}

function RevisionList({ id }: { id: number }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState<ContentRevisionSummary | null>(null);
  const revisions = useQuery({
    queryKey: [...staffKeys.record('news', id), 'revisions'],
    queryFn: ({ signal }) => staffCall((api) => api.getNewsRevisions(id, { signal })),
  });
  const restore = useMutation({
    mutationFn: (revisionId: number) => staffCall((api) => api.restoreNewsRevision(id, revisionId)),
    onSuccess: () => client.invalidateQueries({ queryKey: staffKeys.section('news') }),
    onError: (error) => setFailure(writeErrorMessage(error)),
  });
  const list = Array.isArray(revisions.data) ? revisions.data : [];

  function confirmRestore() {
    if (!asking) return;
    setAsking(null);
    setFailure(null);
    restore.mutate(asking.id);
  }

  return (
    <section aria-label="Revisioni dell'articolo">
      {revisions.isSuccess && list.length === 0 && <p>Nessuna revisione salvata.</p>}
      {revisions.isError && <ErrorText role="alert">{writeErrorMessage(revisions.error)}</ErrorText>}
      <ol>
        {list.map((revision, index) => (
          <li key={revision.id}>
            {formatDateTime(revision.savedAt)} — {revision.userEmail} — {whatChanged(revision)}{' '}
            {index === 0 ? (
              <em>(versione attuale)</em>
            ) : (
              <Button type="button" disabled={restore.isPending} onClick={() => setAsking(revision)}>
                Ripristina
              </Button>
            )}
          </li>
        ))}
      </ol>
      {failure && <ErrorText role="alert">{failure}</ErrorText>}
      {asking && (
        <ConfirmDialog
          message={
            `Ripristinare la revisione del ${formatDateTime(asking.savedAt)}? I campi salvati allora ` +
            "sostituiranno quelli attuali (l'immagine resta quella attuale)."
          }
          onConfirm={confirmRestore}
          onCancel={() => setAsking(null)}
        />
      )}
    </section>
  );
}
