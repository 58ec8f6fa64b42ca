/**
 * MatchTimeline answers recorded from the real API (fixtures/matchTimeline.manifest.json): `GET /matches/{id}` and
 * `/matches/{id}/getEvents` of the World Cup 2022 final (goals, cards, substitutions, extra time; Italian and
 * English), Wales–Iran 2022 (a red card), Cameroon–Brazil 2022 (a second yellow), Germany–Scotland at Euro 2024
 * (an own goal, a 90+3' goal), Genoa–Inter of Serie A 2024-25 (no events in the data) and Olympique de Marseille–Sport
 * Lisboa e Benfica, Europa League 2023-24 quarter-final (long official names, won on penalties; no events).
 * Other ids fall through to the next handler.
 */
import type { RequestHandler } from 'msw';
import { answerById, type Fixture } from '../recordedAnswer.ts';
import finalMatch from '../fixtures/matchTimeline.final.match.json' with { type: 'json' };
import finalEvents from '../fixtures/matchTimeline.final.events.json' with { type: 'json' };
import finalMatchEn from '../fixtures/matchTimeline.final.match.en.json' with { type: 'json' };
import finalEventsEn from '../fixtures/matchTimeline.final.events.en.json' with { type: 'json' };
import walesIranMatch from '../fixtures/matchTimeline.walesIran.match.json' with { type: 'json' };
import walesIranEvents from '../fixtures/matchTimeline.walesIran.events.json' with { type: 'json' };
import cameroonBrazilMatch from '../fixtures/matchTimeline.cameroonBrazil.match.json' with { type: 'json' };
import cameroonBrazilEvents from '../fixtures/matchTimeline.cameroonBrazil.events.json' with { type: 'json' };
import euroMatch from '../fixtures/matchTimeline.euro.match.json' with { type: 'json' };
import euroEvents from '../fixtures/matchTimeline.euro.events.json' with { type: 'json' };
import noEventsMatch from '../fixtures/matchTimeline.noEvents.match.json' with { type: 'json' };
import noEventsEvents from '../fixtures/matchTimeline.noEvents.events.json' with { type: 'json' };
import marseilleBenficaMatch from '../fixtures/matchTimeline.marseilleBenfica.match.json' with { type: 'json' };
import marseilleBenficaMatchEn from '../fixtures/matchTimeline.marseilleBenfica.match.en.json' with { type: 'json' };
import marseilleBenficaEvents from '../fixtures/matchTimeline.marseilleBenfica.events.json' with { type: 'json' };

/** Real match ids of the recorded data. */
export const MATCH_TIMELINE_IDS = {
  worldCupFinal: 64,
  walesIran: 9,
  cameroonBrazil: 42,
  germanyScotland: 2920,
  /** Genoa–Inter, Serie A 2024-25: the data has no events for it. */
  withoutEvents: 4343,
  /** Olympique de Marseille–Sport Lisboa e Benfica, Europa League 2023-24: long names, no events in the data. */
  marseilleBenfica: 2914,
} as const;

/** Each recorded match's answers by language: `GET /matches/{id}` (match) and `/matches/{id}/getEvents` (events). */
const RECORDED: [number, { match: Fixture; events: Fixture }][] = [
  [
    MATCH_TIMELINE_IDS.worldCupFinal,
    { match: { it: finalMatch, en: finalMatchEn }, events: { it: finalEvents, en: finalEventsEn } },
  ],
  [MATCH_TIMELINE_IDS.walesIran, { match: { it: walesIranMatch }, events: { it: walesIranEvents } }],
  [
    MATCH_TIMELINE_IDS.cameroonBrazil,
    { match: { it: cameroonBrazilMatch }, events: { it: cameroonBrazilEvents } },
  ],
  [MATCH_TIMELINE_IDS.germanyScotland, { match: { it: euroMatch }, events: { it: euroEvents } }],
  [MATCH_TIMELINE_IDS.withoutEvents, { match: { it: noEventsMatch }, events: { it: noEventsEvents } }],
  [
    MATCH_TIMELINE_IDS.marseilleBenfica,
    {
      match: { it: marseilleBenficaMatch, en: marseilleBenficaMatchEn },
      events: { it: marseilleBenficaEvents },
    },
  ],
];

const byId = (answer: 'match' | 'events'): Record<string, Fixture> =>
  Object.fromEntries(RECORDED.map(([id, answers]) => [id, answers[answer]]));

export const matchTimelineHandlers: RequestHandler[] = [
  answerById('/matches/:id/getEvents', byId('events')),
  answerById('/matches/:id', byId('match')),
];
