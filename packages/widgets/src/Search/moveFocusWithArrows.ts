import type { KeyboardEvent } from 'react';

/**
 * ArrowDown and ArrowUp move the focus from the input through the panel's result links and back up to the
 * input. Other keys, and focus outside the two, are left alone.
 */
export function moveFocusWithArrows(
  event: KeyboardEvent,
  input: HTMLInputElement | null,
  panel: HTMLElement | null,
) {
  if ((event.key !== 'ArrowDown' && event.key !== 'ArrowUp') || !input || !panel) return;
  const stops: HTMLElement[] = [input, ...panel.querySelectorAll<HTMLElement>('a[href]')];
  const root = input.getRootNode() as Document | ShadowRoot;
  const current = stops.indexOf(root.activeElement as HTMLElement);
  if (current === -1) return;
  event.preventDefault();
  const next = event.key === 'ArrowDown' ? Math.min(current + 1, stops.length - 1) : Math.max(current - 1, 0);
  stops[next]?.focus();
}
