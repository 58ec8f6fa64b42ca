import { css } from 'styled-components';

/** A list without bullets or indent: the site's menus and lists of links. */
export const bareList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A bare list of rows with a rule between them (matches, predictions). */
export const ruledRows = css`
  ${bareList}
  li {
    border-bottom: 1px solid var(--site-border);
  }
  li:last-child {
    border-bottom: 0;
  }
`;
