/**
 * Size budgets (`npm run size`, after `npm run build`; decisions 004 and 030). The embed is measured as a
 * partner page downloads it: the script, the runtime and the chunks of the widgets on the page, each file
 * gzipped on its own, as it travels. Which files those are comes from the build (pallone-widgets.files.json).
 */
import { existsSync, readFileSync } from 'node:fs';

const filesJson = new URL('./dist/embed/pallone-widgets.files.json', import.meta.url);
if (!existsSync(filesJson))
  throw new Error('dist/embed/pallone-widgets.files.json is missing: run `npm run build`');
const files = JSON.parse(readFileSync(filesJson, 'utf8'));
const page = (widgetFiles) => [
  'dist/embed/pallone-widgets.js',
  ...new Set([...files.runtime, ...widgetFiles].map((file) => `dist/embed/${file}`)),
];
const embedCheck = (name, paths, limit) => ({
  name,
  path: paths,
  disablePlugins: ['@size-limit/esbuild'],
  gzip: true,
  limit,
});

const PEERS = ['react', 'react-dom', '@tanstack/react-query', 'styled-components'];
const libraryCheck = (exported, limit) => ({
  name: `import { ${exported} } from '@pallone/widgets' (peers excluded)`,
  path: 'dist/index.js',
  import: `{ ${exported} }`,
  ignore: PEERS,
  gzip: true,
  limit,
});

export default [
  ...Object.entries(files.widgets).map(([widget, widgetFiles]) =>
    embedCheck(
      `embed: a page with one ${widget} (script + runtime + its chunks)`,
      page(widgetFiles),
      '45 KB',
    ),
  ),
  embedCheck('embed: a page with all six widgets', page(Object.values(files.widgets).flat()), '63 KB'),
  // 12 KB until decision 068: Rome's wall clock by arithmetic (+0.2 kB) instead of a first Intl.DateTimeFormat.
  libraryCheck('LiveScores', '12.5 KB'),
  libraryCheck('Standings', '14 KB'),
  libraryCheck('Search', '12 KB'),
  libraryCheck('MatchTimeline', '12 KB'),
  libraryCheck('BonusBanner', '12 KB'),
  libraryCheck('StatComparison', '12 KB'),
  libraryCheck('PalloneProvider', '6 KB'),
];
