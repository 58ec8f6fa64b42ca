import type { PlayerDetail } from '@pallone/core';
import { notFound, orNotFound } from '../lib/notFound.server.ts';
import type { PageContext } from '../lib/pageContext.server.ts';
import type { Seo } from '../lib/seo.ts';
import {
  loadPlayerIndexStats,
  loadPlayerSquads,
  type PlayerIndexStats,
  type PlayerSquad,
} from '../lib/playerPageData.server.ts';

/** The tabs under /giocatori/{slug}/{tab} (SPEC §2); the overview is /giocatori/{slug} itself. */
export const PLAYER_TABS = ['statistiche', 'carriera'] as const;
export type PlayerTab = 'overview' | (typeof PLAYER_TABS)[number];

const isPlayerTab = (tab: string): tab is (typeof PLAYER_TABS)[number] =>
  (PLAYER_TABS as readonly string[]).includes(tab);

export type PlayerView =
  | { tab: 'overview'; latestSquad: PlayerSquad | null; stats: PlayerIndexStats }
  | { tab: 'statistiche'; stats: PlayerIndexStats }
  | { tab: 'carriera'; squads: PlayerSquad[] };

export function loadPlayer(page: PageContext, slug: string | undefined): Promise<PlayerDetail> {
  return orNotFound(page.client.getPlayerBySlug(slug ?? ''));
}

/**
 * /giocatori/{slug}[/{tab}]: the profile with the latest squad and the totals (overview), goals by competition
 * season from match events (statistiche), and every squad the data lists him in (carriera), each linking to his
 * bilancio in that competition season.
 */
export async function loadPlayerPage(page: PageContext, params: { slug?: string; tab?: string }) {
  if (params.tab !== undefined && !isPlayerTab(params.tab)) notFound();
  const tab: PlayerTab = params.tab ?? 'overview';
  const player = await loadPlayer(page, params.slug);
  let view: PlayerView;
  if (tab === 'carriera') {
    view = { tab, squads: await loadPlayerSquads(page.client, player.id) };
  } else if (tab === 'statistiche') {
    view = { tab, stats: await loadPlayerIndexStats(page.client, player.id) };
  } else {
    const [squads, stats] = await Promise.all([
      loadPlayerSquads(page.client, player.id),
      loadPlayerIndexStats(page.client, player.id),
    ]);
    view = { tab, latestSquad: squads[0] ?? null, stats };
  }
  const tabLabel = tab === 'carriera' ? page.t.career : tab === 'statistiche' ? page.t.statistics : null;
  const path = `/giocatori/${player.pallonecomSlug}${tab === 'overview' ? '' : `/${tab}`}`;
  return { player, view, seo: playerSeo(page, player, tabLabel ? { label: tabLabel, path } : null) };
}

/** SPEC §3 metadata of a player page: title, description, canonical, Person and BreadcrumbList JSON-LD. */
export function playerSeo(
  page: PageContext,
  player: PlayerDetail,
  section: { label: string; path: string } | null,
  keywords: readonly string[] = [],
): Seo {
  const base = `/giocatori/${player.pallonecomSlug}`;
  const team = player.currentTeam ? ` (${player.currentTeam.name})` : '';
  const title = section ? `${player.name}: ${section.label}` : `${player.name}${team}`;
  const about = section
    ? section.label.toLowerCase()
    : `${page.t.career.toLowerCase()}, ${page.t.statistics.toLowerCase()}`;
  return page.seo({
    title,
    description: `${player.name}${team}: ${about}.`,
    path: section?.path ?? base,
    type: 'profile',
    image: player.image?.path ?? null,
    keywords: [player.name, ...(player.currentTeam ? [player.currentTeam.name] : []), ...keywords],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: player.name,
        url: page.absolute(base),
        ...(player.birthDate ? { birthDate: player.birthDate } : {}),
        ...(player.nationality ? { nationality: player.nationality.name } : {}),
        ...(player.currentTeam
          ? {
              memberOf: {
                '@type': 'SportsTeam',
                name: player.currentTeam.name,
                url: page.absolute(`/squadre/${player.currentTeam.pallonecomSlug}`),
              },
            }
          : {}),
      },
    ],
    trail: [[player.name, base], ...(section ? [[section.label, section.path] as const] : [])],
  });
}
