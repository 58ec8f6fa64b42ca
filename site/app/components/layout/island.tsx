import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { useNavigation } from 'react-router';

/**
 * When an island's code loads in the browser: as it comes near the viewport, once the browser is idle, or only when
 * the reader points at, touches or focuses something inside it (`interaction`: for server HTML that nothing on the
 * page changes and with nothing to click but plain links, e.g. an ended match's timeline).
 */
export type IslandTrigger = 'visible' | 'idle' | 'interaction';

const INTERACTIONS = ['pointerover', 'mouseover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

export interface IslandOptions<P extends object> {
  /**
   * The component itself, for the server build (and tests, which render like the server) only: pass
   * `import.meta.env.BROWSER_BUNDLE ? null : Component` (app/browserBundle.d.ts), so the browser build drops it and
   * loads the code through `load`. Import it from a barrel or `await load()`: a direct static import of the
   * module would keep it in the first load.
   */
  server: ComponentType<P> | null;
  load: () => Promise<ComponentType<P>>;
  when: IslandTrigger;
  /**
   * How near the viewport a `visible` island's code starts loading (an IntersectionObserver root margin). The
   * default has code ready for what the reader scrolls to next; a part that works as plain HTML until then (links,
   * a picture) can wait until it is in view.
   * @default '200px'
   */
  margin?: string;
}

const noSubscribe = () => () => undefined;
/** True while React hydrates server HTML (it reads the server snapshot then), false in later client renders. */
const useHydrating = () =>
  useSyncExternalStore(
    noSubscribe,
    () => false,
    () => true,
  );

/**
 * The boundary's fallback, which React shows only once it has dropped the server HTML (a context or prop change
 * reached the island before its code): the code must then load at once, or the island would stay empty.
 */
function LoadNow({ load }: { load?: (() => void) | undefined }) {
  useEffect(() => load?.(), [load]);
  return null;
}

/** Same keys, each value the same (Object.is). */
function sameValues(a: object, b: object): boolean {
  const before = a as Record<string, unknown>;
  const after = b as Record<string, unknown>;
  const keys = Object.keys(before);
  return keys.length === Object.keys(after).length && keys.every((key) => Object.is(before[key], after[key]));
}

/** The loaded component, calling `hydrated` once it has committed (its server HTML is now React's). */
function signalHydrated<P extends object>(Loaded: ComponentType<P>, hydrated: () => void): ComponentType<P> {
  return function Hydrated(props: P) {
    useEffect(hydrated, []);
    return <Loaded {...props} />;
  };
}

/**
 * Text typed into a field before its code arrived: React read the field's value when it hydrated and saw no change,
 * or, when the typing came as it hydrated, put its own empty value back. Each field gets the last text typed into it
 * (else what it shows, when that differs from the server's value) through the property React watches, then the
 * input event React listens to.
 */
function replayTypedText(element: HTMLElement, typed: ReadonlyMap<HTMLInputElement, string>): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (!setValue) return;
  for (const input of element.querySelectorAll('input')) {
    const text = typed.get(input) ?? input.value;
    if (text === input.defaultValue && !typed.has(input)) continue;
    input.value = input.defaultValue;
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Resolves when the trigger fires; `signal` (the island unmounted) removes what it listens with. */
function whenTriggered(
  element: HTMLElement,
  when: IslandTrigger,
  margin: string,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve) => {
    if (when === 'interaction') {
      // On the window, capturing: React stops the propagation of a discrete event (pointerdown, focusin, keydown)
      // aimed at server HTML it has not hydrated, at the page's root, before it could reach the island itself.
      const listening = new AbortController();
      signal.addEventListener('abort', () => listening.abort());
      const open = (event: Event) => {
        if (!(event.target instanceof Node) || !element.contains(event.target)) return;
        listening.abort();
        resolve();
      };
      for (const type of INTERACTIONS)
        window.addEventListener(type, open, { capture: true, passive: true, signal: listening.signal });
      return;
    }
    if (when === 'idle' || typeof IntersectionObserver === 'undefined') {
      const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200));
      idle(() => resolve());
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    signal.addEventListener('abort', () => observer.disconnect());
  });
}

