import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Score } from '@pallone/core';
import { LiveScores } from '@pallone/widgets';
import { apiPath } from '../../packages/widgets/src/mocks/apiPath.ts';
import {
  LIVE_SCORES_DAYS,
  recordedDay,
  withLiveMatches,
} from '../../packages/widgets/src/mocks/handlers/liveScores.ts';

const DAY = LIVE_SCORES_DAYS.sevenCompetitions;
const realDay = recordedDay(DAY);
const genoa = realDay.items.find((match) => match.competition.id === 68)!;
const vitesse = realDay.items.find((match) => match.competition.id === 73)!;

/**
 * The real 27/10/2023 with Genoa–Salernitana and Vitesse–Zwolle put in play (the data has no live feed): each
 * request brings the next score, so the 30 s polling shows goals and announces them.
 */
function liveDayHandler(scores: Score[]) {
  let request = 0;
  return http.get(apiPath('/matches'), () => {
    const score = scores[Math.min(request, scores.length - 1)]!;
    request += 1;
    return HttpResponse.json(
      withLiveMatches(realDay, {
        [genoa.id]: { status: 'inPlay2H', score },
        [vitesse.id]: { status: 'halfTime', score: { home: 1, away: 0 } },
      }),
    );
  });
}

const meta = {
  title: 'Widgets/LiveScores',
  component: LiveScores,
  args: { date: DAY },
  argTypes: {
    date: { control: 'text', description: 'A Rome day, YYYY-MM-DD' },
    competitionIds: { control: 'object' },
    onlyLive: { control: 'boolean' },
    timeZone: { control: 'inline-radio', options: ['Europe/Rome', 'visitor'] },
    language: { control: 'inline-radio', options: ['it', 'en'] },
    theme: { control: 'inline-radio', options: ['light', 'dark'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          "A day's matches by competition in the SPEC §9 live priority order, each a link (live or ended → " +
          'diretta-live, otherwise statistiche); polls every 30 s while a match is live; goals announced politely.',
      },
    },
  },
} satisfies Meta<typeof LiveScores>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { date: DAY, competitionIds: [68, 69, 7], onlyLive: false, timeZone: 'Europe/Rome', theme: 'light' },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(apiPath('/matches'), async () => {
          await delay('infinite');
        }),
      ],
    },
  },
};

export const Empty: Story = { args: { date: LIVE_SCORES_DAYS.empty } };

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(apiPath('/matches'), () => HttpResponse.json({ statusCode: 500 }, { status: 500 })),
      ],
    },
  },
};

export const Dark: Story = { args: { theme: 'dark' } };

export const Italian: Story = { globals: { locale: 'it' } };

export const English: Story = { globals: { locale: 'en' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};

/** SPEC §9: Serie A, Eredivisie, Serie B, Primeira Liga, Primera División, Premier League, Ligue 1. */
export const LivePriorityOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: /^Genoa CFC 1-0/ });
    const headings = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(headings).toEqual([
      'Serie A',
      'Eredivisie',
      'Serie B',
      'Primeira Liga',
      'Primera División',
      'Premier League',
      'Ligue 1',
    ]);
  },
};

/** Live matches link to diretta-live; the list refetches every 30 s and a goal is announced politely. */
export const LiveWithGoals: Story = {
  parameters: {
    msw: {
      handlers: [
        liveDayHandler([
          { home: 0, away: 0 },
          { home: 1, away: 0 },
          { home: 1, away: 1 },
          { home: 2, away: 1 },
        ]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const live = await canvas.findByRole('link', { name: /^Genoa CFC 0-0 US Salernitana 1919 Live/ });
    await expect(live.getAttribute('href')).toMatch(/\/diretta-live$/);
  },
};

export const OnlyLive: Story = {
  args: { onlyLive: true },
  parameters: { msw: { handlers: [liveDayHandler([{ home: 0, away: 0 }])] } },
};

export const CompetitionFilter: Story = { args: { competitionIds: [68, 69] } };

/** Fixtures not played yet: kick-off times, links to statistiche. */
export const Fixtures: Story = {
  args: { date: LIVE_SCORES_DAYS.upcoming },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', {
      name: 'Olympique Lyonnais - AS Monaco FC 17:00',
    });
    await expect(link.getAttribute('href')).toMatch(/\/statistiche$/);
  },
};

/** "Risultato non disponibile" and no score for a past match whose result the data lacks. */
export const ResultNotAvailable: Story = {
  globals: { locale: 'it' },
  args: { date: LIVE_SCORES_DAYS.resultNotAvailable },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Risultato non disponibile');
  },
};

export const Postponed: Story = {
  globals: { locale: 'it' },
  args: { date: LIVE_SCORES_DAYS.postponed },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Rinviata');
  },
};

/** Kick-off times in the visitor's zone instead of Europe/Rome, as a host may ask. */
export const VisitorTimeZone: Story = { args: { date: LIVE_SCORES_DAYS.upcoming, timeZone: 'visitor' } };

/** The day picker: next day, then back. */
export const DayByDay: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: /^Genoa CFC/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Giorno successivo' }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2 }).textContent).toContain('28/10/2023'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Giorno precedente' }));
    await canvas.findByRole('link', { name: /^Genoa CFC/ });
  },
};
