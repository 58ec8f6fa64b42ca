import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootEmbed, type EmbedRuntime } from './bootEmbed.ts';
import type { PalloneWidgetsApi } from './createEmbed.tsx';
import type { EmbedFiles } from './embedFiles.ts';

const files: EmbedFiles = {
  runtime: ['chunks/runtime-R.js', 'chunks/chunk-UI.js'],
  widgets: {
    Standings: ['chunks/Standings-S.js', 'chunks/chunk-LIVE.js'],
    LiveScores: ['chunks/LiveScores-L.js', 'chunks/chunk-LIVE.js'],
    Search: ['chunks/Search-Q.js'],
  },
};

function scriptAt(src: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = src;
  return script;
}

/** Records every import; the runtime's resolves when `arrive` is called, with a runtime recording its calls. */
function fakeModules() {
  const imported: string[] = [];
  const calls: string[] = [];
  let arrive = () => {};
  const started: PalloneWidgetsApi = {
    mount: (_el, name) => calls.push(`mount ${name}`),
    unmount: () => calls.push('unmount'),
    scan: () => calls.push('scan'),
    observe: () => calls.push('observe'),
    disconnect: () => calls.push('disconnect'),
    mounted: [document.body],
    version: 'runtime',
  };
  const runtime: EmbedRuntime = {
    startEmbed: (script) => {
      calls.push(`start ${script?.src ?? ''}`);
      return started;
    },
  };
  const importModule = (url: string) => {
    imported.push(url);
    if (!url.includes('/runtime-')) return Promise.resolve({});
    return new Promise((resolve) => {
      arrive = () => resolve(runtime);
    });
  };
  return { imported, calls, importModule, arrive: () => arrive() };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('bootEmbed', () => {
  it("imports the runtime and the chunks of the page's widgets at once, from next to the script", () => {
    document.body.innerHTML = `
      <div data-pallone-widget="standings"></div>
      <div data-pallone-widget="LiveScores"></div>
      <div data-pallone-widget="weather"></div>`;
    const modules = fakeModules();
    const script = scriptAt('https://cdn.example/embed/v1/pallone-widgets.0123456789.js');
    bootEmbed({ script, files, version: '1.2.3', importModule: modules.importModule, document });
    expect(modules.imported.sort()).toEqual(
      [
        'chunks/chunk-UI.js',
        'chunks/Standings-S.js',
        'chunks/chunk-LIVE.js',
        'chunks/LiveScores-L.js',
        'chunks/runtime-R.js',
      ]
        .map((file) => `https://cdn.example/embed/v1/${file}`)
        .sort(),
    );
  });

  it('answers calls at once and runs them, in order, when the runtime has arrived', async () => {
    const modules = fakeModules();
    const script = scriptAt('https://cdn.example/embed/v1/pallone-widgets.js');
    const api = bootEmbed({ script, files, version: '1.2.3', importModule: modules.importModule, document });
    expect(api.version).toBe('1.2.3');
    expect(api.mounted).toEqual([]);
    api.mount(document.body, 'standings');
    api.scan();
    expect(modules.calls).toEqual([]);
    modules.arrive();
    await vi.waitFor(() =>
      expect(modules.calls).toEqual([
        'start https://cdn.example/embed/v1/pallone-widgets.js',
        'mount standings',
        'scan',
      ]),
    );
    expect(api.mounted).toEqual([document.body]);
    api.unmount(document.body);
    expect(modules.calls.at(-1)).toBe('unmount');
  });

  it('says so in the console when the runtime cannot be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    bootEmbed({
      script: scriptAt('https://cdn.example/embed/v1/pallone-widgets.js'),
      files,
      version: '1',
      importModule: () => Promise.reject(new Error('404')),
      document,
    });
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('[pallone-widgets] could not load the widgets', expect.any(Error)),
    );
    error.mockRestore();
  });
});
