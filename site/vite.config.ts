import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { styleTemplateNamesVitePlugin } from '../scripts/siteBuild/styleTemplateNames.ts';
import { compactStylesVitePlugin } from '../scripts/widgetsBuild/compactStyles.ts';

const widgetsSource = fileURLToPath(new URL('../packages/widgets/src/index.ts', import.meta.url));
/**
 * styled-components' small stand-in (decision 065), in the server and browser builds alike so class names agree.
 * SITE_STYLES=styled-components builds with styled-components itself, to compare.
 */
const styledAlias: Record<string, string> =
  process.env.SITE_STYLES === 'styled-components'
    ? {}
    : {
        'styled-components': fileURLToPath(
          new URL('../packages/widgets/src/styled/styled.tsx', import.meta.url),
        ),
      };

/** The Search widget's results panel, loaded on the search's first focus (packages/widgets/src/Search/Search.tsx). */
const searchResultsModule = (id: string) =>
  /[\\/]Search[\\/](SearchResults|SearchSection|(Match|News|Player|Team)Result|ResultImage|ResultLink|PlaceholderImage)\.tsx?$/.test(
    id,
  );

/**
 * Modules the shell's paths match that only lazily loaded code imports: the API client's transport, errors (but
 * `AbortedError`, which the search checks) and cookie reading (behind the lazy API client, which also brings the
 * staff methods), the Filtra menu's page picker (behind FilterPickers) and the consent scripts' loader (after an
 * acceptance). In `shell` they would be in every page's first load (−1.5 kB gzip); left out, they go with the code
 * that loads them. A module that first-load code imports stays in `shell` whatever this says.
 */
const lazyOnlyModule = (id: string) =>
  /[\\/](client[\\/](InvalidResponseError|NetworkError|TimeoutError|ApiRequestError|buildUrl|fetchTypes|readCookie|clientConstants)|filter[\\/]PagePicker|consent[\\/]loadScripts)\.tsx?$/.test(
    id,
  );

/**
 * Parts under the shell's paths that only some pages show: the tabs (competition, match, team, player, news), the
 * odds table, the gambling notices and the ad slots. In `shell` every other page would load them too (the live
 * scores page 1.2 kB gzip more); left out, they go with the pages that show them.
 */
const somePagesModule = (id: string) =>
  /[\\/]components[\\/](layout[\\/](Tabs|ScrollTable|GamblingNotice)|consent[\\/]AdSlot)\.tsx$/.test(id);

/**
 * The browser build's long-lived shared code in two chunks (decision 009): every page loads both, and one file
 * each compresses better than the dozen small chunks automatic splitting makes of them. The rest (root, routes,
 * widgets, shared app modules) keeps automatic splitting, so lazily loaded code stays out of the first load.
 */
const shellModule = (id: string) =>
  !id.includes('node_modules') &&
  /[\\/](packages[\\/]core[\\/]src[\\/](client|i18n|format)|packages[\\/]widgets[\\/]src[\\/](provider|theme|states|links|i18n)|site[\\/]app[\\/](i18n|lib|styles|components[\\/](header|consent|filter|layout)))[\\/]/.test(
    id,
  ) &&
  !/(createApiClient|createHttp|staff\w*(Methods|Paths)|encodeBasicAuth|FilterPickers|FeaturedLists|usePickerData|filterRules|MobileBonusBanner|RouteErrorPage|Footer|footerLinks|CookieSettingsButton|apiClientCode)\.tsx?$/.test(
    id,
  ) &&
  !lazyOnlyModule(id) &&
  !somePagesModule(id) &&
  !searchResultsModule(id);

/** TanStack Query's mutations: only the back-office writes, so they load with its chunks, not on every page (−0.5 kB gzip). */
const backOfficeOnlyLibraryModule =
  /[\\/]@tanstack[\\/](react-query[\\/].*[\\/](useMutation|useMutationState|useIsMutating)|query-core[\\/].*[\\/]mutationObserver)\.js$/;