/**
 * A server-rendered component whose browser code loads later (issue #5 §4, decision 009): the server renders it
 * in full; while the page hydrates, React keeps that HTML as is inside a Suspense boundary and hydrates it once
 * the code has loaded — when the element nears the viewport (`visible`), the browser is idle (`idle`) or the reader
 * reaches into it (`interaction`), or a navigation starts (`loadWaitingIslands`). Links inside work before; a button
 * clicked and text typed before the code arrived are replayed once the island has hydrated. In a client render (a
 * navigation) the island has no boundary of its own: the navigation waits for its code, fetched as its route module
 * arrived (`preloadIslandsOnCreation`), and shows the page whole.
 */
export function island<P extends object>({
  server,
  load,
  when,
  margin = '200px',
}: IslandOptions<P>): ComponentType<P> & PreloadableIsland {
  // One download, shared by `preload` (a client navigation's loader) and the render that needs the code.
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let downloaded: ComponentType<P> | undefined;
  const code = () =>
    (loading ??= load().then((component) => {
      downloaded = component;
      return { default: component };
    }));
  const forgetFailed = () => void (loading = undefined);
  // The server build (and tests) render the component itself inside the boundary: a lazy one, even resolved at
  // once, made React's stream leave the boundary for later, so its HTML arrived after the page around it had
  // painted and pushed what was below (a layout shift). In the browser the code loads through `load`.
  const pending: ComponentType<P> | LazyExoticComponent<ComponentType<P>> =
    server ??
    lazy(() =>
      code().catch((error: unknown) => {
        forgetFailed();
        throw error;
      }),
    );

  /**
   * The boundary in a component of its own, memoized: when the Island re-renders by itself (its hydration flag
   * turning false right after hydration), the same props reach it and nothing reaches a boundary still showing
   * server HTML. An update there would make React drop that HTML and show the fallback (nothing) until the code
   * has loaded: the island would vanish and come back, a layout shift.
   */
  const Boundary = memo(
    function Boundary({
      Component,
      props,
      load,
    }: {
      Component: ComponentType<P>;
      props: P;
      load?: () => void;
    }) {
      return (
        <Suspense fallback={<LoadNow load={load} />}>
          <Component {...props} />
        </Suspense>
      );
    },
    // A parent re-rendering with the same values (the header opening a menu) must not reach it either: compared
    // prop by prop, so callers pass stable callbacks (useCallback).
    (before, after) =>
      before.Component === after.Component &&
      before.load === after.load &&
      sameValues(before.props, after.props),
  );

  function Island(props: P) {
    const hydrating = useHydrating();
    const box = useRef<HTMLDivElement>(null);
    const [gate] = useState(() => {
      if (!hydrating || server) return null;
      let hydrated: () => void = () => undefined;
      const state = {
        open: () => undefined as void,
        loaded: false,
        hydrated: new Promise<void>((resolve) => (hydrated = resolve)),
        Component: lazy(() => loaded),
      };
      // The download starts when the trigger fires, whether or not React has tried to hydrate the boundary yet.
      const loaded = new Promise<void>((resolve) => (state.open = resolve))
        .then(code)
        .then(({ default: Loaded }) => {
          state.loaded = true;
          return { default: signalHydrated(Loaded, hydrated) };
        });
      return state;
    });
    useEffect(() => {
      const element = box.current;
      if (!gate || !element) return;
      const unmounted = new AbortController();
      const clicks = new AbortController();
      unmounted.signal.addEventListener('abort', () => clicks.abort());
      // React drops a click on server HTML whose code has not arrived: the last button clicked is pressed again
      // once the island has hydrated, and text typed meanwhile is handed to React.
      let missed: HTMLElement | null = null;
      const remember = (event: Event) => {
        const button = event.target instanceof Element ? event.target.closest('button') : null;
        if (!gate.loaded && button && element.contains(button)) missed = button;
      };
      window.addEventListener('click', remember, { capture: true, signal: clicks.signal });
      const typed = new Map<HTMLInputElement, string>();
      const keep = (event: Event) => {
        if (event.target instanceof HTMLInputElement && element.contains(event.target))
          typed.set(event.target, event.target.value);
      };
      window.addEventListener('input', keep, { capture: true, signal: clicks.signal });
      waiting.add(gate.open);
      unmounted.signal.addEventListener('abort', () => waiting.delete(gate.open));
      void whenTriggered(element, when, margin, unmounted.signal).then(() => {
        waiting.delete(gate.open);
        gate.open();
      });
      void gate.hydrated.then(() => {
        clicks.abort();
        if (unmounted.signal.aborted) return;
        if (missed?.isConnected) missed.click();
        replayTypedText(element, typed);
      });
      return () => unmounted.abort();
    }, [gate]);
    if (!gate && !server) {
      // A client render (a navigation): no boundary of its own, so a navigation that reaches the island before its
      // code waits for it, as React waits for the page's data, and shows the page whole. A boundary here showed the
      // new page without the section, which then came in and pushed what was below (a layout shift).
      const Component = downloaded ?? pending;
      return (
        <div ref={box}>
          <Component {...props} />
        </div>
      );
    }
    return (
      <div ref={box}>
        <Boundary Component={gate?.Component ?? pending} props={props} load={gate?.open} />
      </div>
    );
  }
  const preload = () => code().then(() => undefined, forgetFailed);
  if (preloadOnCreation) void preload();
  return Object.assign(Island, { preload });
}

