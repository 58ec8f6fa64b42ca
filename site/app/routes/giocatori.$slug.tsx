import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/giocatori.$slug';
import { Card, Columns, Container } from '../components/layout/Page.tsx';
import { Facts } from '../components/player/Facts.ts';
import { CareerTable } from '../components/player/CareerTable.tsx';
import { GoalsTable } from '../components/player/GoalsTable.tsx';
import { PlayerProfile } from '../components/player/PlayerProfile.tsx';
import { PlayerTabs } from '../components/player/PlayerTabs.tsx';
import { positionName } from '../components/player/positionName.ts';
import { pageContext } from '../lib/pageContext.server.ts';
import { loadPlayerPage } from './giocatori.$slug.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { useSite } from '../lib/useSite.ts';

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadPlayerPage(pageContext(request), params);
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

/** /giocatori/{slug}, /giocatori/{slug}/statistiche and /giocatori/{slug}/carriera (SPEC §2). */
export default function PlayerPage() {
  const { player, view } = useLoaderData<typeof loader>();
  const { t } = useSite();
  const slug = player.pallonecomSlug;
  return (
    <Container>
      <h1>{player.name}</h1>
      <PlayerTabs slug={slug} name={player.name} t={t} />
      {view.tab === 'overview' ? (
        <Columns>
          <PlayerProfile player={player} t={t} />
          <div>
            {view.latestSquad && (
              <Card>
                <h2>{t.lastSeen}</h2>
                <p>
                  <Link to={`/squadre/${view.latestSquad.team.pallonecomSlug}`}>
                    {view.latestSquad.team.name}
                  </Link>
                  {' — '}
                  <Link to={`/giocatori/${slug}/bilancio/${view.latestSquad.competitionSeasonId}`}>
                    {view.latestSquad.competition.name} {view.latestSquad.season.name}
                  </Link>
                </p>
                <p>
                  {view.latestSquad.shirtNumber !== null && `#${view.latestSquad.shirtNumber} `}
                  {positionName(view.latestSquad.position, t)}
                </p>
              </Card>
            )}
            <Card>
              <h2>{t.statistics}</h2>
              <Facts>
                <div>
                  <dt>{t.squads}</dt>
                  <dd>{view.stats.squads}</dd>
                </div>
                <div>
                  <dt>{t.competitions}</dt>
                  <dd>{view.stats.competitions.map((competition) => competition.name).join(', ')}</dd>
                </div>
                {view.stats.goals && (
                  <div>
                    <dt>{t.goals}</dt>
                    <dd>{view.stats.goals.goals}</dd>
                  </div>
                )}
              </Facts>
            </Card>
          </div>
        </Columns>
      ) : view.tab === 'statistiche' ? (
        <>
          <Card>
            <h2>{t.competitions}</h2>
            <ul>
              {view.stats.competitions.map((competition) => (
                <li key={competition.id}>
                  <Link to={`/campionato/${competition.pallonecomSlug}`}>{competition.name}</Link> —{' '}
                  {t.squads}: {competition.squads}
                </li>
              ))}
            </ul>
          </Card>
          {view.stats.goalsByCompetitionSeason.length > 0 && (
            <Card>
              <h2>{t.goals}</h2>
              <GoalsTable slug={slug} rows={view.stats.goalsByCompetitionSeason} t={t} />
              <p>
                <small>{t.goalsNote}</small>
              </p>
            </Card>
          )}
        </>
      ) : (
        view.squads.length > 0 && (
          <Card>
            <h2>{t.career}</h2>
            <CareerTable slug={slug} rows={view.squads} t={t} />
          </Card>
        )
      )}
    </Container>
  );
}
