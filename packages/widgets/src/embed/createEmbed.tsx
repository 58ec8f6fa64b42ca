import { createRoot, type Root } from 'react-dom/client';
import { StyleSheetManager } from 'styled-components';
import { QueryClient } from '@tanstack/react-query';
import { PalloneProvider } from '../provider/PalloneProvider.tsx';
import type { EmbedConfig } from './readScriptConfig.ts';
import type { WidgetComponent } from './loadWidget.ts';
import { parseDataProps } from './parseDataProps.ts';
import { SHADOW_HOST_CSS } from './shadowStyles.ts';
import { resolveWidgetName, type WidgetExportName } from './widgetNames.ts';

export type WidgetComponents = Partial<Record<WidgetExportName, WidgetComponent>>;
/** The widgets a page can mount: components at hand, or a loader fetching each one's chunk on first use. */
export type WidgetSource = WidgetComponents | ((name: WidgetExportName) => Promise<WidgetComponent>);

/** `window.PalloneWidgets`: mounts widgets into shadow roots on any element, one QueryClient for the page. */
export interface PalloneWidgetsApi {
  /** Mounts (or re-renders with new props) widget `name` in `el`; props win over `el`'s data attributes. */
  mount(el: Element, name: string, props?: Record<string, unknown>): void;
  unmount(el: Element): void;
  /** Mounts every `[data-pallone-widget]` under `root` that is not mounted yet. */
  scan(root?: ParentNode): void;
  /** Mounts widgets added to the page later and unmounts removed ones, until `disconnect()`. */
  observe(): void;
  disconnect(): void;
  readonly mounted: readonly Element[];
  readonly version: string;
}

export const WIDGET_SELECTOR = '[data-pallone-widget]';

interface Mounted {
  root: Root;
  shadow: ShadowRoot;
  container: HTMLElement;
  /** What the last `mount` asked for; drawn as soon as the widget's code is there. */
  widget: WidgetExportName;
  props: Record<string, unknown>;
}

export function createEmbed(
  config: EmbedConfig,
  widgets: WidgetSource,
  options: { version?: string; queryClient?: QueryClient; document?: Document } = {},
): PalloneWidgetsApi {
  const doc = options.document ?? document;
  const queryClient =
    options.queryClient ?? new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
  const mounted = new Map<Element, Mounted>();
  const loaded = new Map<WidgetExportName, WidgetComponent>();
  if (typeof widgets !== 'function') {
    for (const [name, component] of Object.entries(widgets)) {
      if (component) loaded.set(name as WidgetExportName, component);
    }
  }
  const loading = new Set<WidgetExportName>();
  let observer: MutationObserver | null = null;

  function shadowOf(el: Element): ShadowRoot {
    const shadow = el.shadowRoot ?? el.attachShadow({ mode: 'open' });
    if (!shadow.querySelector('style[data-pallone-host]')) {
      const style = doc.createElement('style');
      style.setAttribute('data-pallone-host', '');
      style.textContent = SHADOW_HOST_CSS;
      shadow.prepend(style);
    }
    return shadow;
  }

  function draw(entry: Mounted): void {
    const Widget = loaded.get(entry.widget);
    if (!Widget) return;
    const language = entry.props.language as EmbedConfig['language'];
    entry.root.render(
      <StyleSheetManager target={entry.shadow}>
        <PalloneProvider
          queryClient={queryClient}
          language={language}
          apiBase={config.apiBase}
          credentials={config.credentials}
          siteBase={config.siteBase}
          {...(config.timeZone ? { timeZone: config.timeZone } : {})}
        >
          <Widget {...entry.props} />
        </PalloneProvider>
      </StyleSheetManager>,
    );
  }

  /** Fetches a widget's code once, then draws every element waiting for it; a failed fetch is retried by the next mount. */
  function load(widget: WidgetExportName): void {
    if (typeof widgets !== 'function' || loading.has(widget)) return;
    loading.add(widget);
    widgets(widget)
      .then(
        (component) => {
          loaded.set(widget, component);
          for (const entry of mounted.values()) if (entry.widget === widget) draw(entry);
        },
        (error: unknown) => console.error(`[pallone-widgets] could not load widget "${widget}"`, error),
      )
      .finally(() => loading.delete(widget));
  }

  function mount(el: Element, name: string, props: Record<string, unknown> = {}): void {
    const widget = resolveWidgetName(name);
    if (!widget || (typeof widgets !== 'function' && !loaded.has(widget))) {
      console.error(`[pallone-widgets] unknown widget "${name}"`, el);
      return;
    }
    const all = { ...parseDataProps((el as HTMLElement).dataset ?? {}), ...props };
    const language = all.language === 'en' || all.language === 'it' ? all.language : config.language;
    let entry = mounted.get(el);
    if (!entry) {
      const shadow = shadowOf(el);
      const container = doc.createElement('div');
      container.setAttribute('data-pallone-root', '');
      shadow.append(container);
      entry = { root: createRoot(container), shadow, container, widget, props: {} };
      mounted.set(el, entry);
    }
    entry.widget = widget;
    entry.props = { ...all, language };
    if (loaded.has(widget)) draw(entry);
    else load(widget);
  }

  function unmount(el: Element): void {
    const entry = mounted.get(el);
    if (!entry) return;
    mounted.delete(el);
    entry.root.unmount();
    entry.container.remove();
    entry.shadow.querySelectorAll('style').forEach((style) => style.remove());
  }

  function scan(root: ParentNode = doc): void {
    const candidates = [
      ...(root instanceof Element && root.matches(WIDGET_SELECTOR) ? [root] : []),
      ...root.querySelectorAll(WIDGET_SELECTOR),
    ];
    for (const el of candidates) {
      const name = el.getAttribute('data-pallone-widget');
      if (name && !mounted.has(el)) mount(el, name);
    }
  }

  function onMutations(records: MutationRecord[]): void {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (node instanceof Element) scan(node);
      });
    }
    if (records.some((record) => record.removedNodes.length > 0)) {
      for (const el of [...mounted.keys()]) if (!el.isConnected) unmount(el);
    }
  }

  return {
    mount,
    unmount,
    scan,
    observe() {
      if (observer) return;
      observer = new MutationObserver(onMutations);
      observer.observe(doc.documentElement, { childList: true, subtree: true });
    },
    disconnect() {
      observer?.disconnect();
      observer = null;
    },
    get mounted() {
      return [...mounted.keys()];
    },
    version: options.version ?? '0.0.0',
  };
}
