import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { LiveStreamMessage, Score } from '@pallone/core';
import { LiveScores } from '@pallone/widgets';
import { apiPath } from '../../packages/widgets/src/mocks/apiPath.ts';
import {
  LIVE_SCORES_DAYS,
  recordedDay,
  withLiveMatches,
} from '../../packages/widgets/src/mocks/handlers/liveScores.ts';
import { liveStreamHandler } from '../../packages/widgets/src/mocks/handlers/liveStream.ts';
import { liveMatchMessage, REPLAYED_MATCH } from '../../packages/widgets/src/mocks/liveReplay.ts';
import { palettesStory } from '../shared/brandControls.tsx';
import {
  type Canvas,
  expectFitsPhone,
  mobile320,
  mobile375,
  staleWhileRefreshFailsStory,
} from '../shared/storyStates.tsx';
import { componentDocs, lookArgTypes } from '../shared/widgetMeta.ts';
import { darkStory, englishStory, errorStory, italianStory, loadingStory } from '../shared/storyBasics.ts';

const DAY = LIVE_SCORES_DAYS.sevenCompetitions;
const realDay = recordedDay(DAY);
const genoa = realDay.items.find((match) => match.competition.id === 68)!;
const vitesse = realDay.items.find((match) => match.competition.id === 73)!;
const cittadella = realDay.items.find((match) => match.competition.id === 69)!;
const palace = realDay.items.find((match) => match.competition.id === 7)!;
/** The recorded day's competitions, "68 — Serie A". */
const COMPETITION_LABELS = new Map(
  realDay.items.map((match) => [match.competition.id, `${match.competition.id} — ${match.competition.name}`]),
);

/** The running clock of Genoa–Salernitana on the n-th request of `liveDayHandler`. */
const GENOA_MINUTES = ['52', '64', '77', '90+3'];

/**
 * The real 27/10/2023 with Genoa–Salernitana and Vitesse–Zwolle put in play (the data has no live feed): each
 * request brings the next score and minute, so the 15 s polling shows goals and announces them.
 */
function liveDayHandler(scores: Score[]) {
  let request = 0;
  return http.get(apiPath('/matches'), () => {
    const at = Math.min(request, scores.length - 1);
    request += 1;
    return HttpResponse.json(
      withLiveMatches(realDay, {
        [genoa.id]: { status: 'inPlay2H', score: scores[at]!, minute: GENOA_MINUTES[Math.min(at, 3)]! },
        [vitesse.id]: { status: 'halfTime', score: { home: 1, away: 0 } },
      }),
    );
  });
}

/** The real day with four matches in each live phase the clock names; `isReplay` makes them replays. */
function livePhasesHandler(isReplay: boolean) {
  return http.get(apiPath('/matches'), ({ request }) => {
    const english = request.headers.get('accept-language')?.startsWith('en') ?? false;
    return HttpResponse.json(
      withLiveMatches(recordedDay(DAY, english ? 'en' : 'it'), {
        [genoa.id]: { status: 'inPlay1H', score: { home: 1, away: 0 }, minute: '45+2', isReplay },
        [vitesse.id]: { status: 'halfTime', score: { home: 1, away: 1 }, isReplay },
        [cittadella.id]: { status: 'inPlay2EH', score: { home: 2, away: 2 }, minute: '113', isReplay },
        [palace.id]: { status: 'inPlayP', score: { home: 1, away: 1 }, isReplay },
      }),
    );
  });
}

/** The live phases served (as a replay or not) in `locale`; `check` looks at the rows shown. */
function livePhasesStory(isReplay: boolean, locale: 'it' | 'en', check: (canvas: Canvas) => Promise<void>) {
  return {
    globals: { locale },
    parameters: { msw: { handlers: [livePhasesHandler(isReplay)] } },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await check(within(canvasElement));
    },
  };
}

const meta = {
  title: 'Widgets/LiveScores',
  component: LiveScores,
  args: { date: DAY },
  argTypes: {
    date: { control: 'text', description: 'A Rome day, YYYY-MM-DD' },
    competitionIds: {
      options: [...COMPETITION_LABELS.keys()],
      control: { type: 'check', labels: Object.fromEntries(COMPETITION_LABELS) },
      description: "Only these competitions (the recorded day's are listed)",
    },
    onlyLive: { control: 'boolean' },
    timeZone: { control: 'inline-radio', options: ['Europe/Rome', 'visitor'] },
    ...lookArgTypes,
  },
  parameters: componentDocs(
    "A day's matches by competition in the SPEC §9 live priority order, each a link (live or ended → " +
      'diretta-live, otherwise statistiche); a live match shows its running minute and current score, a replay ' +
      'says "Replay" instead of "Live"; polls every 15 s while a match is live; goals announced politely.',
  ),
} satisfies Meta<typeof LiveScores>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { date: DAY, competitionIds: [68, 69, 7], onlyLive: false, timeZone: 'Europe/Rome' },
};

/** Three partner palettes given as brand.primary only (one light): the widget picks the readable text colour. */
export const Palettes: Story = { ...palettesStory(LiveScores) };

