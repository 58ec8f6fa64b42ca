import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';

/** When an island's code loads in the browser: as it comes near the viewport, or once the browser is idle. */
export type IslandTrigger = 'visible' | 'idle';

export interface IslandOptions<P extends object> {
  /**
   * The component itself, for the server build (and tests, which render like the server) only: pass
   * `import.meta.env.SSR || import.meta.env.MODE === 'test' ? Component : null`, so the browser build drops it and
   * loads the code through `load`. Import it from a barrel or `await load()`: a direct static import of the
   * module would keep it in the first load.
   */
  server: ComponentType<P> | null;
  load: () => Promise<ComponentType<P>>;
  when: IslandTrigger;
}

type Module<P> = { default: ComponentType<P> };

const noSubscribe = () => () => undefined;
/** True while React hydrates server HTML (it reads the server snapshot then), false in later client renders. */
const useHydrating = () =>
  useSyncExternalStore(
    noSubscribe,
    () => false,
    () => true,
  );

/** Resolved synchronously, so `React.lazy` renders the component at once instead of suspending. */
const resolvedModule = <P,>(component: ComponentType<P>) => ({
  then: (done: (module: Module<P>) => void) => done({ default: component }),
});

function whenTriggered(element: HTMLElement, when: IslandTrigger): Promise<void> {
  return new Promise((resolve) => {
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
      { rootMargin: '200px' },
    );
    observer.observe(element);
  });
}

/**
 * A server-rendered component whose browser code loads later (issue #5 §4, decision 009): the server renders it
 * in full; while the page hydrates, React keeps that HTML as is inside a Suspense boundary and hydrates it once
 * the code has loaded — when the element nears the viewport (`visible`) or the browser is idle (`idle`). After
 * hydration (client navigations) the code loads at once. Links inside work before; buttons wait for the code.
 */
export function island<P extends object>({ server, load, when }: IslandOptions<P>): ComponentType<P> {
  const code = () => load().then((component) => ({ default: component }));
  const immediate: LazyExoticComponent<ComponentType<P>> = lazy(() =>
    server ? (resolvedModule(server) as unknown as Promise<Module<P>>) : code(),
  );

  function Island(props: P) {
    const hydrating = useHydrating();
    const box = useRef<HTMLDivElement>(null);
    const [gate] = useState(() => {
      if (!hydrating || server) return null;
      let open: () => void = () => undefined;
      const opened = new Promise<void>((resolve) => (open = resolve));
      return { open, Component: lazy(() => opened.then(code)) };
    });
    useEffect(() => {
      if (!gate || !box.current) return;
      void whenTriggered(box.current, when).then(gate.open);
    }, [gate]);
    const Component = gate?.Component ?? immediate;
    return (
      <div ref={box}>
        <Suspense fallback={null}>
          <Component {...props} />
        </Suspense>
      </div>
    );
  }
  return Island;
}
