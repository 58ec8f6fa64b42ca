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