export const Loading: Story = loadingStory('/matches');

export const Empty: Story = { args: { date: LIVE_SCORES_DAYS.empty } };

export const Error: Story = errorStory('/matches');

export const Dark: Story = darkStory;

export const Italian: Story = italianStory;

export const English: Story = englishStory;

export const Mobile: Story = mobile320;

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

/** Live matches link to diretta-live; the list refetches every 15 s and a goal is announced politely. */
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

/**
 * The live clock: a minute of play in red and pulsing (45+2', 113'), half-time and the shoot-out named
 * (Intervallo / Half time, Rigori / Penalties), each with the current score and the "Live" badge.
 */
export const LiveMinutes: Story = livePhasesStory(false, 'it', async (canvas) => {
  await canvas.findByRole('link', { name: "Genoa CFC 1-0 US Salernitana 1919 Live 45+2'" });
  await expect(canvas.getByRole('link', { name: 'SBV Vitesse 1-1 PEC Zwolle Live Intervallo' })).toBeTruthy();
  await expect(canvas.getByRole('link', { name: /Live Rigori$/ })).toBeTruthy();
});

/**
 * Matches replayed through the live feed (npm run replay): the same clock and score, but a "Replay" badge in
 * place of "Live", so a replay is never taken for a match being played now.
 */
export const Replay: Story = livePhasesStory(true, 'it', async (canvas) => {
  await canvas.findByRole('link', { name: "Genoa CFC 1-0 US Salernitana 1919 Replay 45+2'" });
  await expect(canvas.queryByText('Live')).toBeNull();
});

export const ReplayEnglish: Story = livePhasesStory(true, 'en', async (canvas) => {
  await canvas.findByRole('link', { name: 'SBV Vitesse 1-1 PEC Zwolle Replay Half time' });
  await expect(canvas.getByRole('link', { name: /Replay Penalties$/ })).toBeTruthy();
});

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

/**
 * The live push stream (issue #11): the World Cup 2022 final's day, the final at kick-off, then the stream
 * replays its recorded events one every 1.5 s: each goal changes the score without a reload, highlights the row
 * for a few seconds (a flash only without reduced motion) and is announced once in the polite live region.
 */
export const LiveStreamReplay: Story = {
  args: { date: '2022-12-18' },
  parameters: {
    msw: {
      handlers: [
        http.get(apiPath('/matches'), () =>
          HttpResponse.json(
            withLiveMatches(
              { ...recordedDay(LIVE_SCORES_DAYS.empty), items: [REPLAYED_MATCH], total: 1 },
              {
                [REPLAYED_MATCH.id]: {
                  status: 'inPlay1H',
                  score: { home: 0, away: 0 },
                  minute: '1',
                  isReplay: true,
                },
              },
            ),
          ),
        ),
        liveStreamHandler({ paceMs: 1500 }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: "Argentina 1-0 Francia Replay 23'" }, { timeout: 10_000 });
  },
};

/** The row's parts for a team, found by its official name: the crest, the short name and the official one. */
function teamParts(row: HTMLElement, name: string) {
  const line = within(row).getByText(name).closest<HTMLElement>('[data-team]')!;
  return {
    line,
    crest: line.querySelector('img'),
    short: line.querySelector<HTMLElement>('[data-short]'),
    full: line.querySelector<HTMLElement>('[data-full]')!,
  };
}

/** Shown to the eye: laid out with a size, not clipped away to the 1 px of a reader-only text. */
const seen = (element: HTMLElement | null) => (element?.getBoundingClientRect().width ?? 0) > 2;

/**
 * A wide widget (1280 px): each row is time or minute | crest and name | goals, the goals right beside the names
 * (the names' column is capped), the winner in bold, the official names in full.
 */
export const CompactRows: Story = {
  globals: { locale: 'it', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('link', { name: 'Genoa CFC 1-0 US Salernitana 1919 Finale' });
    const genoa = teamParts(row, 'Genoa CFC');
    await expect(genoa.crest).toHaveAttribute('alt', '');
    await expect(genoa.crest!.getBoundingClientRect().width).toBe(18);
    await expect(seen(genoa.full)).toBe(true);
    await expect(seen(genoa.short)).toBe(false);
    await expect(getComputedStyle(genoa.line).fontWeight).toBe('700');
    const salernitana = teamParts(row, 'US Salernitana 1919');
    await expect(getComputedStyle(salernitana.line).fontWeight).toBe('400');
    const goals = row.querySelector('[data-goals="home"]')!.getBoundingClientRect();
    await expect(goals.left - genoa.line.getBoundingClientRect().left).toBeLessThan(360);
    const time = within(row).getByText('Finale').getBoundingClientRect();
    await expect(time.right).toBeLessThanOrEqual(genoa.line.getBoundingClientRect().left);
  },
};

/**
 * A European night (Europa and Conference League quarter-finals, 18/04/2024): long official names, extra time and
 * two shoot-outs, the winner in bold (Aston Villa won on penalties after losing the leg 2-1).
 */
export const ExtraTimeAndPenalties: Story = {
  globals: { locale: 'it' },
  args: { date: LIVE_SCORES_DAYS.europeanNight },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lille = await canvas.findByRole('link', {
      name: 'Lille OSC 2-1 Aston Villa FC Finale d.c.r. (3-4 rig.)',
    });
    await expect(teamParts(lille, 'Aston Villa FC').line).toHaveAttribute('data-winner');
    await expect(within(lille).getByText('(3-4 rig.)')).toBeVisible();
  },
};

