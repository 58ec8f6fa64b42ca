import { styled } from 'styled-components';
import type { Group, Turn } from '@pallone/core';
import { controlBox } from '../theme/controlBox.ts';
import type { StandingsMessages } from './standingsMessages.ts';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  padding: 8px 12px;
  label {
    display: flex;
    align-items: center;
    gap: 6px;
    font-size: 13px;
    color: var(--p-muted);
  }
  select {
    ${controlBox}
    padding: 4px 6px;
    background: var(--p-bg);
  }
`;

export interface StandingsPickersProps {
  groups: Group[];
  groupId: number;
  onGroupChange: (groupId: number) => void;
  turns: Turn[];
  turnId: number | null;
  onTurnChange: (turnId: number) => void;
  text: StandingsMessages;
}

/** The group picker (only with several groups: Euro, World Cup, UCL group stage) and the turn picker. */
export function StandingsPickers(props: StandingsPickersProps) {
  const { groups, groupId, turns, turnId, text } = props;
  if (groups.length < 2 && turns.length === 0) return null;
  return (
    <Bar>
      {groups.length > 1 && (
        <label>
          {text.group}
          <select value={groupId} onChange={(event) => props.onGroupChange(Number(event.target.value))}>
            {groups.map((group) => (
              <option key={group.id} value={group.id}>
                {text.groupName(group.name)}
              </option>
            ))}
          </select>
        </label>
      )}
      {turns.length > 0 && turnId !== null && (
        <label>
          {text.turn}
          <select value={turnId} onChange={(event) => props.onTurnChange(Number(event.target.value))}>
            {turns.map((turn) => (
              <option key={turn.id} value={turn.id}>
                {text.turnOption(turn.number)}
              </option>
            ))}
          </select>
        </label>
      )}
    </Bar>
  );
}
