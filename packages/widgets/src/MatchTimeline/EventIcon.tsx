import { styled } from 'styled-components';
import type { TimelineEvent } from '@pallone/core';
import type { IconKind } from './matchTimelineMessages.ts';

const Icon = styled.span`
  display: inline-flex;
  flex: none;
  width: 18px;
  height: 18px;
  svg {
    width: 100%;
    height: 100%;
  }
`;

export function iconKind(event: Pick<TimelineEvent, 'type' | 'card'>): IconKind {
  return event.type === 'card' ? (event.card ?? 'yellow') : event.type;
}

function Shape({ kind }: { kind: IconKind }) {
  switch (kind) {
    case 'goal':
    case 'own-goal':
      return (
        <>
          <circle
            cx="9"
            cy="9"
            r="7.5"
            fill="#fff"
            stroke={kind === 'goal' ? '#14181f' : '#c62828'}
            strokeWidth="1.5"
          />
          <path d="M9 5.5l3 2.2-1.1 3.6H7.1L6 7.7z" fill={kind === 'goal' ? '#14181f' : '#c62828'} />
        </>
      );
    case 'yellow':
      return <rect x="5" y="2" width="9" height="14" rx="1.5" fill="#f5c518" />;
    case 'red':
      return <rect x="5" y="2" width="9" height="14" rx="1.5" fill="#d32f2f" />;
    case 'yellow-red':
      return (
        <>
          <rect x="3" y="2" width="8" height="13" rx="1.5" fill="#f5c518" />
          <rect x="7" y="4" width="8" height="13" rx="1.5" fill="#d32f2f" />
        </>
      );
    case 'substitute-in':
      return <path d="M9 2l6 7h-4v7H7V9H3z" fill="#1b8a3a" />;
    case 'substitute-out':
      return <path d="M9 16l6-7h-4V2H7v7H3z" fill="#c62828" />;
  }
}

/** An event's icon, with its text alternative ("Gol", "Ammonizione"…). */
export function EventIcon({ kind, label }: { kind: IconKind; label: string }) {
  return (
    <Icon role="img" aria-label={label}>
      <svg viewBox="0 0 18 18" aria-hidden="true" focusable="false">
        <Shape kind={kind} />
      </svg>
    </Icon>
  );
}
