import { styled } from 'styled-components';

/** Shared building blocks of the back-office screens. */
export const Panel = styled.section`
  margin-bottom: 20px;
  padding: 16px;
  border-radius: 6px;
  background: #fff;
  box-shadow: 0 1px 2px rgb(0 0 0 / 8%);
  h1,
  h2 {
    margin-top: 0;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  margin-bottom: 12px;
  input,
  select {
    padding: 6px 8px;
    font: inherit;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 8px;
    border-bottom: 1px solid #eee;
    text-align: left;
    vertical-align: middle;
  }
  th {
    font-size: 0.85rem;
    color: #555;
  }
`;

export const Button = styled.button<{ $variant?: 'primary' | 'danger' | 'plain' }>`
  padding: 6px 14px;
  border: 1px solid ${({ $variant }) => ($variant === 'danger' ? '#c0392b' : '#0d2b1c')};
  border-radius: 4px;
  background: ${({ $variant }) => ($variant === 'primary' ? '#0d2b1c' : $variant === 'danger' ? '#c0392b' : '#fff')};
  color: ${({ $variant }) => ($variant === 'primary' || $variant === 'danger' ? '#fff' : '#0d2b1c')};
  font: inherit;
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;

export const ErrorText = styled.span`
  color: #c0392b;
  font-size: 0.85rem;
`;

export const Muted = styled.p`
  color: #666;
`;

/** A field's explanation under it. */
export const Hint = styled.span`
  color: #555;
  font-size: 0.8rem;
`;
