import { css } from 'styled-components';

/** The box of a widget's small controls (the day buttons, the pickers): 32 px high, the widget's font and text. */
export const controlBox = css`
  min-height: 32px;
  font: inherit;
  color: var(--p-text);
  border: 1px solid var(--p-border);
  border-radius: 6px;
`;
