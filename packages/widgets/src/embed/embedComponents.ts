/**
 * The widget components the embed script can mount, looked up by export name in the package's public entry,
 * so the embed always ships exactly what `@pallone/widgets` exports.
 */
import * as widgets from '../index.ts';
import type { WidgetComponents } from './createEmbed.tsx';
import { EMBED_WIDGETS } from './widgetNames.ts';

export function embedComponents(): WidgetComponents {
  const exported = widgets as unknown as Record<string, WidgetComponents[keyof WidgetComponents]>;
  const components: WidgetComponents = {};
  for (const exportName of Object.values(EMBED_WIDGETS)) {
    const component = exported[exportName];
    if (component) components[exportName] = component;
  }
  return components;
}
