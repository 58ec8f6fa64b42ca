/**
 * Every story renders inside a PalloneProvider (language from the `locale` toolbar, default Italian) and, for
 * the `theme` toolbar, a wrapper with `data-theme`; API calls are answered by MSW with the one handler set that
 * the widget tests use (packages/widgets/src/mocks/handlers.ts), recorded from the real API. A story adds its
 * own cases with `parameters.msw.handlers`, which win over the shared ones.
 */
import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { handlers } from '../packages/widgets/src/mocks/handlers.ts';
import { PalloneStoryFrame } from './PalloneStoryFrame.tsx';
import { STORY_VIEWPORTS } from './viewports.ts';

/** The toolbar's theme reaches the widget as its `theme` prop unless the story sets one (e.g. a Dark story). */
const withPallone: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  return (
    <PalloneStoryFrame language={context.globals.locale === 'en' ? 'en' : 'it'} theme={theme}>
      <Story args={{ ...context.args, theme: context.args.theme ?? theme }} />
    </PalloneStoryFrame>
  );
};

const preview: Preview = {
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(...handlers);
      await worker.start({
        quiet: true,
        serviceWorker: { url: './mockServiceWorker.js' },
        onUnhandledFrame: 'bypass',
      });
      return worker;
    }),
  ],
  decorators: [withPallone],
  globalTypes: {
    locale: {
      description: 'Language of the widgets (PalloneProvider language)',
      toolbar: {
        title: 'Lingua',
        icon: 'globe',
        items: [
          { value: 'it', title: 'Italiano', right: 'IT' },
          { value: 'en', title: 'English', right: 'EN' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Light or dark widget theme',
      toolbar: {
        title: 'Tema',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Chiaro', icon: 'sun' },
          { value: 'dark', title: 'Scuro', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'it', theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color|primary|text)$/i } },
    viewport: { options: STORY_VIEWPORTS },
    a11y: { test: 'error' },
  },
};

export default preview;
