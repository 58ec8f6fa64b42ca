import { useState } from 'react';
import type { ContentRevisionSummary } from '@pallone/contract';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { formatDateTime } from '../forms/dates.ts';
import { LazyDetails } from './LazyDetails.tsx';
import { useNewsSideList } from './useNewsSideList.ts';
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
  const [asking, setAsking] = useState<ContentRevisionSummary | null>(null);
  const revisions = useNewsSideList(
    id,
    'revisions',
    (api, signal) => api.getNewsRevisions(id, { signal }),
    (api, revisionId: number) => api.restoreNewsRevision(id, revisionId),
  );

  function confirmRestore() {
    if (!asking) return;
    setAsking(null);
    revisions.setFailure(null);
    revisions.mutation.mutate(asking.id);
  }

  return (
    <section aria-label="Revisioni dell'articolo">
      {revisions.query.isSuccess && revisions.list.length === 0 && <p>Nessuna revisione salvata.</p>}
      {revisions.query.isError && (
        <ErrorText role="alert">{writeErrorMessage(revisions.query.error)}</ErrorText>
      )}
      <ol>
        {revisions.list.map((revision, index) => (
          <li key={revision.id}>
            {formatDateTime(revision.savedAt)} — {revision.userEmail} — {whatChanged(revision)}{' '}
            {index === 0 ? (
              <em>(versione attuale)</em>
            ) : (
              <Button
                type="button"
                disabled={revisions.mutation.isPending}
                onClick={() => setAsking(revision)}
              >
                Ripristina
              </Button>
            )}
          </li>
        ))}
      </ol>
      {revisions.failure && <ErrorText role="alert">{revisions.failure}</ErrorText>}
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
