import { Link } from 'react-router';
import { styled } from 'styled-components';
import { formatMatchDate } from '@pallone/core';
import type { NewsSummary } from '../../lib/content.ts';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 10px 0;
    border-bottom: 1px solid var(--site-border);
  }
  li:last-child {
    border-bottom: 0;
  }
  a {
    font-weight: 600;
    color: var(--site-text);
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  p {
    margin: 4px 0 0;
    color: var(--site-muted);
    font-size: 14px;
  }
  time {
    font-size: 13px;
    color: var(--site-muted);
  }
`;

/** Article titles linking to /news/{slug}, with date (DD/MM/YYYY, Rome) and description. */
export function NewsList({ items }: { items: readonly NewsSummary[] }) {
  return (
    <List>
      {items.map((news) => (
        <li key={news.id}>
          <Link to={`/news/${news.pallonecomSlug}`}>{news.title}</Link>
          <div>
            <time dateTime={news.publishedAt}>{formatMatchDate(news.publishedAt)}</time>
          </div>
          {news.description && <p>{news.description}</p>}
        </li>
      ))}
    </List>
  );
}
