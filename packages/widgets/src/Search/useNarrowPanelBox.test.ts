import { describe, expect, it } from 'vitest';
import { narrowPanelBox, PANEL_MARGIN } from './useNarrowPanelBox.ts';

describe('narrowPanelBox', () => {
  it('spans a 320 px screen less 8 px each side, whatever the width and place of the field', () => {
    // A field 225 px wide at the right of a 320 px header starts at 87 px.
    expect(narrowPanelBox(87, 320)).toEqual({ left: PANEL_MARGIN - 87, width: 304 });
    expect(narrowPanelBox(8, 375)).toEqual({ left: 0, width: 359 });
  });
});
