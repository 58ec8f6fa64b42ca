import { Link } from 'react-router';
import { styled } from 'styled-components';
import { formatMatchDate } from '@pallone/core';
import type { NewsSummary } from '../../lib/content.ts';
import { imageUrlFor, type StoredImage } from './newsImage.ts';

/** A list thumbnail's box (16:9); the 320 px file covers it on 2x screens too. */
const THUMB_WIDTH = 128;
const THUMB_HEIGHT = 72;
const THUMB_FILE_WIDTH = 320;

const Thumb = styled.img`
  display: block;
  width: ${THUMB_WIDTH}px;
  height: ${THUMB_HEIGHT}px;
  object-fit: cover;
  border-radius: 4px;
  background: var(--site-surface);
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 10px 0;
    border-bottom: 1px solid var(--site-border);
  }
  li.with-thumb {
    display: grid;
    grid-template-columns: ${THUMB_WIDTH}px minmax(0, 1fr);
    gap: 12px;
    align-items: start;
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

/** The article's uploaded image at thumbnail size, lazy (lists sit below the fold); decorative beside its title. */
function Thumbnail({ image }: { image: StoredImage }) {
  return (
    <Thumb
      src={imageUrlFor(image, THUMB_FILE_WIDTH)}
      width={THUMB_WIDTH}
      height={THUMB_HEIGHT}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}

function Summary({ news }: { news: NewsSummary }) {
  return (
    <>
      <Link to={`/news/${news.pallonecomSlug}`}>{news.title}</Link>
      <div>
        <time dateTime={news.publishedAt}>{formatMatchDate(news.publishedAt)}</time>
      </div>
      {news.description && <p>{news.description}</p>}
    </>
  );
}

/**
 * Article titles linking to /news/{slug}, with date (DD/MM/YYYY, Rome) and description; an article with an
 * uploaded image shows its 320 px file as a thumbnail (the default banner is kept for the article page).
 */
export function NewsList({ items }: { items: readonly NewsSummary[] }) {
  return (
    <List>
      {items.map((news) =>
        news.image ? (
          <li key={news.id} className="with-thumb">
            <Thumbnail image={news.image} />
            <div>
              <Summary news={news} />
            </div>
          </li>
        ) : (
          <li key={news.id}>
            <Summary news={news} />
          </li>
        ),
      )}
    </List>
  );
}
