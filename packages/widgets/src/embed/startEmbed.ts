/**
 * The embed's runtime, the first module `pallone-widgets.js` imports (decision 030): reads the script tag's
 * settings, makes the page's one embed with widgets loaded on demand, and mounts every `[data-pallone-widget]`
 * once the page is parsed, watching for more.
 */
import { BUILD_API_PASSWORD, BUILD_API_USER, BUILD_VERSION } from './buildConstants.ts';
import { createEmbed, type PalloneWidgetsApi } from './createEmbed.tsx';
import { loadWidget } from './loadWidget.ts';
import { readScriptConfig } from './readScriptConfig.ts';

export function startEmbed(script: HTMLScriptElement | null): PalloneWidgetsApi {
  const config = readScriptConfig(script, document, { user: BUILD_API_USER, password: BUILD_API_PASSWORD });
  const api = createEmbed(config, loadWidget, { version: BUILD_VERSION });
  if (config.autoMount) {
    const start = () => {
      api.scan();
      api.observe();
    };
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', start, { once: true });
    else start();
  }
  return api;
}
