import { useQuery } from '@tanstack/react-query';
import { LABELS } from '@pallone/core';
import { pickerListQuery } from '../query/staffQueries.ts';
import { ErrorText } from '../ui.ts';
import type { ListSource } from './sources.ts';
import type { FieldControlProps } from '../forms/FieldControlProps.ts';

/** `value` is the chosen id as a string, "" for none. */
interface Props extends FieldControlProps {
  /** The picker's name in query keys ("bookmaker", "author"). */
  kind: string;
  source: ListSource;
  /** The text of the empty choice: "Nessuno" where the id is optional, "Seleziona..." where it is required. */
  emptyLabel: string;
}

/** A native <select> of a short list loaded from the API: names shown, the id submitted. */
export function OptionSelect({
  id,
  kind,
  source,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  emptyLabel,
}: Props) {
  const loaded = useQuery(pickerListQuery(kind, source));
  if (loaded.isPending)
    return (
      <select id={id} disabled aria-busy="true" value="">
        <option value="">{LABELS.loading}</option>
      </select>
    );
  const options = loaded.isSuccess ? loaded.data : [];
  const known = value === '' || options.some((option) => String(option.id) === value);
  return (
    <>
      <select
        id={id}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        <option value="">{emptyLabel}</option>
        {!known && <option value={value}>#{value}</option>}
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.label}
          </option>
        ))}
        {loaded.isSuccess && options.length === 0 && (
          <option value="-" disabled>
            {LABELS.noData}
          </option>
        )}
      </select>
      {loaded.isError && <ErrorText role="alert">Elenco non disponibile.</ErrorText>}
    </>
  );
}
