import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/scommesse.quote-pronostici.detail';
import { Container } from '../components/layout/Page.tsx';
import { PredictionCard } from '../components/matches/PredictionCard.tsx';
import { Article } from '../components/news/Article.tsx';
import { newsArticleJsonLd } from '../lib/newsArticleJsonLd.ts';
import { orNotFound } from '../lib/notFound.server.ts';
import { pageContext } from '../lib/pageContext.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { useSite } from '../lib/useSite.ts';

/** /scommesse/quote-pronostici/{competitionSlug}/{slug}: the model's prediction article for a match. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = pageContext(request);
  const article = await orNotFound(
    page.client.getPredictionArticle(params.slug, { competitionSlug: params.competitionSlug }),
  );
  const competitionPath = `/scommesse/quote-pronostici/${article.competition.pallonecomSlug}`;
  const path = `${competitionPath}/${article.pallonecomSlug}`;
  const { match } = article;
  const home = match.homeTeam?.name ?? match.homeName;
  const away = match.awayTeam?.name ?? match.awayName;
  return {
    article,
    seo: page.seo({
      title: article.title,
      description: article.description ?? article.title,
      path,
      type: 'article',
      keywords: article.keywords ?? [],
      moreKeywords: [
        `${page.words.predictions} ${home} ${away}`,
        home,
        away,
        article.competition.name,
        page.words.predictions,
        page.words.odds,
      ],
      jsonLd: [newsArticleJsonLd(article, page.absolute(path))],
      trail: [
        [page.t.predictions, '/pronostici'],
        [article.competition.name, competitionPath],
        [article.title, path],
      ],
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function PredictionDetailPage() {
  const { article } = useLoaderData<typeof loader>();
  const { t } = useSite();
  const { match } = article;
  return (
    <Container>
      <Article article={article} />
      <PredictionCard prediction={article.prediction} home={match.homeName} away={match.awayName} />
      <p>
        <Link to={`/partite/${match.pallonecomSlug}`}>{`${match.homeName} – ${match.awayName}`}</Link>
        {' · '}
        <Link to={`/scommesse/quote-pronostici/${article.competition.pallonecomSlug}`}>
          {`${t.predictions}: ${article.competition.name}`}
        </Link>
      </p>
    </Container>
  );
}
