/**
 * Storybook 10 (`npm run storybook`, `npm run build-storybook` → dist/storybook): the widgets' stories in
 * stories/<Widget>/, the a11y addon, MSW with the shared handlers (preview.tsx) and the partner page.
 * Vite reads @pallone/widgets and @pallone/core from source through the `development` export condition.
 */
import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

/** MDX pages need @storybook/addon-docs, which is not installed yet: they are picked up once it is. */
function hasDocsAddon(): boolean {
  try {
    import.meta.resolve('@storybook/addon-docs');
    return true;
  } catch {
    return false;
  }
}
const docs = hasDocsAddon();

const config: StorybookConfig = {
  stories: [...(docs ? ['../stories/**/*.mdx'] : []), '../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', ...(docs ? ['@storybook/addon-docs'] : [])],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      resolve: { conditions: ['development', ...defaultClientConditions] },
      build: {
        chunkSizeWarningLimit: 2000,
        rollupOptions: {
          // react-query's "use client" directives mean nothing in Storybook's client-only bundle.
          onwarn(warning: { code?: string }, warn: (warning: { code?: string }) => void) {
            if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
          },
        },
      },
    }),
};

export default config;
