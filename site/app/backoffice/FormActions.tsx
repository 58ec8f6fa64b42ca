import { LABELS } from '@pallone/core';
import { Button, ErrorText } from './ui.ts';

interface Props {
  /** The server's message of a failed write, shown as an alert. */
  failure: string | null;
  submitting: boolean;
  onCancel: () => void;
  /** Shows "Elimina" (which should ask for confirmation). */
  onDelete?: () => void;
}

/** The foot of a back-office form: the failure, Annulla, Salva ("Caricamento..." while saving), Elimina. */
export function FormActions({ failure, submitting, onCancel, onDelete }: Props) {
  return (
    <>
      {failure && <ErrorText role="alert">{failure}</ErrorText>}
      <p>
        <Button type="button" onClick={onCancel}>
          {LABELS.cancel}
        </Button>{' '}
        <Button type="submit" $variant="primary" disabled={submitting}>
          {submitting ? LABELS.loading : 'Salva'}
        </Button>{' '}
        {onDelete && (
          <Button type="button" $variant="danger" onClick={onDelete}>
            Elimina
          </Button>
        )}
      </p>
    </>
  );
}
