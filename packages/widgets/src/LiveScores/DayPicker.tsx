import { styled } from 'styled-components';
import { shiftDay } from './shiftDay.ts';

/**
 * At the right of the widget's header, so a frame painted while the parser stopped among the buttons showed the
 * group short and grew it leftwards once the rest came (a layout shift seen on the home page): the group shows once
 * its last button is in the page, each button's width being set by then. Browsers without `:has()` show it at once.
 */
const Buttons = styled.div`
  display: flex;
  gap: 4px;
  &:not(:has(> button ~ button ~ button)) {
    visibility: hidden;
  }
`;

const Button = styled.button`
  min-width: 32px;
  min-height: 32px;
  padding: 4px 8px;
  font: inherit;
  color: var(--p-text);
  background: var(--p-surface);
  border: 1px solid var(--p-border);
  border-radius: 6px;
  cursor: pointer;
  &:disabled {
    cursor: default;
    opacity: 0.5;
  }
`;

export interface DayPickerProps {
  day: string;
  today: string;
  onChange: (day: string) => void;
  labels: { previousDay: string; nextDay: string; today: string };
}

/** Previous day, today and next day buttons; the day itself is in the widget's heading. */
export function DayPicker({ day, today, onChange, labels }: DayPickerProps) {
  return (
    <Buttons>
      <Button type="button" aria-label={labels.previousDay} onClick={() => onChange(shiftDay(day, -1))}>
        <span aria-hidden="true">‹</span>
      </Button>
      <Button type="button" disabled={day === today} onClick={() => onChange(today)}>
        {labels.today}
      </Button>
      <Button type="button" aria-label={labels.nextDay} onClick={() => onChange(shiftDay(day, 1))}>
        <span aria-hidden="true">›</span>
      </Button>
    </Buttons>
  );
}
