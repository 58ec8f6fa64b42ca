import { Combobox } from './Combobox.tsx';
import { OptionSelect } from './OptionSelect.tsx';
import { PICKER_SOURCES, type PickerKind } from './sources.ts';

export interface RefPickerProps {
  id: string;
  kind: PickerKind;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
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
