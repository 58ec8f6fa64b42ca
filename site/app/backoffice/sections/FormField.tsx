import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '../news/Field.tsx';
import { ControlledInput, isControlledKind } from './ControlledInput.tsx';
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
      {isControlledKind(spec) && (
        <ControlledInput
          spec={spec}
          id={id}
          control={control}
          invalid={Boolean(error)}
          describedBy={described['aria-describedby']}
        />
      )}
      {spec.kind === 'number' && (
        <input id={id} inputMode="decimal" placeholder={spec.placeholder} {...described} {...registered} />
      )}
      {spec.kind === 'text' && (
        <input id={id} placeholder={spec.placeholder} {...described} {...registered} />
      )}
      {spec.hint && <Hint id={`${id}-hint`}>{spec.hint}</Hint>}
    </Field>
  );
}
