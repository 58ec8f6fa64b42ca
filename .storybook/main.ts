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
  // The root tsconfig.json lists no files: prop tables read the widgets' own, so every prop shows with its
  // type, default and JSDoc description (props of React's own types left out).
  // (The options' type comes out as `undefined` through @storybook/react-vite's declarations, hence the cast.)
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: './packages/widgets/tsconfig.json',
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop: { parent?: { fileName: string } }) =>
        !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  } as unknown as StorybookConfig['typescript'],
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
