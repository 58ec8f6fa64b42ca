import { keyframes, styled } from 'styled-components';
import { isLiveStatus, isRunningMinute, liveMinuteText, type Match } from '@pallone/core';
import { useSite } from '../../lib/useSite.ts';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.35; }
`;

const Marks = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 6px;
  font-size: 12px;
  [data-mark] {
    padding: 0 6px;
    border-radius: 4px;
    font-size: 11px;
    font-weight: 700;
    line-height: 16px;
    text-transform: uppercase;
  }
  [data-mark='live'] {
    color: #fff;
    background: var(--site-live);
  }
  [data-mark='replay'] {
    color: var(--site-text);
    border: 1px solid var(--site-muted);
    line-height: 14px;
  }
  [data-clock] {
    color: var(--site-live);
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  @media (prefers-reduced-motion: no-preference) {
    [data-clock='running'] {
      animation: ${pulse} 2s ease-in-out infinite;
    }
  }
`;

/**
 * A match being played: "Live" and its running minute ("67'", "Intervallo"), red, a minute of play pulsing. A
 * replay of a real match (npm run replay) says "Replay" instead of "Live", whatever its status. Nothing otherwise.
 */
export function LiveStatus({ match }: { match: Pick<Match, 'status' | 'minute' | 'isReplay'> }) {
  const { t } = useSite();
  const live = isLiveStatus(match.status);
  if (!live && !match.isReplay) return null;
  const minute =
    live && match.minute !== null
      ? liveMinuteText(match.minute, { halfTime: t.halfTime, breakTime: t.breakTime, penalties: t.shootout })
      : null;
  return (
    <Marks>
      {match.isReplay ? (
        <span data-mark="replay">{t.replay}</span>
      ) : (
        <span data-mark="live">{t.liveBadge}</span>
      )}{' '}
      {minute && <span data-clock={isRunningMinute(match.minute) ? 'running' : 'still'}>{minute}</span>}
    </Marks>
  );
}
