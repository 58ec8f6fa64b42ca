/**
 * The marks of a match being played, shared by the widgets: the red "Live" badge, the outlined "Replay" badge
 * (a real match replayed through the live feed is never shown as live) and the running clock, red and pulsing.
 */
import { css, keyframes, styled } from 'styled-components';

const badge = css`
  align-self: flex-start;
  padding: 0 6px;
  border-radius: 4px;
  font-size: 11px;
  font-weight: 700;
  line-height: 16px;
  text-transform: uppercase;
  white-space: nowrap;
`;

export const LiveBadge = styled.span`
  ${badge}
  color: #fff;
  background: var(--p-live);
`;

export const ReplayBadge = styled.span`
  ${badge}
  color: var(--p-text);
  border: 1px solid var(--p-muted);
  line-height: 14px;
`;

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.35; }
`;

/** The live minute ("67'", "Intervallo"): red; a minute of play pulses, unless the visitor asks for less motion. */
export const LiveClock = styled.span`
  color: var(--p-live);
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  @media (prefers-reduced-motion: no-preference) {
    &[data-running] {
      animation: ${pulse} 2s ease-in-out infinite;
    }
  }
`;
