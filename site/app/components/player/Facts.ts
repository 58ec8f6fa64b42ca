import { styled } from 'styled-components';

/** A definition list of facts as label/value rows (profile, totals, goals). */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0;
  div {
    display: contents;
  }
  dt {
    color: var(--site-muted);
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

/**
 * The box a FigureTable sits in: wider than a phone, the table scrolls inside it, never the page (issue #15 point 4).
 * Render it as a named, focusable region (`role="region" aria-label tabIndex={0}`) so a keyboard can scroll it.
 */
export const FigureScroller = styled.div`
  overflow-x: auto;
  max-width: 100%;
  margin-bottom: 12px;
  &:focus-visible {
    outline: 2px solid var(--site-brand);
    outline-offset: 2px;
  }
  table {
    margin-bottom: 0;
  }
  th {
    white-space: nowrap;
  }
`;

/** A compact table of figures: full width, numbers centred. */
export const FigureTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: 12px;
  caption {
    text-align: left;
    font-weight: 700;
    padding: 4px 0;
  }
  th,
  td {
    padding: 6px 4px;
    border-bottom: 1px solid var(--site-border);
    text-align: center;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
`;
