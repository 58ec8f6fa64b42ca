import { useLayoutEffect, type RefObject } from 'react';

/** The panel's margin from each side of a narrow screen. */
export const PANEL_MARGIN = 8;

/**
 * Where the results panel goes on a narrow screen (below 768 px, where searchStyles reads it): across the
 * viewport less PANEL_MARGIN each side, whatever the width of the widget, so a search in a corner of a phone's
 * header still gets a usable panel. `left` is from the field's left edge, which the panel is positioned in.
 */
export function narrowPanelBox(fieldLeft: number, viewportWidth: number): { left: number; width: number } {
  return { left: PANEL_MARGIN - fieldLeft, width: viewportWidth - 2 * PANEL_MARGIN };
}

/** While open, keeps the panel's narrow-screen box (`--p-panel-left`, `--p-panel-width`) measured, also on resize. */
export function useNarrowPanelBox(
  open: boolean,
  field: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
): void {
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      if (!field.current || !panel.current) return;
      const box = narrowPanelBox(
        field.current.getBoundingClientRect().left,
        document.documentElement.clientWidth,
      );
      panel.current.style.setProperty('--p-panel-left', `${box.left}px`);
      panel.current.style.setProperty('--p-panel-width', `${box.width}px`);
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [open, field, panel]);
}
