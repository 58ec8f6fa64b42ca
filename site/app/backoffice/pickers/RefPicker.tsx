import { Combobox } from './Combobox.tsx';
import { OptionSelect } from './OptionSelect.tsx';
import { PICKER_SOURCES, type PickerKind } from './sources.ts';
import type { FieldControlProps } from '../forms/FieldControlProps.ts';

export interface RefPickerProps extends FieldControlProps {
  kind: PickerKind;
  /** A required id offers no "Nessuno". */
  required?: boolean;
}

/**
 * The input of a bookmaker, author, competition or match id: a native select of the short lists, a searchable
 * combobox of the long ones. The editor reads names; the form holds the id.
 */
export function RefPicker({ kind, required, ...props }: RefPickerProps) {
  const source = PICKER_SOURCES[kind];
  if (source.kind === 'list')
    return (
      <OptionSelect
        {...props}
        kind={kind}
        source={source}
        emptyLabel={required ? 'Seleziona...' : 'Nessuno'}
      />
    );
  return <Combobox {...props} kind={kind} source={source} />;
}
