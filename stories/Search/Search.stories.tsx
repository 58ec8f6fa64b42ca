import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { MatchSearchResult } from '@pallone/core';
import { Search } from '@pallone/widgets';
import { apiPath } from '../../packages/widgets/src/mocks/apiPath.ts';
import { SEARCH_TEXTS, searchFixture } from '../../packages/widgets/src/mocks/handlers/search.ts';
import { palettesStory } from '../shared/brandControls.tsx';
import { italianStory } from '../shared/storyBasics.ts';
import { type Canvas, mobile320, mobile375 } from '../shared/storyStates.tsx';
import { componentDocs, lookArgTypes } from '../shared/widgetMeta.ts';

const KINDS = ['players', 'teams', 'matches', 'news'] as const;

/** Opens the search (the icon button on desktop) and types like a visitor. */
async function typeInSearch(canvasElement: HTMLElement, text: string) {
  const canvas = within(canvasElement);
  const opener = canvas.queryByRole('button', { name: /Apri la ricerca|Open search/ });
  if (opener) await userEvent.click(opener);
  await userEvent.type(canvas.getByRole('combobox'), text, { delay: 40 });
  return canvas;
}

/** With `globals`, `text` typed into the search; `check` then looks at what it shows. */
function searchedStory(
  globals: Record<string, string>,
  text: string,
  check: (shown: { canvas: Canvas; canvasElement: HTMLElement }) => Promise<void> = async () => {},
) {
  return {
    globals,
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = await typeInSearch(canvasElement, text);
      await check({ canvas, canvasElement });
    },
  };
}

/**
 * On a narrow screen (below 768 px) the panel spans the viewport less 8 px each side, whatever the widget's own
 * width; at any width nothing scrolls sideways, neither the page nor the panel.
 */
async function expectPanelFitsScreen(canvasElement: HTMLElement) {
  const panel = within(canvasElement).getByRole('dialog');
  const page = canvasElement.ownerDocument.documentElement;
  if (page.clientWidth < 768) {
    const box = panel.getBoundingClientRect();
    await expect(Math.round(box.left)).toBe(8);
    await expect(Math.round(box.width)).toBe(page.clientWidth - 16);
  }
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
}

/** The players' placeholder disc is the dark theme's skeleton colour (#262e39), not the light one. */
async function expectDarkPlaceholders(canvasElement: HTMLElement) {
  const panel = within(canvasElement).getByRole('dialog');
  await within(panel).findByRole('link', { name: /Enner Valencia/ }, { timeout: 3000 });
  const disc = panel.querySelector('svg[data-fallback="person"] circle');
  await expect(disc && getComputedStyle(disc).fill).toBe('rgb(38, 46, 57)');
}

/** A phone of `width` px (a phone's header, the toolbar's viewport to match): "valencia" typed, the panel across the screen. */
function phoneStory(width: 320 | 375): Story {
  const phone = width === 320 ? mobile320 : mobile375;
  return {
    globals: { ...phone.globals, locale: 'it' },
    decorators: phone.decorators,
    play: async ({ canvasElement }) => {
      const canvas = await typeInSearch(canvasElement, SEARCH_TEXTS.everySection);
      await canvas.findByRole('link', { name: /Enner Valencia/ }, { timeout: 3000 });
      await expectPanelFitsScreen(canvasElement);
    },
  };
}

const meta = {
  title: 'Widgets/Search',
  component: Search,
  args: { onNavigate: fn((_href, event) => event.preventDefault()) },
  argTypes: {
    collapsible: { control: 'boolean', description: 'Desktop: an icon until opened' },
    ...lookArgTypes,
  },
  parameters: componentDocs(
    'The global search (SPEC §2, §4, §5): players, teams, matches and news, requested 400 ms after typing ' +
      'for non-blank text and cancelled when the text changes; the panel locks page scrolling over a ' +
      'backdrop and closes on an outside click, Escape or a chosen result. Recorded texts: "valencia" (every ' +
      'section), "inter" (played matches with scores), "lautaro" (players only).',
  ),
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Search>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: an icon on desktop, the input on mobile. */
export const Default: Story = {};

export const Playground: Story = { args: { collapsible: true } };

/** Typing "valencia": four sections load, then list players, teams, matches and news. */
export const Typing: Story = searchedStory(
  { locale: 'it' },
  SEARCH_TEXTS.everySection,
  async ({ canvas }) => {
    const panel = canvas.getByRole('dialog', { name: 'Risultati della ricerca' });
    await expect(await within(panel).findByRole('link', { name: /Enner Valencia/ })).toBeInTheDocument();
  },
);

/** Nothing is requested until 400 ms after the last keystroke: the sections show loading meanwhile. */
export const Debounce: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.queryByRole('button', { name: 'Apri la ricerca' });
    if (opener) await userEvent.click(opener);
    await userEvent.type(canvas.getByRole('combobox'), 'inter', { delay: 0 });
    await expect(canvas.getAllByRole('status')).toHaveLength(4);
    await waitFor(() => expect(canvas.queryAllByRole('status')).toHaveLength(0), { timeout: 3000 });
  },
};

