/**
 * The script-tag entry (`pallone-widgets.js`, a small classic script; decision 030): exposes
 * `window.PalloneWidgets` and imports the runtime and the widgets' chunks from next to itself, which mount every
 * `[data-pallone-widget]` once the page is parsed and watch for more.
 *
 *   <script src="https://pallone.example/embed/v1/pallone-widgets.js" async></script>
 *   <div data-pallone-widget="standings" data-competition-id="68" data-lang="it" data-theme="dark"></div>
 */
import { bootEmbed } from './bootEmbed.ts';
import { BUILD_EMBED_FILES, BUILD_VERSION } from './buildConstants.ts';
import type { PalloneWidgetsApi } from './createEmbed.tsx';

declare global {
  interface Window {
    PalloneWidgets?: PalloneWidgetsApi;
  }
}

function findScript(): HTMLScriptElement | null {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement) return current;
  return document.querySelector<HTMLScriptElement>('script[src*="pallone-widgets"]');
}

if (!window.PalloneWidgets) {
  window.PalloneWidgets = bootEmbed({
    script: findScript(),
    files: BUILD_EMBED_FILES,
    version: BUILD_VERSION,
    importModule: (url) => import(/* @vite-ignore */ url),
    document,
  });
}
