import { styled } from 'styled-components';
import type { Group, Turn } from '@pallone/core';
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
    min-height: 32px;
    padding: 4px 6px;
    font: inherit;
    color: var(--p-text);
    background: var(--p-bg);
    border: 1px solid var(--p-border);
    border-radius: 6px;
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

interface PickerProps {
  label: string;
  value: number;
  options: { id: number; label: string }[];
  onChange: (id: number) => void;
}

/** A labelled select of ids (a group, a turn). */
function Picker({ label, value, options, onChange }: PickerProps) {
  return (
    <label>
      {label}
      <select value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The group picker (only with several groups: Euro, World Cup, UCL group stage) and the turn picker. */
export function StandingsPickers(props: StandingsPickersProps) {
  const { groups, groupId, turns, turnId, text } = props;
  if (groups.length < 2 && turns.length === 0) return null;
  return (
    <Bar>
      {groups.length > 1 && (
        <Picker
          label={text.group}
          value={groupId}
          options={groups.map((group) => ({ id: group.id, label: text.groupName(group.name) }))}
          onChange={props.onGroupChange}
        />
      )}
      {turns.length > 0 && turnId !== null && (
        <Picker
          label={text.turn}
          value={turnId}
          options={turns.map((turn) => ({ id: turn.id, label: text.turnOption(turn.number) }))}
          onChange={props.onTurnChange}
        />
      )}
    </Bar>
  );
}
