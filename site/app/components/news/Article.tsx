import { Link } from 'react-router';
import { styled } from 'styled-components';
import { formatMatchDate } from '@pallone/core';
import type { StoredImage } from './newsImage.ts';
import { useSite } from '../../lib/useSite.ts';
import { GamblingNotice } from '../layout/GamblingNotice.tsx';
import { NewsBanner } from './NewsBanner.tsx';
import { ImageCaption } from './ImageCaption.tsx';

const Body = styled.div`
  font-size: 17px;
  line-height: 1.65;
  img {
    display: block;
    max-width: 100%;
    height: auto;
    margin: 12px 0;
    border-radius: 4px;
  }
  table {
    border-collapse: collapse;
    margin: 12px 0;
  }
  th,
  td {
    border: 1px solid var(--site-border);
    padding: 4px 8px;
    text-align: left;
  }
`;

/**
 * What the article layout shows. A news article (`NewsDetail`), a guide (`GuideDetail`) and a prediction article
 * (`PredictionArticle`) all render through it, so this names the fields it reads, which each of the three has.
 */
export interface ArticleView {
  title: string;
  image: StoredImage | null | undefined;
  publishedAt: string;
  author: { name: string; pallonecomSlug?: string } | null | undefined;
  articleSection?: string | null;
  description?: string | null;
  body?: string | null;
  category?: string | null;
}

/** An article; the body HTML was sanitized by the API when it was saved. */
export function Article({ article }: { article: ArticleView }) {
  const { t } = useSite();
  return (
    <article>
      <NewsBanner image={article.image} title={article.title} />
      <ImageCaption image={article.image} />
      <h1>{article.title}</h1>
      <p>
        <time dateTime={article.publishedAt}>{formatMatchDate(article.publishedAt)}</time>
        {article.author && (
          <>
            {` · ${t.by} `}
            {article.author.pallonecomSlug ? (
              <Link to={`/autori/${article.author.pallonecomSlug}`} rel="author">
                {article.author.name}
              </Link>
            ) : (
              article.author.name
            )}
          </>
        )}
        {article.articleSection ? ` · ${article.articleSection}` : ''}
      </p>
      {article.description && (
        <p>
          <strong>{article.description}</strong>
        </p>
      )}
      <Body dangerouslySetInnerHTML={{ __html: article.body ?? '' }} />
      {article.category === 'pronostici-scommesse' && <GamblingNotice />}
    </article>
  );
}
