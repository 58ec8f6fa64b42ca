import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import type { Match, MatchEvent } from '@pallone/core';
import { MatchTimeline } from '@pallone/widgets';
import { apiPath } from '../../packages/widgets/src/mocks/apiPath.ts';
import { MATCH_TIMELINE_IDS } from '../../packages/widgets/src/mocks/handlers/matchTimeline.ts';
import {
  liveStreamHandler,
  type LiveStreamHandlerOptions,
} from '../../packages/widgets/src/mocks/handlers/liveStream.ts';
import { REPLAY_KICK_OFF, withdrawnGoalMessages } from '../../packages/widgets/src/mocks/liveReplay.ts';
import finalEvents from '../../packages/widgets/src/mocks/fixtures/matchTimeline.final.events.json' with { type: 'json' };
import finalMatch from '../../packages/widgets/src/mocks/fixtures/matchTimeline.final.match.json' with { type: 'json' };
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

const FINAL = MATCH_TIMELINE_IDS.worldCupFinal;
const realFinalEvents = finalEvents as MatchEvent[];

/** The real final at 2-0 in the first half's stoppage time, its first six events known: live, or a replay. */
const finalInPlay = (isReplay: boolean) => [
  http.get(apiPath(`/matches/${FINAL}/getEvents`), () => HttpResponse.json(realFinalEvents.slice(0, 6))),
  http.get(apiPath(`/matches/${FINAL}`), () =>
    HttpResponse.json<Match>({
      ...(finalMatch as Match),
      status: 'inPlay1H',
      ended: false,
      minute: '45+7',
      isReplay,
      homeScore: 2,
      awayScore: 0,
      extraTime: null,
      penalties: null,
    }),
  ),
];

/** The final served at kick-off without events; the live stream then plays its messages (the replay by default). */
const finalOnTheStream = (stream: LiveStreamHandlerOptions) => [
  http.get(apiPath(`/matches/${FINAL}/getEvents`), () => HttpResponse.json([])),
  http.get(apiPath(`/matches/${FINAL}`), () => HttpResponse.json(REPLAY_KICK_OFF)),
  liveStreamHandler(stream),
];

/** The final in `locale`: the shoot-out's `score` shown, and the parts of the match headed `parts`, in order. */
function shootOutStory(locale: 'it' | 'en', score: string, parts: string[]) {
  return {
    globals: { locale },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await canvas.findByText(score);
      const headings = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
      await expect(headings).toEqual(parts);
    },
  };
}

const meta = {
  title: 'Widgets/MatchTimeline',
  component: MatchTimeline,
  args: { matchId: FINAL },
  argTypes: {
    matchId: {
      options: Object.values(MATCH_TIMELINE_IDS),
      control: {
        type: 'select',
        labels: {
          64: '64 — WC 2022 final',
          9: '9 — Wales–Iran',
          42: '42 — Cameroon–Brazil',
          2920: '2920 — Germany–Scotland',
          4343: '4343 — Genoa–Inter (no events)',
          2914: '2914 — Marseille–Benfica (long names, no events)',
        },
      },
      description:
        'A recorded match: 64 WC 2022 final, 9 Wales–Iran, 42 Cameroon–Brazil, 2920 Germany–Scotland',
    },
    ...lookArgTypes,
  },
  parameters: componentDocs(
    "A match's goals, cards and substitutions (SPEC §4 mapping, sorted by period then minute) under a " +
      "heading per part of the match (1° tempo, 2° tempo, Supplementari, Rigori); one row per team's " +
      'substitutions at a minute (↑ on, ↓ off). Home events on the left, away events on the right; one ' +
      'column with team markers when narrow.',
  ),
} satisfies Meta<typeof MatchTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The World Cup 2022 final, Argentina–France: goals, yellow cards, substitutions, extra time. */
export const Default: Story = {};

export const Playground: Story = { args: { matchId: MATCH_TIMELINE_IDS.germanyScotland } };

/** Three partner palettes given as brand.primary only (one light): the widget picks the readable text colour. */
export const Palettes: Story = {
  args: { matchId: MATCH_TIMELINE_IDS.walesIran },
  ...palettesStory(MatchTimeline),
};

export const Loading: Story = loadingStory('/matches/:id/getEvents');

/** Genoa–Inter, Serie A 2024-25: the data has no events for league matches. */
export const Empty: Story = { args: { matchId: MATCH_TIMELINE_IDS.withoutEvents } };

export const Error: Story = errorStory('/matches/:id/getEvents');

export const Dark: Story = darkStory;

export const Italian: Story = italianStory;

export const English: Story = englishStory;

/** One column, each event with its team marker. */
export const Mobile: Story = mobile320;

/** Germany–Scotland, Euro 2024: Rüdiger's own goal ("Autogol" prefix) and Emre Can's 90+3' goal. */
export const OwnGoalAndStoppageTime: Story = {
  args: { matchId: MATCH_TIMELINE_IDS.germanyScotland },
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Autogol Antonio Rüdiger' });
    await expect(canvas.getByText("90+3'")).toBeTruthy();
  },
};

/** Wales–Iran, World Cup 2022: Hennessey's red card. */
export const RedCard: Story = { args: { matchId: MATCH_TIMELINE_IDS.walesIran } };

