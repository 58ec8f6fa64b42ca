import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/squadre.$slug';
import { Card, Columns, Container } from '../components/layout/Page.tsx';
import { Tabs } from '../components/layout/Tabs.tsx';
import { MatchList } from '../components/matches/MatchList.tsx';
import { CompetitionMatchLists } from '../components/team/CompetitionMatchLists.tsx';
import { SeasonPicker } from '../components/team/SeasonPicker.tsx';
import { olderSquadText } from '../components/team/olderSquad.ts';
import { SEASON_PARAM } from '../components/team/seasonParam.ts';
import { SquadTable } from '../components/team/SquadTable.tsx';
import { TeamHeading } from '../components/team/TeamHeading.tsx';
import { TeamInfo } from '../components/team/TeamInfo.tsx';
import { pageContext } from '../lib/pageContext.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { loadTeamPage } from './squadre.$slug.server.ts';
import { useSite } from '../lib/useSite.ts';

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadTeamPage(pageContext(request), params, new URL(request.url));
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

/** /squadre/{slug}, /squadre/{slug}/formazione and /squadre/{slug}/calendario (SPEC §2). */
export default function TeamPage() {
  const { team, seasons, season, pickedSeason, view } = useLoaderData<typeof loader>();
  const { t, language } = useSite();
  const olderNote = view.tab !== 'calendario' && view.olderSquad && (
    <p data-part="older-squad">{olderSquadText[language](view.olderSquad)}</p>
  );
  const base = `/squadre/${team.pallonecomSlug}`;
  const keep = pickedSeason ? `?${SEASON_PARAM}=${encodeURIComponent(pickedSeason)}` : '';
  return (
    <Container>
      <TeamHeading team={team} />
      <Tabs
        label={team.name}
        tabs={[
          { to: base, label: t.overview },
          { to: `${base}/formazione${keep}`, label: t.lineup },
          { to: `${base}/calendario${keep}`, label: t.fixtures },
        ]}
      />
      {view.tab === 'overview' ? (
        <>
          <TeamInfo team={team} t={t} />
          <Columns>
            <div>
              {view.next.length > 0 && (
                <Card>
                  <h2>{t.nextMatches}</h2>
                  <MatchList matches={view.next} />
                </Card>
              )}
              {view.last.length > 0 && (
                <Card>
                  <h2>{t.lastResults}</h2>
                  <MatchList matches={view.last} />
                </Card>
              )}
            </div>
            <div>
              {view.competitions.length > 0 && (
                <Card>
                  <h2>
                    {t.competitions} {seasons[0]?.name}
                  </h2>
                  <ul>
                    {view.competitions.map((row) => (
                      <li key={row.id}>
                        <Link
                          to={`/campionato/${row.competition.pallonecomSlug}/stagione/${row.season.pallonecomSlug}/classifica`}
                        >
                          {row.competition.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </Card>
              )}
              {view.squad.length > 0 && (
                <Card>
                  <h2>
                    {t.squad} {view.squadSeason ?? ''}
                  </h2>
                  {olderNote}
                  <SquadTable players={view.squad} t={t} />
                  <Link to={`${base}/formazione`}>{t.lineup}</Link>
                </Card>
              )}
            </div>
          </Columns>
        </>
      ) : (
        <Card>
          <h2>
            {view.tab === 'formazione' ? t.lineup : t.fixtures} {season?.name ?? ''}
          </h2>
          <SeasonPicker
            label={t.season}
            path={`${base}/${view.tab}`}
            param={SEASON_PARAM}
            seasons={seasons}
            current={season?.pallonecomSlug ?? null}
          />
          {view.tab === 'formazione' ? (
            view.squad.length > 0 ? (
              <>
                {olderNote}
                <SquadTable players={view.squad} t={t} />
              </>
            ) : (
              <p>{t.noSquad}</p>
            )
          ) : view.groups.length > 0 ? (
            <CompetitionMatchLists groups={view.groups} />
          ) : (
            <p>{t.noData}</p>
          )}
        </Card>
      )}
    </Container>
  );
}
