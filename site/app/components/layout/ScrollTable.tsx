import type { ReactNode } from 'react';
import { styled } from 'styled-components';

// Numbers and dates stay on one line; names and text wrap between words, never inside one.
// A column of names keeps a readable width; the table scrolls rather than stacking one word a line.
const Scroller = styled.div`
  overflow-x: auto;
  max-width: 100%;
  &:focus-visible {
    outline: 2px solid var(--site-brand);
    outline-offset: 2px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: 8px 6px;
    border-bottom: 1px solid var(--site-border);
    text-align: left;
    vertical-align: baseline;
  }
  thead th {
    font-size: 13px;
    color: var(--site-muted);
    white-space: nowrap;
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
  td[data-kind='number'],
  th[data-kind='number'] {
    text-align: right;
    white-space: nowrap;
  }
  td[data-kind='names'] {
    min-width: 11rem;
  }
  td[data-kind='date'] {
    white-space: nowrap;
    color: var(--site-muted);
    font-size: 13px;
  }
`;

/**
 * A table wider than a phone scrolls inside its own box, never the page (issue #15, point 4). The box is a named,
 * focusable region so a keyboard can scroll it too (WCAG 2.1.1).
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Scroller role="region" aria-label={label} tabIndex={0}>
      {children}
    </Scroller>
  );
}
