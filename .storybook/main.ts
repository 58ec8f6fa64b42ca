/**
 * Storybook 10 (`npm run storybook`, `npm run build-storybook` → dist/storybook): the widgets' stories in
 * stories/<Widget>/, autodocs (addon-docs), the a11y addon, the Vitest addon (vitest.storybook.config.ts), MSW with the shared handlers (preview.tsx) and the partner page.
 * Vite reads @pallone/widgets and @pallone/core from source through the `development` export condition.
 */
import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
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
