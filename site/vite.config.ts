import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

const widgetsSource = fileURLToPath(new URL('../packages/widgets/src/index.ts', import.meta.url));

/** The Search widget's results panel, loaded on the search's first focus (packages/widgets/src/Search/Search.tsx). */
const searchResultsModule = (id: string) =>
  /[\\/]Search[\\/](SearchResults|SearchSection|(Match|News|Player|Team)Result|ResultImage|ResultLink|PlaceholderImage)\.tsx?$/.test(
    id,
  );

/**
 * The browser build's long-lived shared code in two chunks (decision 009): every page loads both, and one file
 * each compresses better than the dozen small chunks automatic splitting makes of them. The rest (root, routes,
 * widgets, shared app modules) keeps automatic splitting, so lazily loaded code stays out of the first load.
 */
const shellModule = (id: string) =>
  !id.includes('node_modules') &&
  /[\\/](packages[\\/]core[\\/]src[\\/](client|i18n|format)|packages[\\/]widgets[\\/]src[\\/](provider|theme|states|links|Search|i18n)|site[\\/]app[\\/](i18n|lib|styles|components[\\/](header|consent|filter|layout)))[\\/]/.test(
    id,
  ) &&
  !/(FilterPickers|usePickerData|filterRules|MobileBonusBanner|RouteErrorPage|Footer|footerLinks|CookieSettingsButton)\.tsx?$/.test(
    id,
  ) &&
  !searchResultsModule(id);

const vendorChunks = [
  { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 20 },
  {
    name: 'vendor',
    test: /node_modules[\\/](styled-components|stylis|@emotion|@tanstack)[\\/]/,
    priority: 10,
  },
  { name: 'shell', test: shellModule, priority: 5 },
];

const lazySearchResultsModule = fileURLToPath(
  new URL('./app/components/header/LazySearchResults.tsx', import.meta.url),
);

/**
 * In the browser build, the Search widget's results panel loads on first use (decision 009): its import in
 * packages/widgets/src/Search/Search.tsx resolves to a lazy stand-in. The widget package itself stays unsplit
 * (its embed script is one IIFE, where a dynamic import would cost more than it saves).
 */
const lazySearchResults: Plugin = {
  name: 'pallone:lazy-search-results',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  resolveId(source, importer) {
    if (
      source === './SearchResults.tsx' &&
      importer &&
      /[\\/]widgets[\\/]src[\\/]Search[\\/]Search\.tsx$/.test(importer)
    )
      return lazySearchResultsModule;
    return null;
  },
};

export default defineConfig({
  plugins: [reactRouter(), lazySearchResults],
  // The widgets are built from source (as in the monorepo's tests), so the site never waits for their dist.
  resolve: { alias: { '@pallone/widgets': widgetsSource } },
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