/** An island whose code a page can fetch ahead of its render. */
export interface PreloadableIsland {
  /** Downloads the island's code; never rejects (a failed download is tried again when the island renders). */
  preload: () => Promise<void>;
}

/**
 * While the reader leaves for a page that `matches` (another match from a match page), the islands' code that this
 * page never needed is fetched beside the next page's data, for the same reason as `preloadIslandsOnCreation`.
 */
export function usePreloadWhenLeavingFor(
  matches: (pathname: string) => boolean,
  islands: readonly PreloadableIsland[],
): void {
  const next = useNavigation().location?.pathname;
  useEffect(() => {
    if (next && matches(next)) for (const each of islands) void each.preload();
  }, [next, matches, islands]);
}

/** Each island on the page still showing server HTML whose code has not been asked for: how to ask for it. */
const waiting = new Set<() => void>();

/**
 * Asks for the code of every island still showing server HTML (entry.client.tsx, as a navigation or a fetcher
 * starts). A navigation changes the router's context above them, and React will not commit a transition that
 * reaches a boundary it has not hydrated: the new page (and the progress bar's start) waited until the data had
 * come, the new page had rendered and only then the header's and footer's islands had fetched their code, swapping
 * the old page out more than half a second after the click (a layout shift). Fetched as the navigation starts, the
 * code comes beside the data.
 */
export function loadWaitingIslands(): void {
  for (const open of waiting) open();
  waiting.clear();
}

let preloadOnCreation = false;

/**
 * From now on an island fetches its code as soon as it is created (entry.client.tsx turns it on before hydrating).
 * The first page's route modules were evaluated before: their islands wait for their trigger. A route module
 * evaluated later came with a client navigation, which React Router runs beside the page's data request; without
 * this the new page rendered once the data came, suspended on each island's code, and React kept the old page on
 * screen meanwhile, swapping it out more than half a second after the click: a layout shift, and the reader waited
 * for two round trips instead of one.
 */
export function preloadIslandsOnCreation(on = true): void {
  preloadOnCreation = on;
}
