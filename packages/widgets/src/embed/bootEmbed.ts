/**
 * What `pallone-widgets.js` does (decision 030): a classic script cannot hold ES modules, so it imports the
 * runtime and the chunks of the widgets already on the page, all at once, from next to itself (URLs resolved
 * against the script's own URL, never the partner page's), and puts `window.PalloneWidgets` in place at once:
 * calls made before the runtime arrives are run when it does.
 */
import type { PalloneWidgetsApi } from './createEmbed.tsx';
import type { EmbedFiles } from './embedFiles.ts';
import { resolveWidgetName } from './widgetNames.ts';

/** The runtime module's exports (startEmbed.ts). */
export interface EmbedRuntime {
  startEmbed(script: HTMLScriptElement | null): PalloneWidgetsApi;
}

export interface BootOptions {
  script: HTMLScriptElement | null;
  files: EmbedFiles;
  version: string;
  /** `(url) => import(url)`; a stand-in in tests. */
  importModule: (url: string) => Promise<unknown>;
  document: Document;
}

function widgetsOnPage(document: Document, files: EmbedFiles): string[] {
  return [...document.querySelectorAll('[data-pallone-widget]')].flatMap((element) => {
    const name = resolveWidgetName(element.getAttribute('data-pallone-widget') ?? '');
    return name ? (files.widgets[name] ?? []) : [];
  });
}

export function bootEmbed(options: BootOptions): PalloneWidgetsApi {
  const { files, importModule } = options;
  const base = options.script?.src || options.document.baseURI;
  const url = (file: string) => new URL(file, base).href;
  const [runtimeModule = '', ...runtimeChunks] = files.runtime;
  // Fetched together rather than each after the module importing it; a failure shows through the runtime's import.
  for (const file of new Set([...runtimeChunks, ...widgetsOnPage(options.document, files)])) {
    importModule(url(file)).catch(() => undefined);
  }
  let api: PalloneWidgetsApi | null = null;
  const ready = importModule(url(runtimeModule)).then((module) => {
    api = (module as EmbedRuntime).startEmbed(options.script);
    return api;
  });
  ready.catch((error: unknown) => console.error('[pallone-widgets] could not load the widgets', error));
  const whenReady = (call: (started: PalloneWidgetsApi) => void) => {
    if (api) call(api);
    else ready.then(call, () => undefined);
  };
  return {
    mount: (el, name, props) => whenReady((started) => started.mount(el, name, props)),
    unmount: (el) => whenReady((started) => started.unmount(el)),
    scan: (root) => whenReady((started) => started.scan(root)),
    observe: () => whenReady((started) => started.observe()),
    disconnect: () => whenReady((started) => started.disconnect()),
    get mounted() {
      return api ? api.mounted : [];
    },
    version: options.version,
  };
}
