import { Link, useLoaderData } from 'react-router';
import { formatMatchDate } from '@pallone/core';
import type { Route } from './+types/scommesse.guide';
import { Article } from '../components/news/Article.tsx';
import { GamblingNotice } from '../components/layout/GamblingNotice.tsx';
import { Card, Container } from '../components/layout/Page.tsx';
import { Pager } from '../components/news/Pager.tsx';
import { notFound, orNotFound, pageNumberParam } from '../lib/notFound.server.ts';
import { pageContext } from '../lib/pageContext.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { useSite } from '../lib/useSite.ts';

const PAGE_SIZE = 12;

/** /scommesse/guide, /scommesse/guide/{page} and /scommesse/guide/{slug} (SPEC §2). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = pageContext(request);
  const param = params.param;
  const guides = [page.t.guides, '/scommesse/guide'] as const;
  const bettingWords = [page.words.betting, page.words.odds, page.words.bettingTips];
  if (param !== undefined && !/^\d+$/.test(param)) {
    const guide = await orNotFound(page.client.getGuideBySlug(param));
    const path = `/scommesse/guide/${guide.pallonecomSlug}`;
    return {
      kind: 'guide' as const,
      guide,
      seo: page.seo({
        title: guide.title,
        description: guide.description ?? guide.title,
        path,
        type: 'article',
        trail: [guides, [guide.title, path]],
        moreKeywords: [guide.title, ...bettingWords],
      }),
    };
  }
  const pageNumber = pageNumberParam(param);
  const list = await orNotFound(page.client.getGuidesPage({ page: pageNumber, pageSize: PAGE_SIZE }));
  const pages = Math.max(1, Math.ceil((list.total ?? list.items.length) / PAGE_SIZE));
  if (pageNumber > pages) notFound();
  return {
    kind: 'list' as const,
    items: list.items,
    pageNumber,
    pages,
    seo: page.seo({
      title: page.t.guides,
      description: page.t.guides,
      path: pageNumber === 1 ? '/scommesse/guide' : `/scommesse/guide/${pageNumber}`,
      trail: [guides],
      moreKeywords: bettingWords,
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function GuidesPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useSite();
  if (data.kind === 'guide') {
    return (
      <Container>
        <Card>
          <Article article={data.guide} />
        </Card>
        <GamblingNotice />
      </Container>
    );
  }
  return (
    <Container>
      <h1>{t.guides}</h1>
      <GamblingNotice />
      <Card>
        <ul>
          {data.items.map((guide) => (
            <li key={guide.id}>
              <Link to={`/scommesse/guide/${guide.pallonecomSlug}`}>{guide.title}</Link> —{' '}
              {formatMatchDate(guide.publishedAt)}
              {guide.description ? <p>{guide.description}</p> : null}
            </li>
          ))}
        </ul>
        <Pager base="/scommesse/guide" page={data.pageNumber} pages={data.pages} />
      </Card>
    </Container>
  );
}
