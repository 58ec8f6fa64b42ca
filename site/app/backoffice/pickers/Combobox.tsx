import { useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { LABELS } from '@pallone/core';
import { useDebounced } from '../useDebounced.ts';
import { pickerOptionQuery, pickerSearchQuery } from '../query/staffQueries.ts';
import type { PickerOption, SearchSource } from './sources.ts';
import { InputRow } from '../forms/InputRow.ts';
import type { FieldControlProps } from '../forms/FieldControlProps.ts';

/** `value` is the chosen id as a string, "" for none. */
interface Props extends FieldControlProps {
  /** The picker's name in query keys ("match", "competition"). */
  kind: string;
  source: SearchSource;
}

/**
 * A searchable picker (ARIA 1.2 combobox with a listbox): the editor types names, the API answers options
 * ("Caricamento..." meanwhile, "Nessun dato" when nothing matches), ↓/↑ move, Enter chooses, Escape closes.
 * The form gets the chosen id; the input shows its name. Leaving without choosing keeps the previous choice.
 */
export function Combobox({ id, kind, source, value, onChange, onBlur, invalid, describedBy }: Props) {
  const [chosen, setChosen] = useState<PickerOption | null>(null);
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${id}-options`;

  const storedId = value !== '' && String(chosen?.id) !== value ? Number(value) : null;
  const stored = useQuery({ ...pickerOptionQuery(kind, source, storedId ?? 0), enabled: storedId !== null });
  const current = storedId === null ? chosen : stored.isSuccess ? stored.data : null;
  const label = value === '' ? '' : (current?.label ?? `#${value}`);

  const query = useDebounced(text ?? '', 400).trim();
  const typing = text !== null && (text ?? '').trim() !== query;
  const results = useQuery({ ...pickerSearchQuery(kind, source, query), enabled: open });
  const options = open && results.isSuccess ? results.data : [];

  const close = () => {
    setOpen(false);
    setText(null);
    setActive(-1);
  };

  const choose = (option: PickerOption) => {
    setChosen(option);
    onChange(String(option.id));
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (options.length === 0 ? -1 : (index + step + options.length) % options.length));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const option = options[active];
      if (option) choose(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  const loading = storedId !== null && stored.isPending;
  let status: string | null = null;
  if (typing || (open && results.isPending)) status = LABELS.loading;
  else if (open && results.isError) status = 'Ricerca non riuscita.';
  else if (options.length === 0) status = query === '' ? source.hint : LABELS.noData;

  return (
    <InputRow>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-busy={loading || undefined}
        placeholder={loading ? LABELS.loading : source.hint}
        value={text ?? label}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          close();
          onBlur?.();
        }}
      />
      {value !== '' && (
        <button
          type="button"
          aria-label="Svuota la scelta"
          aria-describedby={`${id}-label`}
          onClick={() => {
            setChosen(null);
            onChange('');
          }}
        >
          ×
        </button>
      )}
      <Popup hidden={!open}>
        <ul id={listId} role="listbox" aria-labelledby={`${id}-label`}>
          {!typing &&
            options.map((option, index) => (
              // The keyboard works on the combobox input (aria-activedescendant): options never take focus.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={option.id}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                data-chosen={String(option.id) === value || undefined}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {option.label}
              </li>
            ))}
        </ul>
        {status && <p role="status">{status}</p>}
      </Popup>
    </InputRow>
  );
}

const Popup = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: 10;
  max-height: 260px;
  overflow: auto;
  margin-top: 2px;
  border: 1px solid #bbb;
  border-radius: 4px;
  background: #fff;
  box-shadow: 0 4px 12px rgb(0 0 0 / 15%);
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: 6px 10px;
    cursor: pointer;
  }
  li[aria-selected='true'],
  li:hover {
    background: #e8f0ec;
  }
  li[data-chosen] {
    font-weight: 600;
  }
  p {
    margin: 0;
    padding: 6px 10px;
    color: #666;
  }
`;
