/**
 * LiveScores answers recorded from the real API (fixtures/liveScores.manifest.json): `GET /matches?date=…` for
 * 27/10/2023 (seven competitions, one match each, Italian and English), 01/06/2025 (a Club World Cup match and a
 * Serie B fixture without result), 19/05/2025 (a postponed Serie B match), 28/11/2026 (Ligue 1 fixtures not yet
 * played), 18/04/2024 (Europa and Conference League quarter-finals: long official names, extra time, two
 * shoot-outs, one won by the away side) and an empty day; `/matches/getHomeLiveMatches` (empty: the data has no
 * live feed).
 * Other days answer the recorded empty day; a `/matches` call without `date` falls through to the next handler.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { matchClock, type LiveMatchStatus, type Match, type Paginated, type Score } from '@pallone/core';
import { apiPath } from '../apiPath.ts';
import { wantsEnglish } from '../recordedAnswer.ts';
import day from '../fixtures/liveScores.day.json' with { type: 'json' };
import dayEn from '../fixtures/liveScores.day.en.json' with { type: 'json' };
import resultNotAvailable from '../fixtures/liveScores.resultNotAvailable.json' with { type: 'json' };
import postponed from '../fixtures/liveScores.postponed.json' with { type: 'json' };
import upcoming from '../fixtures/liveScores.upcoming.json' with { type: 'json' };
import emptyDay from '../fixtures/liveScores.emptyDay.json' with { type: 'json' };
import europeanNight from '../fixtures/liveScores.europeanNight.json' with { type: 'json' };
import homeLive from '../fixtures/liveScores.homeLive.json' with { type: 'json' };

/** The recorded days, `YYYY-MM-DD` (Rome). */
export const LIVE_SCORES_DAYS = {
  sevenCompetitions: '2023-10-27',
  resultNotAvailable: '2025-06-01',
  postponed: '2025-05-19',
  upcoming: '2026-11-28',
  europeanNight: '2024-04-18',
  empty: '2023-07-01',
} as const;

type Day = { it: Paginated<Match>; en?: Paginated<Match> };
const days: Record<string, Day> = {
  [LIVE_SCORES_DAYS.sevenCompetitions]: { it: day as Paginated<Match>, en: dayEn as Paginated<Match> },
  [LIVE_SCORES_DAYS.resultNotAvailable]: { it: resultNotAvailable as Paginated<Match> },
  [LIVE_SCORES_DAYS.postponed]: { it: postponed as Paginated<Match> },
  [LIVE_SCORES_DAYS.upcoming]: { it: upcoming as Paginated<Match> },
  [LIVE_SCORES_DAYS.europeanNight]: { it: europeanNight as Paginated<Match> },
};

/** A recorded day as the API answers it, in Italian or English. */
export function recordedDay(date: string, language: 'it' | 'en' = 'it'): Paginated<Match> {
  const recorded = days[date];
  if (!recorded) return emptyDay as Paginated<Match>;
  return (language === 'en' ? recorded.en : undefined) ?? recorded.it;
}

/** How a real match is put in a live state: its status and current score, its clock, whether it is a replay. */
export interface LiveOverlay {
  status: LiveMatchStatus;
  score: Score | null;
  /** The running clock ("67", "45+2"); by default the API's clock for breaks ("HT", "ET", "PEN"), else none. */
  minute?: string | null;
  /** A replay through the live feed (npm run replay); default false. */
  isReplay?: boolean;
}

/**
 * A recorded day with some of its real matches put in a live state: the bundled data has no live feed, so live
 * stories and tests start from real matches and change only status, score, minute and the replay flag.
 */
export function withLiveMatches(page: Paginated<Match>, live: Record<number, LiveOverlay>): Paginated<Match> {
  return {
    ...page,
    items: page.items.map((match) => {
      const change = live[match.id];
      if (!change) return match;
      return {
        ...match,
        status: change.status,
        ended: false,
        minute:
          change.minute !== undefined
            ? change.minute
            : matchClock({ status: change.status, periodStartedAt: null }, new Date()),
        isReplay: change.isReplay ?? false,
        homeScore: change.score?.home ?? null,
        awayScore: change.score?.away ?? null,
        extraTime: null,
        penalties: null,
      };
    }),
  };
}

export const liveScoresHandlers: RequestHandler[] = [
  http.get(apiPath('/matches/getHomeLiveMatches'), () => HttpResponse.json(homeLive)),
  http.get(apiPath('/matches'), ({ request }) => {
    const date = new URL(request.url).searchParams.get('date');
    if (!date) return undefined;
    return HttpResponse.json(recordedDay(date, wantsEnglish(request) ? 'en' : 'it'));
  }),
];
