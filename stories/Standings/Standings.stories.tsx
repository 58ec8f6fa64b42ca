import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Standings } from '@pallone/widgets';
import { apiPath } from '../../packages/widgets/src/mocks/apiPath.ts';
import { STANDINGS_IDS } from '../../packages/widgets/src/mocks/handlers/standings.ts';
import { PALETTES_A11Y, palettesStory } from '../shared/brandControls.tsx';
import {
  darkEnglish,
  darkMobileStory,
  expectDark,
  expectFitsPhone,
  mobile320,
  mobile375,
  staleWhileRefreshFailsStory,
} from '../shared/storyStates.tsx';
import { componentDocs, lookArgTypes } from '../shared/widgetMeta.ts';
import { darkStory, englishStory, errorStory, italianStory, loadingStory } from '../shared/storyBasics.ts';

const { serieA, serieASeason2324, euro, euroGroupB, premierLeague, premierLeagueSeason2324 } = STANDINGS_IDS;
const EURO_GROUPS = (['A', 'B', 'C', 'D', 'E', 'F'] as const).map((letter, i) => [48 + i, letter] as const);

const meta = {
  title: 'Widgets/Standings',
  component: Standings,
  args: { competitionId: serieA, seasonId: serieASeason2324 },
  argTypes: {
    competitionId: {
      options: [serieA, euro],
      control: { type: 'select', labels: { [serieA]: '68 — Serie A', [euro]: '158 — Euro 2024' } },
      description: 'Recorded: 68 Serie A (2023-24, 2025-26), 158 Euro 2024',
    },
    seasonId: {
      options: [serieASeason2324, STANDINGS_IDS.serieASeason2526],
      control: { type: 'select', labels: { 2: '2 — Serie A 2023-24', 13: '13 — Serie A 2025-26' } },
      description: 'Recorded: 2 (2023-24), 13 (2025-26); empty = latest with results',
    },
    groupId: {
      options: EURO_GROUPS.map(([id]) => id),
      control: {
        type: 'select',
        labels: Object.fromEntries(EURO_GROUPS.map(([id, letter]) => [id, `${id} — Euro 2024, ${letter}`])),
      },
      description: 'Euro 2024 groups: 48 (A) … 53 (F)',
    },
    turnId: {
      options: [STANDINGS_IDS.serieAMatchday1, STANDINGS_IDS.serieAMatchday19],
      control: {
        type: 'select',
        labels: { 140: '140 — Serie A 2023-24, 1ª giornata', 158: '158 — 19ª giornata' },
      },
      description: 'Serie A 2023-24 matchdays recorded: 140 (1), 158 (19)',
    },
    venueTabs: { control: 'boolean' },
    ...lookArgTypes,
  },
  parameters: componentDocs(
    'A competition table: position, team with badge, played, W/D/L, goals, difference, points and last-five ' +
      'form; qualification and relegation zones with a legend; Totale/Casa/Trasferta tabs; a matchday picker; ' +
      'a group picker for group stages. Narrow widgets keep position, team, played, difference and points.',
  ),
} satisfies Meta<typeof Standings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Serie A 2023-24, the final table: Inter 94 points. */
export const Default: Story = {};

export const Playground: Story = {
  args: { competitionId: serieA, seasonId: serieASeason2324, venueTabs: true },
};

/** Three partner palettes given as brand.primary only (one light): the widget picks the readable text colour. */
export const Palettes: Story = { ...palettesStory(Standings) };

export const Loading: Story = loadingStory('/groups/:id/getTeamStandings');

/** A phase without a table (the API answers [] for knockout rounds). */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [http.get(apiPath('/groups/:id/getTeamStandings'), () => HttpResponse.json([]))] },
  },
};

export const Error: Story = errorStory('/groups/:id/getTeamStandings');

/**
 * The issue #16 case: with only brand.primary '#ffd400', the Riprova button was white on yellow (1.43:1); the
 * widget now puts black on it, white on the two dark palettes.
 */
export const PalettesOnError: Story = {
  render: palettesStory(Standings).render,
  parameters: { ...Error.parameters, a11y: PALETTES_A11Y },
  play: async ({ canvasElement }) => {
    const buttons = await within(canvasElement).findAllByRole('button', { name: 'Riprova' });
    const colours = buttons.map((button) => getComputedStyle(button).color);
    await expect(colours).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)', 'rgb(255, 255, 255)']);
  },
};

export const Dark: Story = darkStory;

/** The toolbar's "Scuro" on the Playground: the widget, its frame and the whole canvas turn dark (issue #16). */
export const PlaygroundDark: Story = {
  ...Playground,
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    await expect(table.closest('section')).toHaveAttribute('data-theme', 'dark');
    await expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(11, 14, 18)');
  },
};

