import { Link, useLoaderData } from 'react-router';
import { formatMatchDate } from '@pallone/core';
import type { Route } from './+types/scommesse.quote-pronostici';
import { GamblingNotice } from '../components/layout/GamblingNotice.tsx';
import { Card, Container } from '../components/layout/Page.tsx';
import { ScrollTable } from '../components/layout/ScrollTable.tsx';
import { orNotFound } from '../lib/notFound.server.ts';
import { pageContext } from '../lib/pageContext.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { useSite } from '../lib/useSite.ts';
import { predictionTipLabel } from '../lib/predictionTip.ts';
import { predictionArticleSlug } from '../lib/predictionArticleSlug.ts';

const PAGE_SIZE = 30;
const pct = (value: number) => `${Math.round(value * 100)}%`;

/** /scommesse/quote-pronostici/{slug}: the betting tab, a competition's matches with the model's predictions. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = pageContext(request);
  const competition = await orNotFound(page.client.getCompetitionBySlug(params.slug));
  const list = await page.client.getPredictionsPage({
    page: 1,
    pageSize: PAGE_SIZE,
    competitionId: competition.id,
  });
  const path = `/scommesse/quote-pronostici/${competition.pallonecomSlug}`;
  const title = `${page.t.predictions}: ${competition.name}`;
  return {
    competition,
    items: list.items,
    seo: page.seo({
      title,
      description: `${title} — 1X2, Over 2.5, ${page.t.bothTeamsToScore}.`,
      path,
      trail: [
        [page.t.predictions, '/pronostici'],
        [competition.name, path],
      ],
      moreKeywords: [
        competition.name && `${page.words.predictions} ${competition.name}`,
        competition.name,
        page.words.odds,
        page.words.betting,
        '1X2',
      ],
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function BettingTabPage() {
  const { competition, items } = useLoaderData<typeof loader>();
  const { t, language } = useSite();
  const base = `/scommesse/quote-pronostici/${competition.pallonecomSlug}`;
  return (
    <Container>
      <h1>{`${t.predictions}: ${competition.name}`}</h1>
      <p>
        <Link to={`/campionato/${competition.pallonecomSlug}`}>{competition.name}</Link>
      </p>
      <GamblingNotice />
      <Card>
        {items.length === 0 ? (
          <p>{t.noData}</p>
        ) : (
          <ScrollTable label={t.predictions}>
            <table>
              <caption className="visually-hidden">{t.predictions}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.date}</th>
                  <th scope="col">{t.prediction}</th>
                  <th scope="col" data-kind="number">
                    1
                  </th>
                  <th scope="col" data-kind="number">
                    X
                  </th>
                  <th scope="col" data-kind="number">
                    2
                  </th>
                  <th scope="col">{t.readMore}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((match) => (
                  <tr key={match.id}>
                    <td data-kind="date">{formatMatchDate(match.date)}</td>
                    <td data-kind="names">
                      <Link
                        to={`/partite/${match.pallonecomSlug}`}
                      >{`${match.homeName} – ${match.awayName}`}</Link>
                      {match.predictions ? ` · ${predictionTipLabel(match.predictions.tip, t)}` : ''}
                    </td>
                    <td data-kind="number">
                      {match.predictions ? pct(match.predictions.probabilities.home) : ''}
                    </td>
                    <td data-kind="number">
                      {match.predictions ? pct(match.predictions.probabilities.draw) : ''}
                    </td>
                    <td data-kind="number">
                      {match.predictions ? pct(match.predictions.probabilities.away) : ''}
                    </td>
                    <td>
                      <Link to={`${base}/${predictionArticleSlug(match.pallonecomSlug, language)}`}>
                        {t.prediction}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        )}
      </Card>
    </Container>
  );
}
