import { styled } from 'styled-components';
import { LiveBadge } from '../live/liveMarks.ts';
import type { StandingsMessages } from './standingsMessages.ts';

const Note = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  padding: 6px 12px;
  font-size: 12px;
  color: var(--p-muted);
`;

/** Above a live table: the "Live" badge and that the table is provisional while matches are being played. */
export function ProvisionalNote({ text }: { text: StandingsMessages }) {
  return (
    <Note>
      <LiveBadge>{text.live}</LiveBadge>
      <span>{text.provisional}</span>
    </Note>
  );
}