const vendorChunks = [
  {
    // React, React Router, styled-components and TanStack Query: one file, as they change only with an upgrade
    // (decision 041: 0.6 kB gzip less than two files).
    name: 'framework',
    test: (id: string) =>
      /node_modules[\\/](react|react-dom|scheduler|react-router|styled-components|stylis|@emotion|@tanstack)[\\/]/.test(
        id,
      ) && !backOfficeOnlyLibraryModule.test(id),
    priority: 20,
  },
  { name: 'shell', test: shellModule, priority: 5 },
];

/**
 * Imports of widget modules that the browser build resolves to a site stand-in, which loads the real code on
 * first use; the server build, tests and the embed keep the widget as it is (a dynamic import inside the widget
 * would grow the embed, one esbuild IIFE, by its lazy-init wrappers). Value imports only: types are erased.
 */
const standIns = [
  // The Search widget's results panel, on the search's first focus (decision 009).
  {
    source: './SearchResults.tsx',
    importer: /[\\/]Search[\\/]Search\.tsx$/,
    file: 'header/LazySearchResults.tsx',
  },
  // The live stream client, on a widget's first subscription (decision 041).
  {
    source: '@pallone/core',
    importer: /[\\/]live[\\/]useLiveStream\.ts$/,
    file: 'live/LazyLiveStreamHub.ts',
  },
  // The writer of the stream's messages into the query cache, with the stream client's code.
  {
    source: './writeLiveMessage.ts',
    importer: /[\\/]live[\\/]useLiveStream\.ts$/,
    file: 'live/LazyWriteLiveMessage.ts',
  },
  // The Standings widget's provisional table, once a match of the group is being played.
  ...['./useProvisionalTable.ts', './ProvisionalNote.tsx'].map((source) => ({
    source,
    importer: /[\\/]Standings[\\/]StandingsBody\.tsx$/,
    file: 'standings/LazyProvisionalTable.tsx',
  })),
  // The API client's methods and transport, on the first call (decision 041).
  {
    source: '@pallone/core',
    importer: /[\\/]provider[\\/]PalloneProvider\.tsx$/,
    file: 'layout/LazyApiClient.ts',
  },
].map((standIn) => ({
  ...standIn,
  path: fileURLToPath(new URL(`./app/components/${standIn.file}`, import.meta.url)),
}));

const lazyWidgetParts: Plugin = {
  name: 'pallone:lazy-widget-parts',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  resolveId(source, importer) {
    const standIn = standIns.find(
      (candidate) =>
        candidate.source === source &&
        importer !== undefined &&
        /[\\/]widgets[\\/]src[\\/]/.test(importer) &&
        candidate.importer.test(importer),
    );
    return standIn?.path ?? null;
  },
};

/** The style templates of the site and the widgets without their comments and line breaks, as in the widgets' build. */
const styleSources = /[\\/](site[\\/]app|packages[\\/]widgets[\\/]src)[\\/]/;
const compactStyleTemplates = compactStylesVitePlugin(styleSources);

/**
 * Static templates named at build time, their text only in the server's build: the browser gets their rules from the
 * page's <style> and one cached stylesheet (decision 075). Not with styled-components itself.
 */
const styleTemplateNames =
  process.env.SITE_STYLES === 'styled-components'
    ? []
    : [styleTemplateNamesVitePlugin(styleSources, fileURLToPath(new URL('..', import.meta.url)))];

export default defineConfig({
  plugins: [compactStyleTemplates, ...styleTemplateNames, reactRouter(), lazyWidgetParts],
  // The widgets are built from source (as in the monorepo's tests), so the site never waits for their dist.
  resolve: { alias: { '@pallone/widgets': widgetsSource, ...styledAlias } },
  ssr: { noExternal: ['@pallone/widgets', '@pallone/core'] },
  build: { sourcemap: false },
  environments: {
    client: {
      // The one place that tells the browser build from the server build and tests (app/browserBundle.d.ts).
      define: { 'import.meta.env.BROWSER_BUNDLE': 'true' },
      build: { rolldownOptions: { output: { codeSplitting: { groups: vendorChunks } } } },
    },
  },
});