/** The long official names on a 320 px phone: the short names ("Bayer Leverkusen", "Aston Villa"), nothing cut off the side. */
export const LongNamesMobile320: Story = {
  ...Mobile,
  globals: { ...Mobile.globals, locale: 'it' },
  args: { date: LIVE_SCORES_DAYS.europeanNight },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('link', { name: /^West Ham United FC 1-1 Bayer 04 Leverkusen/ });
    const leverkusen = teamParts(row, 'Bayer 04 Leverkusen');
    await expect(leverkusen.short).toHaveTextContent('Bayer Leverkusen');
    await expect(seen(leverkusen.short)).toBe(true);
    await expect(seen(leverkusen.full)).toBe(false);
    await expect(leverkusen.short).toHaveAttribute('aria-hidden', 'true');
    await expectFitsPhone(canvasElement, 'light', 320);
  },
};

/** The same day on a 375 px phone. */
export const LongNamesMobile375: Story = {
  ...mobile375,
  globals: { ...mobile375.globals, locale: 'it' },
  args: { date: LIVE_SCORES_DAYS.europeanNight },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('link', { name: /^Lille OSC 2-1 Aston Villa FC/ });
    await expect(seen(teamParts(row, 'Aston Villa FC').short)).toBe(true);
    await expectFitsPhone(canvasElement, 'light');
  },
};

/** Genoa–Salernitana in play (the recorded day, put live), and the stream's summaries of it, in order. */
function genoaOnTheStream(...changes: { score: Score; minute: string }[]) {
  const messages: LiveStreamMessage[] = changes.map(({ score, minute }, index) => ({
    type: 'match',
    id: String(index + 1),
    data: liveMatchMessage(genoa, {
      status: 'inPlay2H',
      minute,
      homeScore: score.home,
      awayScore: score.away,
      isReplay: false,
    }),
  }));
  return [
    http.get(apiPath('/matches'), () =>
      HttpResponse.json(
        withLiveMatches(realDay, {
          [genoa.id]: { status: 'inPlay2H', score: { home: 0, away: 0 }, minute: '66' },
        }),
      ),
    ),
    liveStreamHandler({ messages, paceMs: 1500 }),
  ];
}

/** A goal arriving on the live stream: the score changes without a reload, the row flashes, the goal is announced. */
export const GoalArrives: Story = {
  globals: { locale: 'it' },
  parameters: { msw: { handlers: genoaOnTheStream({ score: { home: 1, away: 0 }, minute: '67' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: "Genoa CFC 0-0 US Salernitana 1919 Live 66'" });
    const row = await canvas.findByRole(
      'link',
      { name: "Genoa CFC 1-0 US Salernitana 1919 Live 67'" },
      { timeout: 8000 },
    );
    await expect(row).toHaveAttribute('data-goal', 'true');
    await expect(await canvas.findByText('Gol! Genoa CFC 1-0 US Salernitana 1919')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  },
};

/** A goal withdrawn (VAR): the stream brings 1-0, then 0-0 again; the row follows, nothing new is announced. */
export const GoalWithdrawn: Story = {
  globals: { locale: 'it' },
  parameters: {
    msw: {
      handlers: genoaOnTheStream(
        { score: { home: 1, away: 0 }, minute: '67' },
        { score: { home: 0, away: 0 }, minute: '69' },
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole(
      'link',
      { name: "Genoa CFC 1-0 US Salernitana 1919 Live 67'" },
      { timeout: 8000 },
    );
    await canvas.findByRole(
      'link',
      { name: "Genoa CFC 0-0 US Salernitana 1919 Live 69'" },
      { timeout: 8000 },
    );
    await expect(canvas.queryByText(/Gol! Genoa CFC 0-0/)).toBeNull();
  },
};

/** The day's results on screen, then a refresh fails: the rows stay, under the slim notice with Riprova. */
export const StaleWhileRefreshFails: Story = staleWhileRefreshFailsStory('/matches', async (canvas) => {
  await canvas.findByRole('link', { name: 'Genoa CFC 1-0 US Salernitana 1919 Finale' });
  await expect(await canvas.findAllByRole('heading', { level: 3 })).toHaveLength(7);
});

/** A day of fixtures not played yet is titled "Partite del…", not "Risultati". */
export const FixturesTitle: Story = {
  globals: { locale: 'it' },
  args: { date: LIVE_SCORES_DAYS.upcoming },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Olympique Lyonnais - AS Monaco FC 17:00' });
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Partite del 28/11/2026');
  },
};
