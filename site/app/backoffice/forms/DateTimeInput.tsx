import { useRef } from 'react';
import { styled } from 'styled-components';
import { LABELS } from '@pallone/core';
import { parseDateField, toDateField, toPickerValue } from './dates.ts';
import { InputRow } from './InputRow.ts';
import type { FieldControlProps } from './FieldControlProps.ts';

/**
 * A date field shown as "DD/MM/YYYY HH:mm" (SPEC §9) with the placeholder "Selezionare la data": typed, or
 * chosen with the browser's calendar (a native datetime-local picker opened by the button next to it). Leaving
 * the field rewrites a date typed another way ("5/8/2025", "2025-08-05T10:00") as DD/MM/YYYY HH:mm.
 */
export function DateTimeInput({ id, value, onChange, onBlur, invalid, describedBy }: FieldControlProps) {
  const picker = useRef<HTMLInputElement>(null);

  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      input.focus();
    }
  };

  return (
    <InputRow>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={LABELS.datePlaceholder}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => {
          const date = parseDateField(value);
          if (date && toDateField(date) !== value) onChange(toDateField(date));
          onBlur?.();
        }}
      />
      <button
        type="button"
        title={LABELS.datePlaceholder}
        aria-label="Apri il calendario"
        aria-describedby={`${id}-label`}
        onClick={openPicker}
      >
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <rect x="1.5" y="3" width="13" height="11.5" rx="1.5" fill="none" stroke="currentColor" />
          <path d="M1.5 6.5h13M5 1.5v3M11 1.5v3" stroke="currentColor" />
        </svg>
      </button>
      <NativePicker
        ref={picker}
        type="datetime-local"
        tabIndex={-1}
        aria-hidden="true"
        value={toPickerValue(value)}
        onChange={(event) => {
          const date = parseDateField(event.target.value);
          if (date) onChange(toDateField(date));
        }}
      />
    </InputRow>
  );
}

/** Out of sight but rendered, under the text input, so the browser's calendar opens where the field is. */
const NativePicker = styled.input`
  position: absolute;
  left: 0;
  bottom: 0;
  width: 1px;
  height: 1px;
  padding: 0;
  border: 0;
  opacity: 0;
  pointer-events: none;
`;
