import { styled } from 'styled-components';

interface Props {
  /** The input's id; its error is `${id}-error`. */
  id: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** One input of the login form: its label, and its error tied to it (aria-invalid, aria-describedby). */
export function LoginField({ id, label, type, autoComplete, value, error, onChange }: Props) {
  const errorId = `${id}-error`;
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </>
  );
}

const FieldError = styled.span`
  color: #c0392b;
  font-size: 0.85rem;
`;