export const Italian: Story = italianStory;

export const English: Story = englishStory;

/** 320 px: W/D/L, goals and form are hidden; position, team, played, difference and points stay. */
export const Mobile: Story = mobile320;

/** Without a season: the latest one with results (Serie A 2025-26). */
export const LatestSeason: Story = { args: { seasonId: undefined } };

/** By slug instead of id. */
export const BySlug: Story = {
  args: { competitionId: undefined, competitionSlug: 'italia-serie-a', seasonId: serieASeason2324 },
};

/** The Casa tab fetches the home table (/getHomeTeamStandings?venue=home): Inter 19 played at home. */
export const HomeAndAway: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Casa' }));
    const table = await canvas.findByRole('table', { name: /Casa$/ });
    const inter = within(table).getByRole('row', { name: /FC Internazionale Milano/ });
    await expect(within(inter).getAllByRole('cell')[1]).toHaveTextContent('19');
  },
};

/** The matchday picker passes turnId: after matchday 1 Fiorentina lead. */
export const TurnPicker: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Giornata' }), 'Giornata 1');
    await waitFor(() => expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('ACF Fiorentina'));
  },
};

/** Zones: Champions, Europa and Conference League, relegation, each with a colour bar and legend text. */
export const Zones: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const legend = await canvas.findByRole('list', { name: 'Legenda' });
    await expect(legend).toHaveTextContent('1°–4° Champions League');
    await expect(canvas.getByRole('row', { name: /Frosinone Calcio/ })).toHaveAttribute(
      'data-zone',
      'relegation',
    );
  },
};

/** Zones given by the host. */
export const CustomZones: Story = {
  args: {
    zones: [
      { from: 1, to: 1, kind: 'qualified', label: 'Scudetto' },
      { from: 18, to: 20, kind: 'relegation' },
    ],
  },
};

/** Euro 2024: a group picker, no venue tabs (neutral venues); group B chosen. */
export const GroupStage: Story = {
  args: { competitionId: euro, seasonId: undefined },
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: 'Girone' }),
      String(euroGroupB),
    );
    await expect(await canvas.findByRole('rowheader', { name: 'Spagna' })).toBeInTheDocument();
  },
};

/** A past matchday given by the host (matchday 19 of Serie A 2023-24). */
export const GivenTurn: Story = { args: { turnId: STANDINGS_IDS.serieAMatchday19 } };

/** Dark on a 375 px phone: position, team, played, difference and points; nothing scrolls sideways. */
export const DarkMobile: Story = darkMobileStory(async (canvas) => {
  const table = await canvas.findByRole('table');
  await expect(table.querySelector('th[data-column="points"]')).toBeVisible();
  await expect(table.querySelector('th[data-column="won"]')).not.toBeVisible();
});

/** Dark in English: the caption, the view tabs and the column names in English. */
export const DarkEnglish: Story = {
  ...darkEnglish,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Serie A 2023/2024 standings, Overall' });
    await expect(canvas.getByRole('columnheader', { name: 'Points' })).toBeVisible();
    await expectDark(canvasElement);
  },
};

/**
 * The longest official names of a real table, Premier League 2023-24 ("Wolverhampton Wanderers FC", "Brighton &
 * Hove Albion FC") on a 375 px phone: the name is cut with an ellipsis on one line, the full name its link's
 * accessible name and its tooltip; the row keeps its height and nothing scrolls sideways.
 */
export const LongTeamNames: Story = {
  ...mobile375,
  args: { competitionId: premierLeague, seasonId: premierLeagueSeason2324 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wolves = await canvas.findByRole('link', { name: 'Wolverhampton Wanderers FC' });
    const name = within(wolves).getByText('Wolverhampton Wanderers FC');
    await expect(name).toHaveAttribute('title', 'Wolverhampton Wanderers FC');
    await expect(getComputedStyle(name).textOverflow).toBe('ellipsis');
    const rows = canvas.getAllByRole('row').slice(1);
    const heights = new Set(rows.map((row) => Math.round(row.getBoundingClientRect().height)));
    await expect(heights.size).toBe(1);
    await expectFitsPhone(canvasElement, 'light');
  },
};

/**
 * The table on screen, then a refresh fails (the reader comes back to the tab, the API answers 500): the table
 * stays, under one slim line "Impossibile aggiornare i dati." with Riprova; no error replaces it.
 */
export const StaleWhileRefreshFails: Story = staleWhileRefreshFailsStory(
  '/groups/:id/getTeamStandings',
  async (canvas) => {
    await expect(await canvas.findByRole('link', { name: 'FC Internazionale Milano' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(21);
  },
);
