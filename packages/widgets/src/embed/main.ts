/**
 * The script-tag entry (`pallone-widgets.js`, an IIFE): reads its own `<script>` tag, exposes
 * `window.PalloneWidgets`, mounts every `[data-pallone-widget]` once the page is parsed and watches for more.
 *
 *   <script src="https://pallone.example/embed/v1/pallone-widgets.js" async></script>
 *   <div data-pallone-widget="standings" data-competition-id="68" data-lang="it" data-theme="dark"></div>
 */
import { BUILD_API_PASSWORD, BUILD_API_USER, BUILD_VERSION } from './buildConstants.ts';
import { createEmbed, type PalloneWidgetsApi } from './createEmbed.tsx';
import { embedComponents } from './embedComponents.ts';
import { readScriptConfig } from './readScriptConfig.ts';

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
  const config = readScriptConfig(findScript(), document, {
    user: BUILD_API_USER,
    password: BUILD_API_PASSWORD,
  });
  const api = createEmbed(config, embedComponents(), { version: BUILD_VERSION });
  window.PalloneWidgets = api;
  if (config.autoMount) {
    const start = () => {
      api.scan();
      api.observe();
    };
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', start, { once: true });
    else start();
  }
}
