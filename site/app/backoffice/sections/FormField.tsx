import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { DateTimeInput } from '../forms/DateTimeInput.tsx';
import { Field } from '../news/Field.tsx';
import { RichTextEditor } from '../news/RichTextEditor.tsx';
import { RefPicker } from '../pickers/RefPicker.tsx';
import { Hint } from '../ui.ts';
import type { FieldSpec, FormValues } from './sectionTypes.ts';

interface Props {
  spec: FieldSpec;
  /** The form's id prefix, e.g. "guides". */
  prefix: string;
  register: UseFormRegister<FormValues>;
  control: Control<FormValues>;
  errors: FieldErrors<FormValues>;
  /** Extra handlers for the input, e.g. filling the slug when the title is left. */
  onBlur?: () => void;
}

/** One input of a generic back-office form, by its descriptor, with its label and error. */
export function FormField({ spec, prefix, register, control, errors, onBlur }: Props) {
  const id = `${prefix}-${spec.name}`;
  const error = errors[spec.name]?.message;
  const describedBy = [spec.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const described = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  const registered = register(spec.name, onBlur ? { onBlur } : undefined);
  return (
    <Field id={id} label={spec.label} error={typeof error === 'string' ? error : undefined} wide={spec.wide}>
      {spec.kind === 'textarea' && <textarea id={id} rows={3} {...described} {...registered} />}
      {spec.kind === 'select' && (
        <select id={id} {...described} {...registered}>
          {spec.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
      {spec.kind === 'checkbox' && <input id={id} type="checkbox" {...described} {...registered} />}
      {spec.kind === 'datetime' && (
        <Controller
          control={control}
          name={spec.name}
          render={({ field }) => (
            <DateTimeInput
              id={id}
              value={String(field.value)}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={Boolean(error)}
              describedBy={described['aria-describedby']}
            />
          )}
        />
      )}
      {spec.kind === 'picker' && spec.picker && (
        <Controller
          control={control}
          name={spec.name}
          render={({ field }) => (
            <RefPicker
              id={id}
              kind={spec.picker!}
              required={spec.required}
              value={String(field.value)}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={Boolean(error)}
              describedBy={described['aria-describedby']}
            />
          )}
        />
      )}
      {spec.kind === 'number' && (
        <input id={id} inputMode="decimal" placeholder={spec.placeholder} {...described} {...registered} />
      )}
      {spec.kind === 'text' && (
        <input id={id} placeholder={spec.placeholder} {...described} {...registered} />
      )}
      {spec.kind === 'richtext' && (
        <Controller
          control={control}
          name={spec.name}
          render={({ field }) => (
            <RichTextEditor
              id={id}
              value={String(field.value)}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={Boolean(error)}
            />
          )}
        />
      )}
      {spec.hint && <Hint id={`${id}-hint`}>{spec.hint}</Hint>}
    </Field>
  );
}
