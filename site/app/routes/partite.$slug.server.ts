import {
  formatMatchDate,
  isLiveStatus,
  matchEventsQuery,
  matchFormQuery,
  matchQuery,
  matchStatsQuery,
  matchTab,
  predictionQuery,
  type Match,
} from '@pallone/core';
import { notFound, orNotFound } from '../lib/notFound.server.ts';
import type { PageContext } from '../lib/pageContext.server.ts';
import { matchHeadline } from '../lib/matchHeadline.ts';
import { matchJsonLd } from '../lib/matchJsonLd.ts';

export const MATCH_TABS = ['statistiche', 'diretta-live'] as const;
export type MatchPageTab = (typeof MATCH_TABS)[number];

/** A match not yet under way: the one whose page shows its teams' form and head-to-head. */
export const isUpcoming = (match: Pick<Match, 'status' | 'ended'>) =>
  !match.ended && (match.status === 'scheduled' || match.status === 'notStarted');

/**
 * /partite/{slug}/{tab}: the match, its events, statistics and prediction, all prefetched for the widgets, and
 * for an upcoming match its form guide. `sections` says which sections have something to show: the timeline
 * while the match is under way or when the data has its events, the statistics when the data has them.
 */
export async function loadMatchPage(page: PageContext, slug: string, tabParam: string | undefined) {
  const { client, queryClient } = page;
  const match = await orNotFound(client.getMatchBySlug(slug));
  const tab = (tabParam ?? matchTab(match)) as MatchPageTab;
  if (!MATCH_TABS.includes(tab)) notFound();
  queryClient.setQueryData(matchQuery(client, match.id).queryKey, match);
  const [events, stats, prediction, form] = await Promise.all([
    queryClient.fetchQuery(matchEventsQuery(client, match.id)).catch(() => []),
    queryClient.fetchQuery(matchStatsQuery(client, match.id)).catch(() => ({ teams: [] })),
    queryClient.fetchQuery(predictionQuery(client, match.id)).catch(() => null),
    isUpcoming(match) ? queryClient.fetchQuery(matchFormQuery(client, match.id)).catch(() => null) : null,
  ]);
  const sections = {
    timeline: events.length > 0 || isLiveStatus(match.status),
    stats: stats.teams.some((team) => team.parameters.length > 0),
  };
  const home = match.homeTeam?.name ?? match.homeName;
  const away = match.awayTeam?.name ?? match.awayName;
  const date = formatMatchDate(match.date);
  const headline = matchHeadline(match, page.t, page.language);
  const path = `/partite/${match.pallonecomSlug}/${tab}`;
  const seo = page.seo({
    title: `${headline} ${date}`,
    description: `${match.competition.name}: ${headline}, ${date}.`,
    path,
    jsonLd: [matchJsonLd(match, headline, page.absolute(path))],
    trail: [
      [match.competition.name, `/campionato/${match.competition.pallonecomSlug}`],
      [`${home} - ${away}`, path],
    ],
    moreKeywords: [
      `${home} ${away}`,
      home,
      away,
      match.competition.name,
      page.words.results,
      page.words.statistics,
      page.words.predictions,
    ],
  });
  return { match, tab, prediction, form, sections, seo, dehydrated: page.dehydrated() };
}
