import type { NewsSearchResult } from '@pallone/core';
import { usePallone } from '../provider/usePallone.ts';
import { ResultLink } from './ResultLink.ts';
import type { ChooseResult } from './SearchResults.tsx';

/** SPEC §2: a news result shows its title. */
export function NewsResult({ news, onChoose }: { news: NewsSearchResult; onChoose: ChooseResult }) {
  const { links } = usePallone();
  const href = links.news(news);
  return (
    <ResultLink href={href} onClick={(event) => onChoose(href, event)}>
      {news.title}
    </ResultLink>
  );
}
