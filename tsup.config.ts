/**
 * `npm run build`: the `@pallone/widgets` library and the `pallone-widgets.js` embed script (decision record
 * docs/decisions/004-widgets-build-and-embed.md).
 *
 * - library (packages/widgets/dist): ESM with code splitting (one entry per widget folder, so a bundler keeps
 *   only the chunks of the widgets a host imports), CJS in one file, `.d.ts`/`.d.cts` with @pallone/core's types
 *   inlined. react, react-dom, @tanstack/react-query and styled-components are peers (one copy shared with the
 *   host: its QueryClient and its style sheet); @pallone/core is private and bundled in.
 * - embed (packages/widgets/dist/embed/pallone-widgets.js): one minified IIFE with everything in it, the UI
 *   runtime aliased to preact/compat and styled-components to its small stand-in src/embed/embedStyled.tsx
 *   (EMBED_RUNTIME=react and EMBED_STYLES=styled-components build the alternatives, to compare).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Options } from 'tsup';

const widgetsDir = 'packages/widgets';
const src = `${widgetsDir}/src`;
const pkg = JSON.parse(readFileSync(`${widgetsDir}/package.json`, 'utf8')) as { version: string };

/** Peers: never bundled in the library (subpaths included, e.g. react/jsx-runtime, react-dom/client). */
export const LIBRARY_PEERS = ['react', 'react-dom', '@tanstack/react-query', 'styled-components'];
const peerPattern = new RegExp(
  `^(${LIBRARY_PEERS.map((name) => name.replace('/', '\\/')).join('|')})(\\/.*)?$`,
);

/** Every widget folder with an index.ts (LiveScores, Standings, …): one ESM entry each. */
function widgetEntries(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const dir of readdirSync(src, { withFileTypes: true })) {
    const index = path.join(src, dir.name, 'index.ts');
    if (dir.isDirectory() && /^[A-Z]/.test(dir.name) && existsSync(index))
      entries[`widgets/${dir.name}`] = index;
  }
  return entries;
}

const shared: Options = {
  tsconfig: `${widgetsDir}/tsconfig.json`,
  platform: 'browser',
  target: 'es2022',
  external: [peerPattern],
  noExternal: ['@pallone/core'],
  treeshake: false,
  sourcemap: true,
};

/** Declarations with @pallone/core's types inlined: `paths` makes TypeScript read core from source, not as a package. */
const dts = {
  entry: { index: `${src}/index.ts` },
  compilerOptions: { paths: { '@pallone/core': ['./packages/core/src/index.ts'] } },
};

const library: Options[] = [
  {
    ...shared,
    name: 'widgets:esm',
    entry: { index: `${src}/index.ts`, ...widgetEntries() },
    outDir: `${widgetsDir}/dist`,
    format: ['esm'],
    splitting: true,
    dts,
  },
  {
    ...shared,
    name: 'widgets:cjs',
    entry: { index: `${src}/index.ts` },
    outDir: `${widgetsDir}/dist`,
    format: ['cjs'],
    splitting: false,
    dts,
  },
];

/** EMBED_RUNTIME=react builds the embed on React 19 instead of preact/compat (to measure both). */
export const EMBED_RUNTIME = process.env.EMBED_RUNTIME === 'react' ? 'react' : 'preact';
/** EMBED_STYLES=styled-components builds the embed with styled-components instead of its small stand-in. */
export const EMBED_STYLES =
  process.env.EMBED_STYLES === 'styled-components' ? 'styled-components' : 'embedStyled';

const preactAliases = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

const embed: Options = {
  name: `embed:${EMBED_RUNTIME}+${EMBED_STYLES}`,
  entry: { 'pallone-widgets': `${src}/embed/main.ts` },
  outDir: process.env.EMBED_OUT_DIR ?? `${widgetsDir}/dist/embed`,
  tsconfig: `${widgetsDir}/tsconfig.json`,
  platform: 'browser',
  target: ['chrome100', 'firefox100', 'safari15', 'edge100'],
  format: ['iife'],
  outExtension: () => ({ js: '.js' }),
  minify: true,
  noExternal: [/.*/],
  clean: false,
  // Served as is from /embed/v1: no map to point at.
  sourcemap: false,
  define: {
    'process.env.NODE_ENV': '"production"',
    __PALLONE_API_USER__: JSON.stringify(process.env.PALLONE_PUBLIC_API_USER ?? 'pallone'),
    __PALLONE_API_PASSWORD__: JSON.stringify(process.env.PALLONE_PUBLIC_API_PASSWORD ?? 'pallone'),
    __PALLONE_WIDGETS_VERSION__: JSON.stringify(pkg.version),
  },
  esbuildOptions(options) {
    options.legalComments = 'none';
    if (EMBED_RUNTIME === 'preact') options.alias = { ...options.alias, ...preactAliases };
    if (EMBED_STYLES === 'embedStyled') {
      options.alias = { ...options.alias, 'styled-components': `./${src}/embed/embedStyled.tsx` };
    }
  },
};

export default defineConfig(process.env.TSUP_ONLY === 'embed' ? [embed] : [...library, embed]);
