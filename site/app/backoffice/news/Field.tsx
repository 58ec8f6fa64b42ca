import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { ErrorText } from '../ui.ts';

/** A labelled form field with its error below. */
export function Field({
  id,
  label,
  error,
  wide,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Cell $wide={wide}>
      <label id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      {children}
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Cell>
  );
}

export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 14px;
`;

const Cell = styled.div<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 4px;
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  label {
    font-weight: 600;
    font-size: 0.9rem;
  }
  input:not([type='file']),
  select,
  textarea {
    padding: 7px 9px;
    border: 1px solid #bbb;
    border-radius: 4px;
    font: inherit;
  }
`;
