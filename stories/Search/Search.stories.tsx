import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { MatchSearchResult } from '@pallone/core';
import { Search } from '@pallone/widgets';
import { apiPath } from '../../packages/widgets/src/mocks/apiPath.ts';
import { SEARCH_TEXTS, searchFixture } from '../../packages/widgets/src/mocks/handlers/search.ts';
import { brandArgTypes, palettesStory } from '../shared/brandControls.tsx';

const KINDS = ['players', 'teams', 'matches', 'news'] as const;

/** Opens the search (the icon button on desktop) and types like a visitor. */
async function typeInSearch(canvasElement: HTMLElement, text: string) {
  const canvas = within(canvasElement);
  const opener = canvas.queryByRole('button', { name: /Apri la ricerca|Open search/ });
  if (opener) await userEvent.click(opener);
  await userEvent.type(canvas.getByRole('combobox'), text, { delay: 40 });
  return canvas;
}

const meta = {
  title: 'Widgets/Search',
  component: Search,
  args: { onNavigate: fn((_href, event) => event.preventDefault()) },
  argTypes: {
    collapsible: { control: 'boolean', description: 'Desktop: an icon until opened' },
    language: { control: 'inline-radio', options: ['it', 'en'] },
    theme: { control: 'inline-radio', options: ['light', 'dark'] },
    ...brandArgTypes,
  },
  parameters: {
    docs: {
      description: {
        component:
          'The global search (SPEC §2, §4, §5): players, teams, matches and news, requested 400 ms after typing ' +
          'for non-blank text and cancelled when the text changes; the panel locks page scrolling over a ' +
          'backdrop and closes on an outside click, Escape or a chosen result. Recorded texts: "valencia" (every ' +
          'section), "inter" (played matches with scores), "lautaro" (players only).',
      },
    },
  },
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
export const Typing: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    const canvas = await typeInSearch(canvasElement, SEARCH_TEXTS.everySection);
    const panel = canvas.getByRole('dialog', { name: 'Risultati della ricerca' });
    await expect(await within(panel).findByRole('link', { name: /Enner Valencia/ })).toBeInTheDocument();
  },
};

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
export const Empty: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    const canvas = await typeInSearch(canvasElement, SEARCH_TEXTS.nothing);
    await waitFor(() => expect(canvas.getAllByText('Nessun risultato')).toHaveLength(4), { timeout: 3000 });
  },
};

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

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await typeInSearch(canvasElement, SEARCH_TEXTS.everySection);
  },
};

export const Italian: Story = { globals: { locale: 'it' } };

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await typeInSearch(canvasElement, SEARCH_TEXTS.everySection);
  },
};

/** 320 px: the input is always shown, the panel spans the width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false }, locale: 'it' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await typeInSearch(canvasElement, SEARCH_TEXTS.everySection);
  },
};

/** Played matches: both team icons (35 px), the scores and the date DD/MM/YYYY; no news matches "inter". */
export const MatchResults: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    const canvas = await typeInSearch(canvasElement, SEARCH_TEXTS.playedMatches);
    const match = await canvas.findByRole('link', { name: /Bologna FC 1909/ }, { timeout: 3000 });
    await expect(match).toHaveTextContent('Bologna FC 19093FC Internazionale Milano323/05/2026');
  },
};

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
export const FallbackImages: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    await typeInSearch(canvasElement, SEARCH_TEXTS.everySection);
  },
};

/** A click outside (on the backdrop) closes the panel and gives the page its scrolling back. */
export const OutsideClickCloses: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    const canvas = await typeInSearch(canvasElement, SEARCH_TEXTS.everySection);
    await expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(document.body.style.overflow).not.toBe('hidden');
  },
};

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
export const KeyboardNavigation: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    const canvas = await typeInSearch(canvasElement, SEARCH_TEXTS.everySection);
    const first = await canvas.findByRole('link', { name: /Anthony Valencia/ }, { timeout: 3000 });
    await userEvent.keyboard('{ArrowDown}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** An always-open input, e.g. in a page body rather than a header. */
export const NotCollapsible: Story = { args: { collapsible: false } };
