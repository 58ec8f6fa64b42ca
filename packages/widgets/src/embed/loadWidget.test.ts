import { describe, expect, it } from 'vitest';
import { loadWidget } from './loadWidget.ts';
import { EMBED_WIDGETS } from './widgetNames.ts';
import * as widgets from '../index.ts';

describe('loadWidget', () => {
  it.each(Object.values(EMBED_WIDGETS))('loads %s, the component the package exports', async (name) => {
    expect(await loadWidget(name)).toBe(widgets[name]);
  });
});
