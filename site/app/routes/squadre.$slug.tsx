import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/squadre.$slug';
import { Card, Columns, Container } from '../components/layout/Page.tsx';
import { MatchList } from '../components/matches/MatchList.tsx';
import { pageContext } from '../lib/pageContext.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { loadTeamPage } from '../lib/teamPage.server.ts';
import { useSite } from '../lib/useSite.ts';

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadTeamPage(pageContext(request), params.slug);
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function TeamPage() {
  const { team, next, last, squad } = useLoaderData<typeof loader>();
  const { t } = useSite();
  return (
    <Container>
      <h1>{team.name}</h1>
      <Card>
        <dl>
          {team.country && (
            <>
              <dt>{t.country}</dt>
              <dd>{team.country.name}</dd>
            </>
          )}
          {team.city && (
            <>
              <dt>City</dt>
              <dd>{team.city}</dd>
            </>
          )}
          {team.stadium && (
            <>
              <dt>{t.stadium}</dt>
              <dd>{team.stadium}</dd>
            </>
          )}
          {team.founded && (
            <>
              <dt>{t.founded}</dt>
              <dd>{team.founded}</dd>
            </>
          )}
        </dl>
      </Card>
      <Columns>
        <div>
          <Card>
            <h2>{t.nextMatches}</h2>
            {next.length > 0 ? <MatchList matches={next} /> : <p>{t.noData}</p>}
          </Card>
          <Card>
            <h2>{t.lastResults}</h2>
            {last.length > 0 ? <MatchList matches={last} /> : <p>{t.noData}</p>}
          </Card>
        </div>
        <Card>
          <h2>{t.squad}</h2>
          {squad.length > 0 ? (
            <table>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{t.players}</th>
                  <th scope="col">{t.position}</th>
                </tr>
              </thead>
              <tbody>
                {squad.map((player) => (
                  <tr key={player.id}>
                    <td>{player.shirtNumber ?? ''}</td>
                    <td>
                      <Link to={`/giocatori/${player.pallonecomSlug}`}>{player.name}</Link>
                    </td>
                    <td>{player.position ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>{t.noData}</p>
          )}
        </Card>
      </Columns>
    </Container>
  );
}
