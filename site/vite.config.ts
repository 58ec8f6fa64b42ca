import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const widgetsSource = fileURLToPath(new URL('../packages/widgets/src/index.ts', import.meta.url));

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
  );

const vendorChunks = [
  { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 20 },
  {
    name: 'vendor',
    test: /node_modules[\\/](styled-components|stylis|@emotion|@tanstack)[\\/]/,
    priority: 10,
  },
  { name: 'shell', test: shellModule, priority: 5 },
];

export default defineConfig({
  plugins: [reactRouter()],
  // The widgets are built from source (as in the monorepo's tests), so the site never waits for their dist.
  resolve: { alias: { '@pallone/widgets': widgetsSource } },
  ssr: { noExternal: ['@pallone/widgets', '@pallone/core'] },
  build: { sourcemap: false },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: vendorChunks } } } } },
  },
});
