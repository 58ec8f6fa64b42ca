import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { NewsDetail, NewsPreviewRequest } from '@pallone/contract';
import { Article } from '../../components/news/Article.tsx';
import { staffCall } from '../api.ts';
import { Button, ErrorText } from '../ui.ts';
import { writeErrorMessage } from '../writeErrorMessage.ts';

interface Props {
  /** The saved article, if any: its image shows and its public page is linked. */
  saved?: { id: number; pallonecomSlug: string };
  /** The form's fields as they are now (the server's JSON of the form). */
  data: () => Record<string, unknown>;
}

/**
 * "Anteprima" (decision 049): the unsaved article rendered with the public page's article layout, from the
 * server's preview (never cached nor indexed); a saved article also links to its public page.
 */
export function NewsPreview({ saved, data }: Props) {
  const [shown, setShown] = useState<NewsDetail | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const preview = useMutation({
    mutationFn: () =>
      staffCall((api) =>
        api.previewNews({ ...data(), ...(saved ? { id: saved.id } : {}) } as NewsPreviewRequest),
      ),
    onSuccess: (detail) => setShown(detail),
    onError: (error) => setFailure(writeErrorMessage(error)),
  });
  return (
    <section aria-label="Anteprima e pagina pubblica">
      <Button
        type="button"
        disabled={preview.isPending}
        onClick={() => {
          setFailure(null);
          preview.mutate();
        }}
      >
        Anteprima
      </Button>{' '}
      {saved && (
        <a href={`/news/${saved.pallonecomSlug}`} target="_blank" rel="noreferrer">
          Apri la pagina pubblica
        </a>
      )}
      {failure && <ErrorText role="alert">{failure}</ErrorText>}
      {shown && (
        <div role="region" aria-label="Anteprima dell'articolo">
          <Button type="button" onClick={() => setShown(null)}>
            Chiudi l'anteprima
          </Button>
          <Article article={shown} />
        </div>
      )}
    </section>
  );
}
