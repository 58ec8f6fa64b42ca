import { useState } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { apiPath } from '../../packages/widgets/src/mocks/apiPath.ts';

/**
 * The states issue #16 asks of every widget's stories, shared so each widget shows them the same way: a width
 * of the viewport toolbar (the widget held to it, as in a phone), dark with a phone's width or in English, and
 * the data kept on screen while a refresh fails.
 */

/** Holds the widget to at most `px` wide, as in a phone or a page's side column. */
export const atMostPx = (px: number): Decorator =>
  function AtMost(Story) {
    return (
      <div style={{ maxWidth: px }}>
        <Story />
      </div>
    );
  };

/** The 320 px phone (viewport "Mobile 320"), the widget held to that width. */
export const mobile320 = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  decorators: [atMostPx(320)],
};

/** The 375 px phone (viewport "Mobile 375"), the widget held to that width. */
export const mobile375 = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  decorators: [atMostPx(375)],
};

/** Dark theme on a 375 px phone. */
export const darkMobile = {
  globals: { ...mobile375.globals, theme: 'dark' },
  decorators: mobile375.decorators,
};

/** Dark theme, English texts and data. */
export const darkEnglish = { globals: { theme: 'dark', locale: 'en' } };

/** The widget's outer box (its `section`, one per widget). */
export function widgetRoot(canvasElement: HTMLElement): HTMLElement {
  const root = canvasElement.querySelector<HTMLElement>('section[data-theme]');
  if (!root) throw new Error('No widget on the canvas');
  return root;
}

/** What a designer checks on a phone: the theme asked for, the width held, nothing scrolling sideways. */
export async function expectFitsPhone(canvasElement: HTMLElement, theme: 'light' | 'dark', px = 375) {
  const root = widgetRoot(canvasElement);
  await expect(root).toHaveAttribute('data-theme', theme);
  await expect(root.getBoundingClientRect().width).toBeLessThanOrEqual(px);
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
}

/** Dark: the widget's own background is the dark theme's (#12161c), on the dark canvas. */
export async function expectDark(canvasElement: HTMLElement) {
  const root = widgetRoot(canvasElement);
  await expect(root).toHaveAttribute('data-theme', 'dark');
  await expect(getComputedStyle(root).backgroundColor).toBe('rgb(18, 22, 28)');
}

/** Queries stale at once, so that coming back to the tab refreshes them (as after the widget's staleTime). */
const withQueriesStaleAtOnce: Decorator = function StaleAtOnce(Story) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <Story />
    </QueryClientProvider>
  );
};

const REFRESH_FAILED = { it: 'Impossibile aggiornare i dati.', en: 'The data could not be refreshed.' };
const RETRY = { it: 'Riprova', en: 'Try again' };

/** The refresh notice as a designer checks it: its text and retry button, one slim line, not an alert. */
export async function expectRefreshNotice(canvasElement: HTMLElement, language: 'it' | 'en' = 'it') {
  const root = widgetRoot(canvasElement);
  const message = await within(root).findByText(REFRESH_FAILED[language], {}, { timeout: 5000 });
  await expect(message).toHaveAttribute('role', 'status');
  const notice = message.parentElement!;
  await expect(within(notice).getByRole('button', { name: RETRY[language] })).toBeVisible();
  await expect(notice.getBoundingClientRect().height).toBeLessThanOrEqual(48);
  await expect(within(root).queryByRole('alert')).toBeNull();
}

export type Canvas = ReturnType<typeof within>;
/** Waits for what the story shows once loaded (the table, the events…) and checks it is there. */
type Shown = (canvas: Canvas) => Promise<unknown>;
interface PlayContext {
  canvasElement: HTMLElement;
}

/** Dark on a 375 px phone, checked: the content shown, the dark theme, the width held, no sideways scroll. */
export function darkMobileStory(shown: Shown) {
  return {
    ...darkMobile,
    play: async ({ canvasElement }: PlayContext) => {
      await shown(within(canvasElement));
      await expectFitsPhone(canvasElement, 'dark');
      await expectDark(canvasElement);
    },
  };
}

/**
 * Stale data while a refresh fails: the widget loads from the shared handlers, then the API answers `path` with
 * a 500 and the reader comes back to the tab (`visibilitychange`), which refreshes the widget's queries. The
 * content stays (`shown` passes again) under the slim notice with Riprova.
 */
export function staleWhileRefreshFailsStory(path: string, shown: Shown) {
  const api = { failing: false };
  return {
    decorators: [withQueriesStaleAtOnce],
    parameters: {
      msw: {
        handlers: [
          http.get(apiPath(path), () =>
            api.failing ? HttpResponse.json({ statusCode: 500 }, { status: 500 }) : undefined,
          ),
        ],
      },
    },
    globals: { locale: 'it' },
    beforeEach: () => {
      api.failing = false;
    },
    play: async ({ canvasElement }: PlayContext) => {
      const canvas = within(canvasElement);
      await shown(canvas);
      api.failing = true;
      window.dispatchEvent(new Event('visibilitychange'));
      await expectRefreshNotice(canvasElement, 'it');
      await shown(canvas);
    },
  };
}
