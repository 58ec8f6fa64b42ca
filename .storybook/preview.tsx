/**
 * Every story renders inside a PalloneProvider (language from the `locale` toolbar, default Italian) and, for
 * the `theme` toolbar, a wrapper with `data-theme`; API calls are answered by MSW with the one handler set that
 * the widget tests use (packages/widgets/src/mocks/handlers.ts), recorded from the real API. A story adds its
 * own cases with `parameters.msw.handlers`, which win over the shared ones.
 */
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { closeLiveStreamHubs } from '@pallone/core';
import { handlers } from '../packages/widgets/src/mocks/handlers.ts';
import { withBrandColours } from '../stories/shared/brandControls.tsx';
import { PalloneStoryFrame } from './PalloneStoryFrame.tsx';
import { STORY_VIEWPORTS } from './viewports.ts';

/** The page behind a story: dark with the dark theme, so a dark widget never sits on a white page. */
function CanvasBackground(props: { theme: 'light' | 'dark' }) {
  useEffect(() => {
    document.body.style.background = props.theme === 'dark' ? '#0b0e12' : '';
    return () => {
      document.body.style.background = '';
    };
  }, [props.theme]);
  return null;
}

/**
 * The theme in use is the story's `theme` arg (set from Controls) or else the toolbar's: it reaches the widget,
 * its frame and, on a story's own page, the whole canvas. The brand colour pickers are folded into `brand`.
 */
const withPallone: Decorator = (Story, context) => {
  const toolbarTheme = context.globals.theme === 'dark' ? 'dark' : 'light';
  const theme =
    context.args.theme === 'dark' || context.args.theme === 'light' ? context.args.theme : toolbarTheme;
  return (
    <PalloneStoryFrame language={context.globals.locale === 'en' ? 'en' : 'it'} theme={theme}>
      {context.viewMode === 'story' && <CanvasBackground theme={theme} />}
      <Story args={{ ...withBrandColours(context.args), theme }} />
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
  // The page's live stream hub outlives a story: closed before each, so a story never reads the stream (and
  // the MSW handler) of the one before it, as the widget tests do between cases.
  beforeEach: () => {
    closeLiveStreamHubs();
  },
  tags: ['autodocs'],
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
