import { styled } from 'styled-components';
import { NEWS_STATUS_LABELS, type NewsStatus } from './newsTypes.ts';

/** A news item's status in the back-office lists: Bozza, Programmato or Pubblicato. */
export function StatusBadge({ status }: { status: NewsStatus }) {
  return <Badge data-status={status}>{NEWS_STATUS_LABELS[status]}</Badge>;
}

/** Static styles, one colour pair per status (text on background above 4.5:1). */
const Badge = styled.span`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 10px;
  font-size: 0.8rem;
  font-weight: 600;
  white-space: nowrap;
  color: #3d3d3d;
  background: #ececec;
  &[data-status='scheduled'] {
    color: #6b3f00;
    background: #fdebc8;
  }
  &[data-status='published'] {
    color: #0b5a2a;
    background: #d7f2e0;
  }
`;
