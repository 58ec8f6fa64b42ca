import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/giocatori.$slug.bilancio.$id';
import { Card, Container } from '../components/layout/Page.tsx';
import { MatchList } from '../components/matches/MatchList.tsx';
import { Facts } from '../components/player/Facts.ts';
import { PlayerTabs } from '../components/player/PlayerTabs.tsx';
import { positionName } from '../components/player/positionName.ts';
import { RecordTable } from '../components/player/RecordTable.tsx';
import { pageContext } from '../lib/pageContext.server.ts';
import { loadPlayerRecord } from './giocatori.$slug.bilancio.$id.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { useSite } from '../lib/useSite.ts';

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadPlayerRecord(pageContext(request), params);
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

/** /giocatori/{slug}/bilancio/{id}: the player's record in one competition season (see playerRecord.server.ts). */
export default function PlayerRecordPage() {
  const { player, competitionSeason, goals, teams } = useLoaderData<typeof loader>();
  const { t } = useSite();
  const { competition, season } = competitionSeason;
  return (
    <Container>
      <h1>
        {player.name}: {t.record} {competition.name} {season.name}
      </h1>
      <PlayerTabs slug={player.pallonecomSlug} name={player.name} t={t} />
      {goals && (
        <Card>
          <h2>{t.goals}</h2>
          <Facts>
            <div>
              <dt>{t.goals}</dt>
              <dd>{goals.goals}</dd>
            </div>
            <div>
              <dt>{t.penalties}</dt>
              <dd>{goals.penalties}</dd>
            </div>
            <div>
              <dt>{t.ownGoals}</dt>
              <dd>{goals.ownGoals}</dd>
            </div>
          </Facts>
          <p>
            <small>{t.goalsNote}</small>
          </p>
        </Card>
      )}
      {teams.map((entry) => (
        <Card key={entry.team.id}>
          <h2>
            <Link to={`/squadre/${entry.team.pallonecomSlug}`}>{entry.team.name}</Link>
          </h2>
          {entry.inSquad && (
            <p>
              {t.inSquad}
              {entry.shirtNumber !== null && ` — #${entry.shirtNumber}`}
              {entry.position && ` — ${positionName(entry.position, t)}`}
            </p>
          )}
          <RecordTable record={entry.record} caption={t.teamRecord} t={t} />
          {entry.matches.length > 0 && (
            <>
              <h3>
                <Link
                  to={`/campionato/${competition.pallonecomSlug}/stagione/${season.pallonecomSlug}/calendario`}
                >
                  {t.matches} {competition.name} {season.name}
                </Link>
              </h3>
              <MatchList matches={entry.matches} />
            </>
          )}
        </Card>
      ))}
    </Container>
  );
}
