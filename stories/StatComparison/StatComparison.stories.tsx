import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import type { TeamStatisticComparison } from '@pallone/core';
import { StatComparison } from '@pallone/widgets';
import { apiPath } from '../../packages/widgets/src/mocks/apiPath.ts';
import { STAT_COMPARISON_IDS } from '../../packages/widgets/src/mocks/handlers/statComparison.ts';
import juveInter from '../../packages/widgets/src/mocks/fixtures/statComparison.juveInter.json' with { type: 'json' };
import { palettesStory } from '../shared/brandControls.tsx';
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

const { juventus, inter, serieA2024, genoaInter, withoutStats } = STAT_COMPARISON_IDS;
const { wolverhampton, brighton, premierLeague2324 } = STAT_COMPARISON_IDS;

/** The comparison in `locale`, each of `rows` (a row header, the text of one of its values) checked. */
function valueFormattingStory(locale: 'it' | 'en', rows: [RegExp, string][]) {
  return {
    globals: { locale },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await canvas.findByRole('table');
      for (const [name, value] of rows) {
        const row = canvas.getByRole('rowheader', { name }).closest('tr')!;
        await expect(within(row).getByText(value)).toBeTruthy();
      }
    },
  };
}

const meta = {
  title: 'Widgets/StatComparison',
  component: StatComparison,
  args: { teamIds: [juventus, inter], competitionSeasonId: serieA2024 },
  argTypes: {
    teamIds: {
      control: 'object',
      description: 'Two team ids (recorded: Juventus 16, Inter 7 in 17; Wolverhampton 68, Brighton 55 in 2)',
    },
    competitionSeasonId: {
      options: [serieA2024, premierLeague2324],
      control: {
        type: 'select',
        labels: { [serieA2024]: '17 — Serie A 2024-25', [premierLeague2324]: '2 — Premier League 2023-24' },
      },
      description: 'Recorded: 17, Serie A 2024-25; 2, Premier League 2023-24',
    },
    matchId: {
      options: [genoaInter, withoutStats],
      control: {
        type: 'select',
        labels: { 4343: '4343 — Genoa–Inter', 64: '64 — WC 2022 final (no statistics)' },
      },
      description: "A match's statistics instead (recorded: 4343 Genoa–Inter)",
    },
    ...lookArgTypes,
  },
  parameters: componentDocs(
    'Two teams side by side (SPEC §3 comparison): one row per statistic with both values in the ' +
      'reader\'s language (two decimals, ".00" dropped: 47,37 in Italian, 47.37 in English), the better ' +
      'one bold (the lower one for goals conceded, fouls and cards), the unit, and a two-sided bar (50/50 ' +
      'when both are 0).',
  ),
} satisfies Meta<typeof StatComparison>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Juventus–Inter, Serie A 2024-25 per-match averages. */
export const Default: Story = {};

export const Playground: Story = {
  args: { teamIds: [juventus, inter], competitionSeasonId: serieA2024 },
};

/** Three partner palettes given as brand.primary only (one light): the widget picks the readable text colour. */
export const Palettes: Story = { ...palettesStory(StatComparison) };

export const Loading: Story = loadingStory('/teams/getComparison');

/** The World Cup 2022 final: the data has no statistics for it. */
export const Empty: Story = {
  args: { teamIds: undefined, competitionSeasonId: undefined, matchId: withoutStats },
};

export const Error: Story = errorStory('/teams/getComparison');

export const Dark: Story = darkStory;

export const Italian: Story = italianStory;

export const English: Story = englishStory;

export const Mobile: Story = mobile320;

/** Genoa–Inter, 17/08/2024: a match's statistics; red cards 0-0 split the bar 50/50. */
export const MatchStatistics: Story = {
  args: { teamIds: undefined, competitionSeasonId: undefined, matchId: genoaInter },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    const bars = table.querySelectorAll('[aria-hidden="true"][data-shares]');
    await expect([...bars].some((bar) => bar.getAttribute('data-shares') === '50% 50%')).toBe(true);
  },
};

/** Two decimals with ",00" dropped, in Italian: Inter's 1.5 yellow cards → "1,50", Juventus's 5 shots on target → "5". */
export const ValueFormatting: Story = valueFormattingStory('it', [
  [/^Ammonizioni/, '1,50'],
  [/^Tiri in porta/, '5'],
]);

/** The same in English: a decimal point ("1.50"). */
export const ValueFormattingEnglish: Story = valueFormattingStory('en', [[/^Yellow cards/, '1.50']]);

/** The better value of each row is bold, and read "(migliore)": more goals scored, but fewer yellow cards. */
export const BetterValueMarked: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    const bold = (name: RegExp) =>
      [...canvas.getByRole('rowheader', { name }).closest('tr')!.querySelectorAll('strong')].map(
        (strong) => strong.textContent,
      );
    await expect(bold(/^Gol segnati/)).toEqual(['2,08']);
    await expect(bold(/^Ammonizioni/)).toEqual(['1,50']);
    await expect(bold(/^Partite giocate/)).toEqual([]);
  },
};

/** A parameter only one team has: a dash, and the bar all on the other side. */
export const MissingParameter: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(apiPath('/teams/getComparison'), () => {
          const [juve, interStats] = (juveInter as TeamStatisticComparison).teams;
          return HttpResponse.json({
            teams: [
              { ...juve!, parameters: juve!.parameters.filter((p) => p.code !== 'corners') },
              interStats!,
            ],
          });
        }),
      ],
    },
  },
};

/** Dark on a 375 px phone: the team names move to a legend above the table; nothing scrolls sideways. */
export const DarkMobile: Story = darkMobileStory((canvas) => canvas.findByRole('table'));

/** Dark in English: parameter names in English, decimal points. */
export const DarkEnglish: Story = {
  ...darkEnglish,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', {
      name: 'Statistics comparison: Juventus FC - FC Internazionale Milano',
    });
    await expect(canvas.getByRole('rowheader', { name: /^Yellow cards/ })).toBeVisible();
    await expectDark(canvasElement);
  },
};

/**
 * Two long official names, Wolverhampton Wanderers FC and Brighton & Hove Albion FC (Premier League 2023-24), on
 * a 375 px phone: the columns and the legend use the short names (Wolves, Brighton), whole; the table's caption
 * keeps the full names for screen readers; nothing scrolls sideways.
 */
export const LongTeamNames: Story = {
  ...mobile375,
  args: { teamIds: [wolverhampton, brighton], competitionSeasonId: premierLeague2324 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', {
      name: 'Confronto statistiche: Wolverhampton Wanderers FC - Brighton & Hove Albion FC',
    });
    // The legend above the table (the column headers are there for screen readers only).
    const legend = canvas
      .getAllByText('Wolves')
      .map((name) => name.parentElement!)
      .find((parent) => parent.tagName === 'P')!;
    await expect(legend).toBeVisible();
    await expect(legend).toHaveTextContent('WolvesBrighton');
    await expectFitsPhone(canvasElement, 'light');
  },
};

/** The comparison on screen, then a refresh fails: the values stay, under the slim notice with Riprova. */
export const StaleWhileRefreshFails: Story = staleWhileRefreshFailsStory(
  '/teams/getComparison',
  async (canvas) => {
    await expect(await canvas.findByRole('rowheader', { name: /^Gol segnati/ })).toBeVisible();
  },
);
