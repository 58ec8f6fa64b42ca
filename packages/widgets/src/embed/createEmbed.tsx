import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { StyleSheetManager } from 'styled-components';
import { QueryClient } from '@tanstack/react-query';
import { PalloneProvider } from '../provider/PalloneProvider.tsx';
import type { EmbedConfig } from './readScriptConfig.ts';
import { parseDataProps } from './parseDataProps.ts';
import { SHADOW_HOST_CSS } from './shadowStyles.ts';
import { resolveWidgetName, type WidgetExportName } from './widgetNames.ts';

export type WidgetComponents = Partial<Record<WidgetExportName, ComponentType<Record<string, unknown>>>>;

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
}

export function createEmbed(
  config: EmbedConfig,
  components: WidgetComponents,
  options: { version?: string; queryClient?: QueryClient; document?: Document } = {},
): PalloneWidgetsApi {
  const doc = options.document ?? document;
  const queryClient =
    options.queryClient ?? new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
  const mounted = new Map<Element, Mounted>();
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

  function mount(el: Element, name: string, props: Record<string, unknown> = {}): void {
    const exportName = resolveWidgetName(name);
    const Widget = exportName ? components[exportName] : undefined;
    if (!Widget) {
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
      entry = { root: createRoot(container), shadow, container };
      mounted.set(el, entry);
    }
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
          <Widget {...all} language={language} />
        </PalloneProvider>
      </StyleSheetManager>,
    );
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
