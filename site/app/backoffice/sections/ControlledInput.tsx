import { Controller, type Control } from 'react-hook-form';
import { DateTimeInput } from '../forms/DateTimeInput.tsx';
import { RichTextEditor } from '../news/RichTextEditor.tsx';
import { RefPicker } from '../pickers/RefPicker.tsx';
import type { FieldSpec, FormValues } from './sectionTypes.ts';

/** The field kinds whose input is a component bound through react-hook-form's Controller, not a native input. */
export const isControlledKind = (spec: FieldSpec): boolean =>
  spec.kind === 'datetime' || spec.kind === 'richtext' || (spec.kind === 'picker' && Boolean(spec.picker));

/** A date and time, a reference picker or the rich-text editor, bound to the form's value of `spec.name`. */
export function ControlledInput({
  spec,
  id,
  control,
  invalid,
  describedBy,
}: {
  spec: FieldSpec;
  id: string;
  control: Control<FormValues>;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  return (
    <Controller
      control={control}
      name={spec.name}
      render={({ field }) => {
        const bound = {
          id,
          value: String(field.value),
          onChange: field.onChange,
          onBlur: field.onBlur,
          invalid,
        };
        if (spec.kind === 'richtext') return <RichTextEditor {...bound} />;
        if (spec.kind === 'picker' && spec.picker) {
          return (
            <RefPicker {...bound} kind={spec.picker} required={spec.required} describedBy={describedBy} />
          );
        }
        return <DateTimeInput {...bound} describedBy={describedBy} />;
      }}
    />
  );
}
