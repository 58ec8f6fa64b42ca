import { act, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { island } from './island.tsx';
import { preloadIslandsOnCreation } from './islandNavigation.ts';

// These tests drive React's roots themselves (as the browser does), through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Card({ label }: { label: string }) {
  return <p>{label}</p>;
}

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {count}
    </button>
  );
}

function Field() {
  const [text, setText] = useState('');
  return (
    <label>
      <input value={text} onChange={(event) => setText(event.target.value)} />
      <output>{text.toUpperCase()}</output>
    </label>
  );
}

/** The server's HTML of `Component`, hydrated with it as an interaction island whose code arrives on `arrive()`. */
async function hydratedLate(Component: () => React.JSX.Element) {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(() => arrived.then(() => Component));
  const ServerIsland = island({ server: Component, load, when: 'interaction' });
  const BrowserIsland = island({ server: null, load, when: 'interaction' });
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<ServerIsland />);
  await act(async () => {
    root = hydrateRoot(container, <BrowserIsland />);
  });
  return { container, load, arrive };
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The page as a browser gets it: the server's HTML (the component itself), then hydrated with the island's code. */
async function hydrated(label: string) {
  const load = vi.fn(async () => Card);
  const ServerIsland = island({ server: Card, load, when: 'interaction' });
  const BrowserIsland = island({ server: null, load, when: 'interaction' });
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<ServerIsland label={label} />);
  await act(async () => {
    root = hydrateRoot(container, <BrowserIsland label={label} />);
  });
  return { container, load, render: (next: string) => root!.render(<BrowserIsland label={next} />) };
}

describe('an interaction island', () => {
  it('stops listening once it has left the page', async () => {
    const added = vi.spyOn(window, 'addEventListener');
    const { container, load } = await hydrated('Pronostico');
    const signals = added.mock.calls.map((call) => (call[2] as AddEventListenerOptions | undefined)?.signal);
    added.mockRestore();
    act(() => root!.unmount());
    root = undefined;
    expect(signals.length).toBeGreaterThan(0);
    expect(signals.every((signal) => signal?.aborted)).toBe(true);
    container.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
  });

  it("keeps the server HTML and loads its code only at the reader's first focus", async () => {
    const { container, load } = await hydrated('Statistiche');
    expect(container.textContent).toBe('Statistiche');
    expect(load).not.toHaveBeenCalled();

    await act(async () => {
      container.querySelector('p')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('Statistiche');
  });

  it('is left alone when the page around re-renders it with the same values', async () => {
    const { container, load, render } = await hydrated('Forma');
    await act(async () => render('Forma'));
    expect(load).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Forma');
  });

  it('loads its code at once when new props reach it before its code, instead of staying empty', async () => {
    const { container, load, render } = await hydrated('Genoa-Inter');
    await act(async () => render('Argentina-Francia'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('Argentina-Francia');
  });

  it('presses again, once hydrated, a button clicked before its code arrived', async () => {
    const { container, load, arrive } = await hydratedLate(Counter);
    const button = container.querySelector('button')!;
    await act(async () => {
      button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      button.click();
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(button.textContent).toBe('0');
    await act(async () => arrive());
    expect(container.querySelector('button')!.textContent).toBe('1');
  });

  it('hands React the text typed before its code arrived', async () => {
    const { container, arrive } = await hydratedLate(Field);
    const input = container.querySelector('input')!;
    await act(async () => {
      input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      input.value = 'inter';
    });
    await act(async () => arrive());
    expect(container.querySelector('output')!.textContent).toBe('INTER');
  });
});

describe('an island reached by a client navigation', () => {
  afterEach(() => preloadIslandsOnCreation(false));

  /** The page rendered in the browser (no server HTML), in one synchronous commit as a navigation's last step. */
  function renderedAfterNavigation(Island: React.ComponentType<{ label: string }>, label: string) {
    const container = document.body.appendChild(document.createElement('div'));
    act(() => {
      root = createRoot(container);
      root.render(<Island label={label} />);
    });
    return container;
  }

  it('fetches its code as its route module arrives, and shows its section in the first commit', async () => {
    preloadIslandsOnCreation();
    const load = vi.fn(async () => Card);
    const Island = island({ server: null, load, when: 'interaction' });
    expect(load).toHaveBeenCalledTimes(1);
    await Island.preload();
    expect(renderedAfterNavigation(Island, 'Genoa-Inter').textContent).toBe('Genoa-Inter');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("waits for its trigger when created with the first page's modules", () => {
    const load = vi.fn(async () => Card);
    island({ server: null, load, when: 'visible' });
    expect(load).not.toHaveBeenCalled();
  });

  it('tries again when it renders after its code failed to download', async () => {
    const load = vi
      .fn<() => Promise<typeof Card>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(Card);
    const Island = island({ server: null, load, when: 'interaction' });
    await expect(Island.preload()).resolves.toBeUndefined();
    const container = renderedAfterNavigation(Island, 'Forma');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(container.textContent).toBe('Forma');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a visible island', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The root margins the islands' IntersectionObservers were made with. */
  function observedMargins() {
    const margins: (string | undefined)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(_callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          margins.push(options?.rootMargin);
        }
        observe() {}
        disconnect() {}
      },
    );
    return margins;
  }

  it('loads its code 200 px before it comes into view, or when in view if its margin says so', async () => {
    const margins = observedMargins();
    const roots: Root[] = [];
    for (const margin of [undefined, '0px']) {
      const options = { load: async () => Card, when: 'visible' as const, ...(margin ? { margin } : {}) };
      const ServerIsland = island({ ...options, server: Card });
      const BrowserIsland = island({ ...options, server: null });
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = renderToString(<ServerIsland label="Bonus" />);
      await act(async () => {
        roots.push(hydrateRoot(container, <BrowserIsland label="Bonus" />));
      });
    }
    act(() => roots.forEach((each) => each.unmount()));
    expect(margins).toEqual(['200px', '0px']);
  });
});
