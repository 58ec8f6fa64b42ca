import { createContext, createElement, type ReactNode } from 'react';
import type { StyleTarget } from './styleSheets.ts';

/** Where the styles of the components below go: a node (a shadow root), a server collector, or document.head. */
export const StyleTargetContext = createContext<Node | StyleTarget | null>(null);

export function StyleSheetManager(props: { target?: Node | StyleTarget | null; children?: ReactNode }) {
  return createElement(StyleTargetContext.Provider, { value: props.target ?? null }, props.children);
}
