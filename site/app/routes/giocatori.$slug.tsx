import { Link, useLoaderData } from 'react-router';
import { formatMatchDate, type PlayerDetail } from '@pallone/core';
import type { Route } from './+types/giocatori.$slug';
import { Card, Container } from '../components/layout/Page.tsx';
import { orNotFound } from '../lib/notFound.server.ts';
import { pageContext } from '../lib/pageContext.server.ts';
import { breadcrumbs, seoMeta } from '../lib/seo.ts';
import { useSite } from '../lib/useSite.ts';

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = pageContext(request);
  const player = await orNotFound(
    page.client.request<PlayerDetail>({ path: `/players/pallonecomSlug/${encodeURIComponent(params.slug)}` }),
  );
  const path = `/giocatori/${player.pallonecomSlug}`;
  const team = player.currentTeam ? ` (${player.currentTeam.name})` : '';
  return {
    player,
    seo: {
      title: `${player.name}${team}`,
      description: `${player.name}${team}: ${page.t.statistics.toLowerCase()}.`,
      host: page.host,
      url: page.absolute(path),
      language: page.language,
      type: 'profile' as const,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Person',
          name: player.name,
          url: page.absolute(path),
          ...(player.birthDate ? { birthDate: player.birthDate } : {}),
          ...(player.nationality ? { nationality: player.nationality.name } : {}),
          ...(player.currentTeam
            ? { memberOf: { '@type': 'SportsTeam', name: player.currentTeam.name } }
            : {}),
        },
        breadcrumbs([
          ['Pallone', page.absolute('/')],
          [player.name, page.absolute(path)],
        ]),
      ],
    },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function PlayerPage() {
  const { player } = useLoaderData<typeof loader>();
  const { t } = useSite();
  return (
    <Container>
      <h1>{player.name}</h1>
      <Card>
        <dl>
          {player.currentTeam && (
            <>
              <dt>{t.team}</dt>
              <dd>
                <Link to={`/squadre/${player.currentTeam.pallonecomSlug}`}>{player.currentTeam.name}</Link>
              </dd>
            </>
          )}
          {player.position && (
            <>
              <dt>{t.position}</dt>
              <dd>{player.position}</dd>
            </>
          )}
          {player.nationality && (
            <>
              <dt>{t.nationality}</dt>
              <dd>{player.nationality.name}</dd>
            </>
          )}
          {(player.birthDate || player.birthYear) && (
            <>
              <dt>{t.birth}</dt>
              <dd>
                {player.birthDate ? formatMatchDate(`${player.birthDate}T12:00:00Z`) : player.birthYear}
              </dd>
            </>
          )}
          {player.currentNationalTeam && (
            <>
              <dt>{t.nationality}</dt>
              <dd>
                <Link to={`/squadre/${player.currentNationalTeam.pallonecomSlug}`}>
                  {player.currentNationalTeam.name}
                </Link>
              </dd>
            </>
          )}
        </dl>
      </Card>
    </Container>
  );
}
