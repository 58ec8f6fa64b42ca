/** One line per replayed event for the terminal: `  90+3'  goal  Can (Germany)`, `── half time ──`. */
import type { TimelineStep } from './buildTimeline.ts';

const STATUS_TEXT: Record<string, string> = {
  notStarted: 'replay starts (the match shows as a Replay)',
  inPlay1H: 'kick-off',
  halfTime: 'half time',
  inPlay2H: 'second half',
  breakTime: 'break',
  inPlay1EH: 'extra time, first half',
  inPlay2EH: 'extra time, second half',
  inPlayP: 'penalty shoot-out',
  ended: 'final whistle',
};

export function describeStep(step: TimelineStep, teamName: (teamId: number) => string): string {
  const { event } = step;
  if (event.type === 'status') return `── ${STATUS_TEXT[event.status] ?? event.status} ──`;
  if (event.type === 'shootout') return `  ${event.scored ? 'scored' : 'missed'}  ${event.playerName}`;
  if (event.type === 'cancel') return `  cancel ${event.eventId}`;
  const minute = `${event.minute}${event.stoppage ? `+${event.stoppage}` : ''}'`;
  const kind = `${event.subtype}${event.penalty ? ' (pen.)' : ''}`;
  return `  ${minute.padEnd(7)}${kind.padEnd(16)}${event.playerName} (${teamName(event.teamId)})`;
}
