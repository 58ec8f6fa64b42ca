import { useLoaderData } from 'react-router';
import { LiveScores } from '@pallone/widgets';
import { homeLiveMatchesQuery, matchesQuery } from '@pallone/core';
import type { Route } from './+types/live-risultati';
import { Card, Container } from '../components/layout/Page.tsx';
import { pageContext } from '../lib/pageContext.server.ts';
import { romeToday } from '../lib/romeToday.ts';
import { seoMeta, seoWords } from '../lib/seo.ts';
import { useSite } from '../lib/useSite.ts';

/** /live-risultati (?date=YYYY-MM-DD): a Rome day's matches, live ones merged in today; the widget's day picker moves on. */
export async function loader({ request }: Route.LoaderArgs) {
  const page = pageContext(request);
  const asked = new URL(request.url).searchParams.get('date');
  const today = romeToday();
  const day = asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : today;
  await Promise.all([
    page.queryClient.prefetchQuery(matchesQuery(page.client, { date: day, pageSize: 100 })),
    day === today ? page.queryClient.prefetchQuery(homeLiveMatchesQuery(page.client)) : undefined,
  ]);
  return {
    day,
    dehydrated: page.dehydrated(),
    seo: {
      title: page.t.liveResults,
      description: page.t.homeDescription,
      host: page.host,
      url: page.absolute('/live-risultati'),
      language: page.language,
    },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const w = seoWords(loaderData?.seo);
  return seoMeta(loaderData?.seo, [w.liveScores, w.results, 'live']);
};

export default function LiveResultsPage() {
  const { day } = useLoaderData<typeof loader>();
  const { t } = useSite();
  return (
    <Container>
      <h1>{t.liveResults}</h1>
      <Card>
        <LiveScores date={day} />
      </Card>
    </Container>
  );
}
