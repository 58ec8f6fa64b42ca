import { Form, useLoaderData } from 'react-router';
import { styled } from 'styled-components';
import { normalizeSearch } from '@pallone/core';
import type { Route } from './+types/cerca';
import { Container } from '../components/layout/Page.tsx';
import { SearchPageSections, type SearchPageResults } from '../components/search/SearchPageSections.tsx';
import { searchPageHeading, searchPageTexts } from '../components/search/searchPageTexts.ts';
import { pageContext } from '../lib/pageContext.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { useSite } from '../lib/useSite.ts';

/** Results per section on the page (the typeahead shows the API's default, 10). */
export const SEARCH_PAGE_LIMIT = 30;
/** The API's longest search text. */
const MAX_TEXT_LENGTH = 100;

const SearchForm = styled(Form)`
  display: flex;
  gap: 8px;
  margin-bottom: 16px;
  input {
    flex: 1;
    min-width: 0;
    font: inherit;
    padding: 8px 10px;
    border: 1px solid var(--site-border);
    border-radius: 6px;
  }
  button {
    font: inherit;
    padding: 8px 14px;
  }
`;

/**
 * /cerca?q=: the global search's four sections with more results each (issue #15), what Enter in the header's
 * search opens. Without a searchable text, just the form. Not for search engines' indexes.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const page = pageContext(request);
  const text = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, MAX_TEXT_LENGTH);
  const seo = page.seo({
    title: searchPageHeading(page.language, text),
    description: searchPageTexts[page.language].description,
    path: '/cerca',
    index: false,
    follow: true,
  });
  if (normalizeSearch(text) === '') return { text, results: null, seo };
  const { client } = page;
  const [players, teams, matches, news] = await Promise.all([
    client.searchPlayers(text, undefined, SEARCH_PAGE_LIMIT),
    client.searchTeams(text, undefined, SEARCH_PAGE_LIMIT),
    client.searchMatches(text, undefined, SEARCH_PAGE_LIMIT),
    client.searchNews(text, undefined, SEARCH_PAGE_LIMIT),
  ]);
  const results: SearchPageResults = { players, teams, matches, news };
  return { text, results, seo };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function SearchPage() {
  const { text, results } = useLoaderData<typeof loader>();
  const { language, t } = useSite();
  const texts = searchPageTexts[language];
  return (
    <Container>
      <h1>{searchPageHeading(language, text)}</h1>
      <SearchForm method="get" action="/cerca" role="search" aria-label={texts.formLabel}>
        <input
          type="search"
          name="q"
          defaultValue={text}
          key={text}
          maxLength={MAX_TEXT_LENGTH}
          aria-label={texts.formLabel}
          placeholder={t.searchPlaceholder}
        />
        <button type="submit">{texts.submit}</button>
      </SearchForm>
      {results && <SearchPageSections results={results} />}
    </Container>
  );
}
