/**
 * `npm run build`: the `@pallone/widgets` library and the `pallone-widgets.js` embed script (decision record
 * docs/decisions/004-widgets-build-and-embed.md).
 *
 * - library (packages/widgets/dist): ESM with code splitting (one entry per widget folder, so a bundler keeps
 *   only the chunks of the widgets a host imports), CJS in one file, `.d.ts`/`.d.cts` with @pallone/core's types
 *   inlined. react, react-dom, @tanstack/react-query and styled-components are peers (one copy shared with the
 *   host: its QueryClient and its style sheet); @pallone/core is private and bundled in.
 * - embed (packages/widgets/dist/embed, decision 030): minified ES modules with code splitting in `chunks/` (the
 *   runtime, one chunk per widget, shared chunks; all named by content hash), then `pallone-widgets.js`, the
 *   small classic script partners paste, which imports the runtime and the chunks of the widgets on the page,
 *   and `pallone-widgets.files.json`, which files each page loads (what size-limit measures). The UI runtime is
 *   aliased to preact/compat and styled-components to its small stand-in src/styled/styled.tsx
 *   (EMBED_RUNTIME=react and EMBED_STYLES=styled-components build the alternatives, to compare).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, defineConfig, type Options } from 'tsup';
import { embedFilesOf, type EmbedMetafile } from './packages/widgets/src/embed/embedFiles.ts';
import { compactStylesPlugin } from './scripts/widgetsBuild/compactStyles.ts';
import { EMBED_WIDGETS } from './packages/widgets/src/embed/widgetNames.ts';

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

/** The widgets' style templates without their comments and line breaks (scripts/widgetsBuild/compactStyles.ts). */
const compactStyles = compactStylesPlugin(/packages[\\/]widgets[\\/]src[\\/]/);

const shared: Options = {
  tsconfig: `${widgetsDir}/tsconfig.json`,
  platform: 'browser',
  target: 'es2022',
  external: [peerPattern],
  noExternal: ['@pallone/core'],
  treeshake: false,
  sourcemap: true,
  esbuildPlugins: [compactStyles],
};

/**
 * Declarations with @pallone/core's types inlined: `paths` makes TypeScript read core from source, not as a package.
 * Core's types are `Static<>` of @pallone/contract's schemas (decision 031): the contract's declarations are inlined
 * too (it is not published); TypeBox's `Static` stays an import of `typebox`, a dependency of the package.
 */
const dts = {
  entry: { index: `${src}/index.ts` },
  resolve: ['@pallone/contract'],
  compilerOptions: {
    paths: {
      '@pallone/core': ['./packages/core/src/index.ts'],
      '@pallone/contract': ['./packages/contract/src/index.ts'],
    },
  },
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

const embedOutDir = process.env.EMBED_OUT_DIR ?? `${widgetsDir}/dist/embed`;
const embedRuntimeSource = `${src}/embed/startEmbed.ts`;
/** Each widget's source: the entry of its own chunk, `chunks/<Widget>-<hash>.js`. */
const embedWidgetSources = Object.fromEntries(
  Object.values(EMBED_WIDGETS).map((name) => [name, `${src}/${name}/index.ts`]),
);

const embedShared: Options = {
  outDir: embedOutDir,
  tsconfig: `${widgetsDir}/tsconfig.json`,
  platform: 'browser',
  target: ['chrome100', 'firefox100', 'safari15', 'edge100'],
  outExtension: () => ({ js: '.js' }),
  minify: true,
  noExternal: [/.*/],
  // Served as is from /embed/v1: no map to point at.
  sourcemap: false,
  define: {
    'process.env.NODE_ENV': '"production"',
    __PALLONE_API_USER__: JSON.stringify(process.env.PALLONE_PUBLIC_API_USER ?? 'pallone'),
    __PALLONE_API_PASSWORD__: JSON.stringify(process.env.PALLONE_PUBLIC_API_PASSWORD ?? 'pallone'),
    __PALLONE_WIDGETS_VERSION__: JSON.stringify(pkg.version),
  },
};

let embedMetafile: EmbedMetafile | null = null;

/** After the modules: the script tag's file, told which files the runtime and each widget need. */
async function buildEmbedScript(): Promise<void> {
  if (!embedMetafile) throw new Error('The embed modules were built without a metafile');
  const files = embedFilesOf(embedMetafile, {
    runtime: embedRuntimeSource,
    widgets: embedWidgetSources,
    relative: (output) => path.relative(embedOutDir, output).split(path.sep).join('/'),
  });
  await writeFile(
    path.join(embedOutDir, 'pallone-widgets.files.json'),
    `${JSON.stringify(files, null, 2)}\n`,
  );
  await build({
    ...embedShared,
    config: false,
    name: 'embed:script',
    entry: { 'pallone-widgets': `${src}/embed/main.ts` },
    format: ['iife'],
    clean: false,
    define: { ...embedShared.define, __PALLONE_EMBED_FILES__: JSON.stringify(files) },
    esbuildOptions(options) {
      options.legalComments = 'none';
    },
  });
}

const embed: Options = {
  ...embedShared,
  name: `embed:${EMBED_RUNTIME}+${EMBED_STYLES}`,
  entry: {
    'chunks/runtime': embedRuntimeSource,
    ...Object.fromEntries(
      Object.entries(embedWidgetSources).map(([name, source]) => [`chunks/${name}`, source]),
    ),
  },
  format: ['esm'],
  splitting: true,
  clean: true,
  esbuildOptions(options) {
    options.legalComments = 'none';
    options.entryNames = '[dir]/[name]-[hash]';
    options.chunkNames = 'chunks/[name]-[hash]';
    if (EMBED_RUNTIME === 'preact') options.alias = { ...options.alias, ...preactAliases };
    if (EMBED_STYLES === 'embedStyled') {
      options.alias = { ...options.alias, 'styled-components': `./${src}/styled/styled.tsx` };
    }
  },
  esbuildPlugins: [
    compactStyles,
    {
      name: 'embed-metafile',
      setup(builder) {
        builder.onEnd((result) => {
          embedMetafile = result.metafile ?? null;
        });
      },
    },
  ],
  onSuccess: buildEmbedScript,
};

export default defineConfig(process.env.TSUP_ONLY === 'embed' ? [embed] : [...library, embed]);