/** Cameroon–Brazil, World Cup 2022: Aboubakar's second yellow card. */
export const SecondYellow: Story = { args: { matchId: MATCH_TIMELINE_IDS.cameroonBrazil } };

/** The final's events in reverse API order plus two subtypes the spec does not map: sorted again, those dropped. */
export const SortedAndUnknownSubtypesDropped: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(apiPath(`/matches/${FINAL}/getEvents`), () =>
          HttpResponse.json([
            ...[...realFinalEvents].reverse(),
            { ...realFinalEvents[0]!, id: 999_001, subtype: 'var-decision', playerName: 'Szymon Marciniak' },
          ]),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await canvas.findAllByRole('listitem');
    await expect(items).toHaveLength(25); // 40 events: substitutions share rows, plus the shoot-out
    await expect(items[0]!.textContent).toContain("23'");
    await expect(canvas.queryByText(/Marciniak/)).toBeNull();
  },
};

/**
 * Being played: "Live" and the running minute beside the current score; refetched every 15 s. Only the first
 * half so far: its heading, two goals and France's double change at 41' in one row.
 */
export const Live: Story = {
  parameters: { msw: { handlers: finalInPlay(false) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: "Cronaca: Argentina 2-0 Francia Live 45+7'" });
    // The events arrive after the match: wait for their part headings.
    const parts = (await canvas.findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent);
    await expect(parts).toEqual(['1° tempo']);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/**
 * The final went to penalties: the extra-time halves under "Supplementari", then "Rigori" with the shoot-out
 * score (the data holds the score, not each kick).
 */
export const PenaltyShootOut: Story = shootOutStory('it', 'Argentina 4-2 Francia', [
  '1° tempo',
  '2° tempo',
  'Supplementari',
  'Rigori',
]);

/** The same in English: 1st half, 2nd half, Extra time, Penalties. */
export const PenaltyShootOutEnglish: Story = shootOutStory('en', 'Argentina 4-2 France', [
  '1st half',
  '2nd half',
  'Extra time',
  'Penalties',
]);

/** A replay through the live feed (npm run replay): "Replay" instead of "Live". */
export const Replay: Story = {
  parameters: { msw: { handlers: finalInPlay(true) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', {
      name: "Cronaca: Argentina 2-0 Francia Replay 45+7'",
    });
  },
};

/**
 * The live push stream (issue #11): the final served at kick-off, then the stream replays its recorded events,
 * one every 1.5 s; each appears in the list without a reload, each goal moves the score in the title.
 */
export const LiveStreamReplay: Story = {
  parameters: {
    msw: {
      handlers: finalOnTheStream({ paceMs: 1500 }),
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole(
      'heading',
      { name: "Cronaca: Argentina 1-0 Francia Replay 23'" },
      { timeout: 10_000 },
    );
  },
};

/** The live stream withdraws a goal (VAR): Messi's 23' goal appears with 1-0, then goes, and the score is 0-0. */
export const LiveGoalWithdrawn: Story = {
  parameters: {
    msw: {
      handlers: finalOnTheStream({ messages: withdrawnGoalMessages(), paceMs: 1500 }),
    },
  },
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wait = { timeout: 10_000 };
    await canvas.findByText(/Lionel Messi/, {}, wait);
    await canvas.findByRole('heading', { name: "Cronaca: Argentina 1-0 Francia Replay 23'" }, wait);
    await canvas.findByText('Nessun evento disponibile', {}, wait);
    await canvas.findByRole('heading', { name: "Cronaca: Argentina 0-0 Francia Replay 23'" }, wait);
  },
};

/** Dark on a 375 px phone: one column, each event with its team marker; nothing scrolls sideways. */
export const DarkMobile: Story = darkMobileStory((canvas) => canvas.findAllByRole('listitem'));

/** Dark in English: the part headings in English and "aet" / "pens" in the title. */
export const DarkEnglish: Story = {
  ...darkEnglish,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Argentina 4-2 France');
    await expect(canvas.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('1st half');
    await expectDark(canvasElement);
  },
};

/**
 * The longest names of a recorded match, Olympique de Marseille–Sport Lisboa e Benfica (Europa League 2023-24
 * quarter-final, won on penalties), on a 375 px phone: the title wraps between words, names whole, nothing cut
 * and nothing scrolling sideways. The data has no events for it.
 */
export const LongTeamNames: Story = {
  ...mobile375,
  args: { matchId: MATCH_TIMELINE_IDS.marseilleBenfica },
  globals: { ...mobile375.globals, locale: 'it' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('heading', {
      level: 2,
      name: /^Cronaca: Olympique de Marseille 1-0 Sport Lisboa e Benfica/,
    });
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(title.getBoundingClientRect().height).toBeGreaterThan(30); // on two lines or more
    await canvas.findByText('Nessun evento disponibile');
    await expectFitsPhone(canvasElement, 'light');
  },
};

/** The final's timeline on screen, then a refresh fails: the events stay, under the slim notice with Riprova. */
export const StaleWhileRefreshFails: Story = staleWhileRefreshFailsStory(
  '/matches/:id/getEvents',
  async (canvas) => {
    await canvas.findByText('Argentina 4-2 Francia');
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(25);
  },
);
