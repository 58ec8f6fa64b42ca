import { styled } from 'styled-components';
import { visuallyHidden } from '../states/visuallyHidden.ts';

/** One timeline row: the minute in the middle, the event on its team's side; one column on narrow widgets. */
export const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 64px minmax(0, 1fr);
  align-items: center;
  padding: 6px 12px;
  @container pallone-timeline (max-width: 479px) {
    grid-template-columns: 56px minmax(0, 1fr);
  }
`;

export const Minute = styled.span`
  grid-column: 2;
  grid-row: 1;
  text-align: center;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: var(--p-muted);
  @container pallone-timeline (max-width: 479px) {
    grid-column: 1;
    text-align: start;
  }
`;

export const Body = styled.span`
  grid-row: 1;
  display: flex;
  align-items: center;
  gap: 6px;
  flex-wrap: wrap;
  min-width: 0;
  li[data-side='home'] > & {
    grid-column: 1;
    flex-direction: row-reverse;
    text-align: end;
  }
  li[data-side='away'] > &,
  li[data-side='none'] > & {
    grid-column: 3;
  }
  @container pallone-timeline (max-width: 479px) {
    li[data-side] > & {
      grid-column: 2;
      flex-direction: row;
      text-align: start;
    }
  }
`;

export const Player = styled.span`
  overflow-wrap: anywhere;
  a {
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

export const TeamMarker = styled.span`
  ${visuallyHidden}
  @container pallone-timeline (max-width: 479px) {
    position: static;
    width: auto;
    height: auto;
    margin: 0 0 0 auto;
    padding: 0 6px;
    clip: auto;
    overflow: visible;
    font-size: 11px;
    color: var(--p-muted);
    border: 1px solid var(--p-border);
    border-radius: 4px;
  }
`;
