/**
 * Every story as a test (`npm run test:storybook`): Storybook's Vitest addon turns each story of stories/ into a
 * test that renders it in Chromium (browser mode), runs its play function, then the a11y addon's axe check, which
 * fails the test on any violation (`a11y: { test: 'error' }` in .storybook/preview.tsx). The browser is Debian's
 * /usr/bin/chromium (CHROMIUM_PATH to use another); no browser is ever downloaded.
 */
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [storybookTest({ configDir: '.storybook' })],
  test: {
    name: 'storybook',
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
