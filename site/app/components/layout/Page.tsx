import type { ReactNode } from 'react';
import { styled } from 'styled-components';

export const Container = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 16px;
  h1 {
    font-size: 26px;
    line-height: 1.2;
    margin: 8px 0 16px;
  }
`;

export const Card = styled.section`
  background: var(--site-bg);
  border: 1px solid var(--site-border);
  border-radius: 8px;
  padding: 12px 16px;
  margin-bottom: 16px;
  h2 {
    font-size: 18px;
    margin: 4px 0 12px;
  }
`;

const Later = styled(Card)`
  content-visibility: auto;
`;

/**
 * A card that on a phone starts below the first screen: the browser skips its style, layout and paint until the
 * reader scrolls near it (`content-visibility: auto`, decision 070), so the page's first layout does not pay for it.
 * `height` is its content's height on a phone (px, without the card's padding), held until the card is first drawn
 * (then the browser keeps the real one): the page's length and scroll bar stay right, and nothing below moves when
 * it is drawn.
 */
export function LaterCard({ height, children }: { height: number; children: ReactNode }) {
  return <Later style={{ containIntrinsicBlockSize: `auto ${height}px` }}>{children}</Later>;
}

export const Columns = styled.div`
  display: grid;
  gap: 16px;
  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

/** A page body with its one h1. */
export function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container>
      <h1>{title}</h1>
      {children}
    </Container>
  );
}
