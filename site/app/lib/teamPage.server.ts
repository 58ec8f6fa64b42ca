import { PAGE_SIZES, type Match, type TeamDetail } from '@pallone/core';
import { orNotFound } from './notFound.server.ts';
import type { PageContext } from './pageContext.server.ts';
import { breadcrumbs, type Seo } from './seo.ts';

export interface SquadPlayer {
  id: number;
  name: string;
  pallonecomSlug: string;
  position: string | null;
  shirtNumber: number | null;
}

/** /squadre/{slug}: team info, next matches (SPEC §9: 5), last results and the squad. */
export async function loadTeamPage(page: PageContext, slug: string) {
  const { client, t } = page;
  const team = await orNotFound(
    client.request<TeamDetail>({
      path: `/teams/pallonecomSlug/${encodeURIComponent(slug)}`,
      query: { withDescription: true },
    }),
  );
  const [next, last, squad] = await Promise.all([
    client
      .request<Match[]>({
        path: `/teams/${team.id}/matches/next`,
        query: { limit: PAGE_SIZES.nextTeamMatches },
      })
      .catch(() => []),
    client
      .request<Match[]>({ path: `/teams/${team.id}/getLastMatchesPlayed`, query: { limit: 5 } })
      .catch(() => []),
    client
      .request<{ players: SquadPlayer[] }>({ path: `/teams/${team.id}/getPlayers` })
      .then((answer) => answer.players)
      .catch(() => []),
  ]);
  const path = `/squadre/${team.pallonecomSlug}`;
  const seo: Seo = {
    title: team.name,
    description: `${team.name}: ${t.nextMatches.toLowerCase()}, ${t.lastResults.toLowerCase()}, ${t.squad.toLowerCase()}.`,
    host: page.host,
    url: page.absolute(path),
    language: page.language,
    image: team.image?.path ?? null,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'SportsTeam',
        name: team.name,
        sport: 'Soccer',
        url: page.absolute(path),
        ...(team.country ? { location: { '@type': 'Country', name: team.country.name } } : {}),
        athlete: squad.slice(0, 40).map((player) => ({ '@type': 'Person', name: player.name })),
      },
      breadcrumbs([
        ['Pallone', page.absolute('/')],
        [team.name, page.absolute(path)],
      ]),
    ],
  };
  return { team, next, last, squad, seo };
}
