import { styled } from 'styled-components';
import { controlBorderColour } from '../theme/controlBorder.ts';
import { WidgetRoot } from '../theme/WidgetRoot.tsx';

/** The search sits in a header: no box of its own, and its panel must overflow it. */
export const SearchRoot = styled(WidgetRoot)`
  position: relative;
  overflow: visible;
  border: 0;
  background: transparent;
  align-self: flex-start;
  @media (min-width: 768px) {
    &[data-state='collapsed'] [data-part='field'] {
      display: none;
    }
  }
  @media (max-width: 767px) {
    [data-part='icon-button'] {
      display: none;
    }
  }
  &[data-state='expanded'] [data-part='icon-button'] {
    display: none;
  }
`;

export const IconButton = styled.button`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  padding: 0;
  color: var(--p-text);
  background: var(--p-surface);
  border: 1px solid ${controlBorderColour};
  border-radius: 50%;
  cursor: pointer;
`;

/** Holds the field and, right under it, the panel. */
export const Anchor = styled.div`
  position: relative;
  z-index: 1001;
`;

// A control's boundary: 3:1 against the background (WCAG 1.4.11), unlike the dividers' --p-border.
// The field's ring shows the focus.
export const Field = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: 6px;
  min-width: min(320px, 100%);
  padding: 0 10px;
  background: var(--p-bg);
  border: 1px solid ${controlBorderColour};
  border-radius: 20px;
  &:focus-within {
    border-color: var(--p-focus);
    box-shadow: 0 0 0 1px var(--p-focus);
  }
  input {
    flex: 1;
    min-width: 0;
    height: 38px;
    font: inherit;
    color: var(--p-text);
    background: transparent;
    border: 0;
    outline: none;
  }
  input::placeholder {
    color: var(--p-muted);
  }
  && input:focus-visible {
    outline: none;
  }
`;

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  background: rgb(0 0 0 / 40%);
`;

// A narrow screen: the viewport's width less 8 px each side, wherever the field sits (useNarrowPanelBox).
export const Panel = styled.div`
  position: absolute;
  top: calc(100% + 6px);
  right: 0;
  z-index: 1001;
  width: min(560px, calc(100vw - 16px));
  max-height: min(70vh, 620px);
  overflow-y: auto;
  overscroll-behavior: contain;
  background: var(--p-bg);
  border: 1px solid var(--p-border);
  border-radius: var(--p-radius);
  box-shadow: 0 8px 28px rgb(0 0 0 / 18%);
  @media (max-width: 767px) {
    left: var(--p-panel-left, 0);
    right: auto;
    width: var(--p-panel-width, 100%);
  }
`;
