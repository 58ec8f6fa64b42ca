import { delay, http, HttpResponse } from 'msw';
import { apiPath } from '../../packages/widgets/src/mocks/apiPath.ts';

/**
 * The basic states every widget's stories show the same way: the API never answering (Loading) or answering a
 * 500 (Error) on the path the widget reads, the dark theme, each language.
 */

/** The widget waiting on `path` (an API path such as `/matches/:id/getEvents`) for ever. */
export const loadingStory = (path: string) => ({
  parameters: {
    msw: {
      handlers: [
        http.get(apiPath(path), async () => {
          await delay('infinite');
        }),
      ],
    },
  },
});

/** The API answering `path` with a 500. */
export const errorStory = (path: string) => ({
  parameters: {
    msw: {
      handlers: [http.get(apiPath(path), () => HttpResponse.json({ statusCode: 500 }, { status: 500 }))],
    },
  },
});

export const darkStory = { globals: { theme: 'dark' } };
export const italianStory = { globals: { locale: 'it' } };
export const englishStory = { globals: { locale: 'en' } };
