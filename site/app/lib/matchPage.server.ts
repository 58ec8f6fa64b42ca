import {
  formatMatchDate,
  matchEventsQuery,
  matchQuery,
  matchStatsQuery,
  matchTab,
  predictionQuery,
} from '@pallone/core';
import { notFound, orNotFound } from './notFound.server.ts';
import type { PageContext } from './pageContext.server.ts';
import { matchHeadline } from './matchHeadline.ts';
import { matchJsonLd } from './matchJsonLd.ts';
import { breadcrumbs, type Seo } from './seo.ts';

export const MATCH_TABS = ['statistiche', 'diretta-live'] as const;
export type MatchPageTab = (typeof MATCH_TABS)[number];

/** /partite/{slug}/{tab}: the match, its events, statistics and prediction, all prefetched for the widgets. */
export async function loadMatchPage(page: PageContext, slug: string, tabParam: string | undefined) {
  const { client, queryClient } = page;
  const match = await orNotFound(client.getMatchBySlug(slug));
  const tab = (tabParam ?? matchTab(match)) as MatchPageTab;
  if (!MATCH_TABS.includes(tab)) notFound();
  queryClient.setQueryData(matchQuery(client, match.id).queryKey, match);
  const [, , prediction] = await Promise.all([
    queryClient.prefetchQuery(matchEventsQuery(client, match.id)),
    queryClient.prefetchQuery(matchStatsQuery(client, match.id)),
    queryClient.fetchQuery(predictionQuery(client, match.id)).catch(() => null),
  ]);
  const home = match.homeTeam?.name ?? match.homeName;
  const away = match.awayTeam?.name ?? match.awayName;
  const date = formatMatchDate(match.date);
  const headline = matchHeadline(match, page.t, page.language);
  const path = `/partite/${match.pallonecomSlug}/${tab}`;
  const seo: Seo = {
    title: `${headline} ${date}`,
    description: `${match.competition.name}: ${headline}, ${date}.`,
    host: page.host,
    url: page.absolute(path),
    language: page.language,
    jsonLd: [
      matchJsonLd(match, headline, page.absolute(path)),
      breadcrumbs([
        ['Pallone', page.absolute('/')],
        [match.competition.name, page.absolute(`/campionato/${match.competition.pallonecomSlug}`)],
        [`${home} - ${away}`, page.absolute(path)],
      ]),
    ],
  };
  return { match, tab, prediction, seo, dehydrated: page.dehydrated() };
}
