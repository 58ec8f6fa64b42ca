import { styled } from 'styled-components';
import { bareList } from '../layout/listStyles.ts';

export const Panel = styled.div`
  position: absolute;
  right: 0;
  top: 100%;
  z-index: 30;
  width: min(340px, calc(100vw - 16px));
  max-height: 75vh;
  overflow: auto;
  background: var(--site-bg);
  color: var(--site-text);
  border: 1px solid var(--site-border);
  border-radius: 8px;
  padding: 12px 16px;
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.15);
  &[hidden] {
    display: none;
  }
  h2 {
    font-size: 16px;
    margin: 0 0 8px;
  }
  h3 {
    font-size: 13px;
    margin: 14px 0 6px;
    text-transform: uppercase;
    color: var(--site-muted);
  }
  ul {
    ${bareList}
  }
  a {
    color: inherit;
    text-decoration: none;
    padding: 6px 0;
    display: inline-block;
  }
  a:hover,
  a:focus-visible {
    color: var(--site-brand);
    text-decoration: underline;
  }
`;

export const Pickers = styled.div`
  display: grid;
  gap: 8px;
  label {
    display: grid;
    gap: 2px;
    font-size: 12px;
    color: var(--site-muted);
  }
  select {
    min-height: 36px;
    font: inherit;
    font-size: 14px;
    color: var(--site-text);
    background: var(--site-bg);
    border: 1px solid var(--site-border);
    border-radius: 6px;
    padding: 0 6px;
  }
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  button {
    background: none;
    border: 0;
    color: inherit;
    min-width: 36px;
    min-height: 36px;
    cursor: pointer;
    font-size: 14px;
  }
`;

export const TeamList = styled.ul`
  padding-left: 12px !important;
  font-size: 14px;
  a {
    padding: 4px 0;
  }
`;
