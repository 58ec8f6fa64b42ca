import { styled } from 'styled-components';

/** A text input with small buttons after it (calendar, clear), the frame of pop-ups placed under the input. */
export const InputRow = styled.div`
  position: relative;
  display: flex;
  gap: 4px;
  input[type='text'] {
    flex: 1;
    min-width: 0;
  }
  button {
    padding: 0 8px;
    border: 1px solid #bbb;
    border-radius: 4px;
    background: #fff;
    cursor: pointer;
  }
`;
