import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { staffCall } from '../api.ts';
import { staffKeys } from '../query/staffKeys.ts';
import { LazyDetails } from './LazyDetails.tsx';
import { Button, ErrorText } from '../ui.ts';
import { writeErrorMessage } from '../writeErrorMessage.ts';
import { NEWS_STATUS_LABELS } from './newsTypes.ts';

const LANGUAGE_NAMES = { it: 'italiano', en: 'inglese' } as const;
type Language = keyof typeof LANGUAGE_NAMES;

/**
 * An article's language versions (decision 049), read when the editor opens "Traduzioni": each one linked to its
 * form, and the button that creates the missing one from this article (a draft to translate, listed at once).
 */
export function NewsTranslations({ id }: { id: number }) {
  return <LazyDetails summary="Traduzioni">{() => <NewsVersions id={id} />}</LazyDetails>;
}

function NewsVersions({ id }: { id: number }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const key = [...staffKeys.record('news', id), 'translations'];
  const versions = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => staffCall((api) => api.getNewsVersions(id, { signal })),
  });
  const create = useMutation({
    mutationFn: (language: Language) => staffCall((api) => api.createNewsTranslation(id, language)),
    onSuccess: () => client.invalidateQueries({ queryKey: staffKeys.section('news') }),
    onError: (error) => setFailure(writeErrorMessage(error)),
  });
  const list = Array.isArray(versions.data) ? versions.data : [];
  const missing = (Object.keys(LANGUAGE_NAMES) as Language[]).filter(
    (language) => !list.some((version) => version.language === language),
  );
  return (
    <section aria-label="Versioni dell'articolo">
      <ul>
        {list.map((version) => (
          <li key={version.id}>
            {version.language.toUpperCase()} —{' '}
            {version.id === id ? (
              <strong aria-current="page">{version.title}</strong>
            ) : (
              <a href={`/backoffice/news/${version.id}`}>{version.title}</a>
            )}{' '}
            ({NEWS_STATUS_LABELS[version.status]})
          </li>
        ))}
      </ul>
      {versions.isSuccess &&
        missing.map((language) => (
          <Button
            key={language}
            type="button"
            disabled={create.isPending}
            onClick={() => {
              setFailure(null);
              create.mutate(language);
            }}
          >
            Crea la versione in {LANGUAGE_NAMES[language]}
          </Button>
        ))}
      {failure && <ErrorText role="alert">{failure}</ErrorText>}
    </section>
  );
}