/** Three partner palettes given as brand.primary only (one light): the widget picks the readable text colour. */
export const Palettes: Story = { ...palettesStory(Search) };

export const Loading: Story = {
  globals: { locale: 'it' },
  parameters: {
    msw: {
      handlers: KINDS.map((kind) =>
        http.get(apiPath(`/${kind}/search`), async () => {
          await delay('infinite');
        }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await typeInSearch(canvasElement, SEARCH_TEXTS.everySection);
  },
};

/** No match anywhere: every section says "Nessun risultato". */
export const Empty: Story = searchedStory({ locale: 'it' }, SEARCH_TEXTS.nothing, async ({ canvas }) => {
  await waitFor(() => expect(canvas.getAllByText('Nessun risultato')).toHaveLength(4), { timeout: 3000 });
});

/** Failed requests are only logged (SPEC §8): the sections say "Nessun risultato". */
export const Error: Story = {
  globals: { locale: 'it' },
  parameters: {
    msw: {
      handlers: KINDS.map((kind) =>
        http.get(apiPath(`/${kind}/search`), () => HttpResponse.json({ statusCode: 500 }, { status: 500 })),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await typeInSearch(canvasElement, SEARCH_TEXTS.everySection);
    await waitFor(() => expect(canvas.getAllByText('Nessun risultato')).toHaveLength(4), { timeout: 3000 });
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Dark: the placeholder pictures take the dark theme's colours, not light discs. */
export const Dark: Story = searchedStory(
  { theme: 'dark' },
  SEARCH_TEXTS.everySection,
  async ({ canvasElement }) => {
    await expectDarkPlaceholders(canvasElement);
  },
);

export const Italian: Story = italianStory;

export const English: Story = searchedStory({ locale: 'en' }, SEARCH_TEXTS.everySection);

/** 320 px: the input is always shown; the panel spans the screen less 8 px each side, nothing scrolls sideways. */
export const Mobile: Story = phoneStory(320);

/** 375 px, the same. */
export const Mobile375: Story = phoneStory(375);

/** Dark at 320 px: the field's border, the panel and the placeholder pictures all dark. */
export const DarkMobile: Story = {
  globals: { ...mobile320.globals, theme: 'dark', locale: 'it' },
  decorators: mobile320.decorators,
  play: async ({ canvasElement }) => {
    const canvas = await typeInSearch(canvasElement, SEARCH_TEXTS.everySection);
    await expectDarkPlaceholders(canvasElement);
    await expectPanelFitsScreen(canvasElement);
    await expect(canvas.getByRole('combobox')).toBeVisible();
  },
};

/** Dark and English. */
export const DarkEnglish: Story = searchedStory(
  { theme: 'dark', locale: 'en' },
  SEARCH_TEXTS.everySection,
  async ({ canvas, canvasElement }) => {
    const panel = canvas.getByRole('dialog', { name: 'Search results' });
    await within(panel).findByRole('link', { name: /Enner Valencia/ }, { timeout: 3000 });
    await expect(within(panel).getByRole('region', { name: 'Matches' })).toBeInTheDocument();
    await expectDarkPlaceholders(canvasElement);
  },
);

/** Played matches: both team icons (35 px), the scores and the date DD/MM/YYYY; no news matches "inter". */
export const MatchResults: Story = searchedStory(
  { locale: 'it' },
  SEARCH_TEXTS.playedMatches,
  async ({ canvas }) => {
    const match = await canvas.findByRole('link', { name: /Bologna FC 1909/ }, { timeout: 3000 });
    await expect(match).toHaveAccessibleName('Bologna FC 1909 3-3 FC Internazionale Milano 23/05/2026');
  },
);

/** A match without both teams is not listed (the first recorded "inter" match loses its away team). */
export const MatchWithoutBothTeams: Story = {
  globals: { locale: 'it' },
  parameters: {
    msw: {
      handlers: [
        http.get(apiPath('/matches/search'), () => {
          const [first, ...rest] = searchFixture('inter.matches') as MatchSearchResult[];
          return HttpResponse.json([{ ...first, awayTeam: null }, ...rest]);
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await typeInSearch(canvasElement, SEARCH_TEXTS.playedMatches);
    await canvas.findByRole('link', { name: /Hellas Verona FC/ }, { timeout: 3000 });
    await expect(canvas.queryByRole('link', { name: /Bologna FC 1909/ })).not.toBeInTheDocument();
  },
};

/** The recorded images are all missing: players get the person, teams the shield (42 and 40 px). */
export const FallbackImages: Story = searchedStory({ locale: 'it' }, SEARCH_TEXTS.everySection);

/** A click outside (on the backdrop) closes the panel and gives the page its scrolling back. */
export const OutsideClickCloses: Story = searchedStory(
  { locale: 'it' },
  SEARCH_TEXTS.everySection,
  async ({ canvas, canvasElement }) => {
    await expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(document.body.style.overflow).not.toBe('hidden');
  },
);

/** Choosing a result calls onNavigate with its link and closes the search. */
export const ChoosingCloses: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement, args }) => {
    const canvas = await typeInSearch(canvasElement, SEARCH_TEXTS.everySection);
    await userEvent.click(await canvas.findByRole('link', { name: /Enner Valencia/ }, { timeout: 3000 }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/giocatori/enner-valencia', expect.anything());
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Arrow keys move from the input through the results; Escape closes. */
export const KeyboardNavigation: Story = searchedStory(
  { locale: 'it' },
  SEARCH_TEXTS.everySection,
  async ({ canvas }) => {
    const first = await canvas.findByRole('link', { name: /Anthony Valencia/ }, { timeout: 3000 });
    await userEvent.keyboard('{ArrowDown}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
);

/** An always-open input, e.g. in a page body rather than a header. */
export const NotCollapsible: Story = { args: { collapsible: false } };

/** "valencia" is all still to play: each match shows its date and its kick-off time in Rome where a score goes. */
export const UpcomingKickoff: Story = searchedStory(
  { locale: 'it' },
  SEARCH_TEXTS.everySection,
  async ({ canvas }) => {
    // 16:00 UTC on 22 November 2026 is 17:00 in Rome.
    const match = await canvas.findByRole('link', { name: /Rayo Vallecano de Madrid/ }, { timeout: 3000 });
    await expect(match).toHaveAccessibleName('Rayo Vallecano de Madrid Valencia CF 22/11/2026 17:00');
    await expect(match).not.toHaveTextContent('-');
  },
);

const LONG = {
  player: 'Maximiliano Alejandro Rodríguez-Fernández de la Santísima Trinidad',
  home: 'Società Sportiva Dilettantistica Polisportiva Internazionale Valenciana',
  away: 'Real Club Deportivo Valencia Mestalla Fundación Comunidad Valenciana',
};

/** Very long names in every section at 320 px: names wrap or are cut with an ellipsis, nothing overflows. */
export const LongNames: Story = {
  globals: { ...mobile320.globals, locale: 'it' },
  decorators: mobile320.decorators,
  parameters: {
    msw: {
      handlers: [
        http.get(apiPath('/players/search'), () =>
          HttpResponse.json(
            (searchFixture('valencia.players') as { name: string }[]).map((player) => ({
              ...player,
              name: LONG.player,
            })),
          ),
        ),
        http.get(apiPath('/teams/search'), () =>
          HttpResponse.json(
            (searchFixture('valencia.teams') as object[]).map((team) => ({ ...team, name: LONG.home })),
          ),
        ),
        http.get(apiPath('/matches/search'), () =>
          HttpResponse.json(
            (searchFixture('valencia.matches') as MatchSearchResult[]).map((match) => ({
              ...match,
              homeTeam: { ...match.homeTeam, name: LONG.home },
              awayTeam: { ...match.awayTeam, name: LONG.away },
            })),
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await typeInSearch(canvasElement, SEARCH_TEXTS.everySection);
    await canvas.findAllByRole('link', { name: new RegExp(LONG.away) }, { timeout: 3000 });
    await expectPanelFitsScreen(canvasElement);
  },
};

/** Set by StaleResultsWhileRefreshFails's play function: from then on every search request fails. */
let refreshFails = false;
/** That story's own client, so its play function can refresh the results on screen. */
const staleClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });

/**
 * Results on screen, then a refresh of them fails: the error is only logged (SPEC §8) and the results already
 * shown stay, rather than turning into "Nessun risultato".
 */
export const StaleResultsWhileRefreshFails: Story = {
  globals: { locale: 'it' },
  decorators: [
    (Story) => (
      <QueryClientProvider client={staleClient}>
        <Story />
      </QueryClientProvider>
    ),
  ],
  parameters: {
    msw: {
      handlers: KINDS.map((kind) =>
        http.get(apiPath(`/${kind}/search`), () =>
          refreshFails ? HttpResponse.json({ statusCode: 500 }, { status: 500 }) : undefined,
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    refreshFails = false;
    const canvas = await typeInSearch(canvasElement, SEARCH_TEXTS.everySection);
    // All four sections listed before the refresh.
    await waitFor(
      () => expect(canvasElement.querySelectorAll('section[data-state="list"]')).toHaveLength(KINDS.length),
      { timeout: 3000 },
    );
    refreshFails = true;
    await staleClient.refetchQueries();
    const failed = staleClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'error' });
    await expect(failed).toHaveLength(KINDS.length);
    await expect(canvas.getByRole('link', { name: /Enner Valencia/ })).toBeInTheDocument();
    await expect(canvas.queryByText('Nessun risultato')).not.toBeInTheDocument();
    refreshFails = false;
  },
};
