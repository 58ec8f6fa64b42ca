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
import { recordMissedInput } from './islandReplay.ts';
import { whenTriggered, type IslandTrigger } from './islandTriggers.ts';
import { preloadsOnCreation, waitForCodeRequest, type PreloadableIsland } from './islandNavigation.ts';

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
      // React drops a click or text typed on server HTML whose code has not arrived: given back once hydrated.
      const missedInput = recordMissedInput(element, () => gate.loaded);
      const notWaiting = waitForCodeRequest(gate.open);
      unmounted.signal.addEventListener('abort', () => {
        missedInput.stop();
        notWaiting();
      });
      void whenTriggered(element, when, margin, unmounted.signal).then(() => {
        notWaiting();
        gate.open();
      });
      void gate.hydrated.then(() => {
        missedInput.stop();
        if (!unmounted.signal.aborted) missedInput.replay();
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
  if (preloadsOnCreation()) void preload();
  return Object.assign(Island, { preload });
}
