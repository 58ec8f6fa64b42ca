import { Link, useLoaderData } from 'react-router';
import { Standings } from '@pallone/widgets';
import { phaseName } from '@pallone/core';
import type { Route } from './+types/campionato.$slug';
import { Card, Container } from '../components/layout/Page.tsx';
import { Tabs } from '../components/layout/Tabs.tsx';
import { MatchList } from '../components/matches/MatchList.tsx';
import { CompetitionTeams } from '../components/team/CompetitionTeams.tsx';
import { loadCompetitionPage } from '../lib/competitionPage.server.ts';
import { pageContext } from '../lib/pageContext.server.ts';
import { seoMeta, seoWords } from '../lib/seo.ts';
import { useSite } from '../lib/useSite.ts';

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadCompetitionPage(pageContext(request), params);
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const w = seoWords(loaderData?.seo);
  const name = loaderData?.competition.name;
  return seoMeta(loaderData?.seo, [
    name,
    name && `${name} ${loaderData?.competitionSeason.season.name}`,
    loaderData?.competition.country?.name,
    w.standings,
    w.fixtures,
    w.results,
    name && `${w.predictions} ${name}`,
  ]);
};

export default function CompetitionPage() {
  const page = useLoaderData<typeof loader>();
  const { t, language } = useSite();
  const { competition, competitionSeason, tab } = page;
  const base = page.seasonSlug
    ? `/campionato/${competition.pallonecomSlug}/stagione/${page.seasonSlug}`
    : `/campionato/${competition.pallonecomSlug}`;
  // SPEC §2's gruppo/{group}: the group's Italian slug (`campionato`, `girone-a`); the loader also accepts its id.
  const shownGroup =
    competitionSeason.groups.find((group) => group.id === page.groupId) ?? competitionSeason.groups[0];
  const turnBase = `/campionato/${competition.pallonecomSlug}/stagione/${competitionSeason.season.pallonecomSlug}/gruppo/${shownGroup?.pallonecomSlug ?? shownGroup?.id ?? 0}/giornata`;
  const shownTurn = competitionSeason.turns.find((turn) => turn.id === page.shownTurnId);
  return (
    <Container>
      <h1>
        {competition.name} {competitionSeason.season.name}
      </h1>
      <Tabs
        label={competition.name}
        tabs={[
          { to: `${base}/classifica`, label: t.standings, active: tab === 'classifica' },
          { to: `${base}/calendario`, label: t.fixtures, active: tab === 'calendario' },
          { to: `${base}/formazione`, label: t.teams, active: tab === 'formazione' },
          // SPEC §2's betting tab of the competition.
          { to: `/scommesse/quote-pronostici/${competition.pallonecomSlug}`, label: t.predictions },
        ]}
      />
      {tab === 'classifica' ? (
        <Card>
          <Standings
            competitionId={competition.id}
            {...(page.seasonId !== undefined ? { seasonId: page.seasonId } : {})}
            {...(page.groupId !== undefined ? { groupId: page.groupId } : {})}
            {...(page.turnId !== undefined ? { turnId: page.turnId } : {})}
          />
        </Card>
      ) : tab === 'formazione' ? (
        <Card>
          <h2>{t.teams}</h2>
          <CompetitionTeams teams={page.teams} season={competitionSeason.season.pallonecomSlug} />
        </Card>
      ) : (
        <Card>
          <h2>{shownTurn ? phaseName(shownTurn.name, language) : t.fixtures}</h2>
          <MatchList matches={page.matches} />
          <nav aria-label={t.turn}>
            <p>
              {competitionSeason.turns.map((turn) => (
                <span key={turn.id}>
                  <Link
                    to={`${turnBase}/${turn.number}/calendario`}
                    aria-current={turn.id === page.shownTurnId ? 'page' : undefined}
                  >
                    {turn.number}
                  </Link>{' '}
                </span>
              ))}
            </p>
          </nav>
        </Card>
      )}
    </Container>
  );
}
