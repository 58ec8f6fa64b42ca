import { styled } from 'styled-components';
import { NEWS_STATUS_LABELS, type NewsStatus } from './newsTypes.ts';

/** Text and background of each status, all above 4.5:1. */
const COLOURS: Record<NewsStatus, { color: string; background: string }> = {
  draft: { color: '#3d3d3d', background: '#ececec' },
  scheduled: { color: '#6b3f00', background: '#fdebc8' },
  published: { color: '#0b5a2a', background: '#d7f2e0' },
};

/** A news item's status in the back-office lists: Bozza, Programmato or Pubblicato. */
export function StatusBadge({ status }: { status: NewsStatus }) {
  return <Badge $status={status}>{NEWS_STATUS_LABELS[status]}</Badge>;
}

const Badge = styled.span<{ $status: NewsStatus }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 10px;
  font-size: 0.8rem;
  font-weight: 600;
  white-space: nowrap;
  color: ${({ $status }) => COLOURS[$status].color};
  background: ${({ $status }) => COLOURS[$status].background};
`;
