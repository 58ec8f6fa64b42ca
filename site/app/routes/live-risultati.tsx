import { Link, useLoaderData, useNavigate } from 'react-router';
import { styled } from 'styled-components';
import { LiveScores } from '@pallone/widgets';
import { getDaysWithMatchesAround, homeLiveMatchesQuery, matchesQuery } from '@pallone/core';
import type { Route } from './+types/live-risultati';
import { Card, Container } from '../components/layout/Page.tsx';
import { pageContext } from '../lib/pageContext.server.ts';
import { romeToday } from '../lib/romeToday.ts';
import { seoMeta } from '../lib/seo.ts';
import { useSite } from '../lib/useSite.ts';

const NearestDays = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px 16px;
  padding: 12px;
`;

/** `YYYY-MM-DD` as DD/MM/YYYY (SPEC §9). */
const shownDay = (day: string) => day.split('-').reverse().join('/');
const dayPath = (day: string) => `/live-risultati?date=${day}`;

/**
 * /live-risultati (?date=YYYY-MM-DD): a Rome day's matches, live ones merged in today. The day buttons put the day in
 * the address, so a reload or a shared link keeps it; a day without matches links to the nearest days with matches,
 * before and after it.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const page = pageContext(request);
  const asked = new URL(request.url).searchParams.get('date');
  const today = romeToday();
  const day = asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : today;
  const [dayMatches] = await Promise.all([
    page.queryClient.fetchQuery(matchesQuery(page.client, { date: day, pageSize: 100 })).catch(() => null),
    day === today ? page.queryClient.prefetchQuery(homeLiveMatchesQuery(page.client)) : undefined,
  ]);
  const nearest =
    dayMatches?.items.length === 0
      ? await getDaysWithMatchesAround(page.client, day).catch(() => null)
      : null;
  return {
    day,
    nearest,
    dehydrated: page.dehydrated(),
    seo: page.seo({
      title: page.t.liveResults,
      description: page.t.homeDescription,
      path: '/live-risultati',
      moreKeywords: [page.words.liveScores, page.words.results, 'live'],
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function LiveResultsPage() {
  const { day, nearest } = useLoaderData<typeof loader>();
  const { t } = useSite();
  const navigate = useNavigate();
  return (
    <Container>
      <h1>{t.liveResults}</h1>
      <Card>
        <LiveScores
          date={day}
          onDateChange={(next) => navigate(dayPath(next), { preventScrollReset: true })}
        />
        {nearest && (nearest.previous || nearest.next) && (
          <NearestDays>
            {nearest.previous ? (
              <Link
                to={dayPath(nearest.previous)}
              >{`‹ ${t.previousMatchDay}: ${shownDay(nearest.previous)}`}</Link>
            ) : (
              <span />
            )}
            {nearest.next && (
              <Link to={dayPath(nearest.next)}>{`${t.nextMatchDay}: ${shownDay(nearest.next)} ›`}</Link>
            )}
          </NearestDays>
        )}
      </Card>
    </Container>
  );
}
