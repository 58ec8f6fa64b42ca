import { styled } from 'styled-components';

/** A bonus or operator card; a promotional one takes the bonus's colours from `--bonus-bg` and `--bonus-fg`. */
export const Card = styled.article`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: 4px 10px;
  align-items: center;
  height: 100%;
  padding: 12px;
  color: var(--bonus-fg, var(--p-text));
  background: var(--bonus-bg, var(--p-surface));
  border-radius: var(--p-radius);
  h3 {
    margin: 0;
    font-size: 15px;
  }
  p {
    grid-column: 1 / -1;
    margin: 0;
  }
  [data-part='amount'] strong {
    font-size: 20px;
  }
  small {
    grid-column: 1 / -1;
    font-size: 11px;
    opacity: 0.85;
  }
  &[data-mode='informational'] {
    grid-template-columns: 1fr auto;
  }
`;
