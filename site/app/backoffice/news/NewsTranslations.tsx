import { LazyDetails } from './LazyDetails.tsx';
import { useNewsSideList } from './useNewsSideList.ts';
import { Button, ErrorText } from '../ui.ts';
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
  const versions = useNewsSideList(
    id,
    'translations',
    (api, signal) => api.getNewsVersions(id, { signal }),
    (api, language: Language) => api.createNewsTranslation(id, language),
  );
  const missing = (Object.keys(LANGUAGE_NAMES) as Language[]).filter(
    (language) => !versions.list.some((version) => version.language === language),
  );
  return (
    <section aria-label="Versioni dell'articolo">
      <ul>
        {versions.list.map((version) => (
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
      {versions.query.isSuccess &&
        missing.map((language) => (
          <Button
            key={language}
            type="button"
            disabled={versions.mutation.isPending}
            onClick={() => {
              versions.setFailure(null);
              versions.mutation.mutate(language);
            }}
          >
            Crea la versione in {LANGUAGE_NAMES[language]}
          </Button>
        ))}
      {versions.failure && <ErrorText role="alert">{versions.failure}</ErrorText>}
    </section>
  );
}
