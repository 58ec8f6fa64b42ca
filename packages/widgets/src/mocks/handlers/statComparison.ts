/**
 * StatComparison answers recorded from the real API (fixtures/statComparison.manifest.json):
 * `/teams/getComparison` of Juventus (16) and Inter (7) in Serie A 2024-25 (competition season 17, Italian and
 * English) with `/teams/16` and `/teams/7`; `/matches/4343/getStats` of Genoa–Inter, 17/08/2024 (Italian and
 * English) with the match; `/matches/64/getStats` of the World Cup 2022 final (the data has no statistics for it);
 * Wolverhampton Wanderers FC (68) and Brighton & Hove Albion FC (55) in the Premier League 2023-24 (competition
 * season 2), two long official names.
 * Anything not recorded falls through to the next handler.
 */
import { http, type RequestHandler } from 'msw';
import { apiPath } from '../apiPath.ts';
import { answer, answerById, type Fixture } from '../recordedAnswer.ts';
import juveInter from '../fixtures/statComparison.juveInter.json' with { type: 'json' };
import juveInterEn from '../fixtures/statComparison.juveInter.en.json' with { type: 'json' };
import juve from '../fixtures/statComparison.juve.json' with { type: 'json' };
import inter from '../fixtures/statComparison.inter.json' with { type: 'json' };
import genoaInter from '../fixtures/statComparison.match.json' with { type: 'json' };
import genoaInterStats from '../fixtures/statComparison.match.stats.json' with { type: 'json' };
import genoaInterStatsEn from '../fixtures/statComparison.match.stats.en.json' with { type: 'json' };
import noStats from '../fixtures/statComparison.noStats.json' with { type: 'json' };
import noStatsMatch from '../fixtures/statComparison.noStats.match.json' with { type: 'json' };
import wolvesBrighton from '../fixtures/statComparison.wolvesBrighton.json' with { type: 'json' };
import wolves from '../fixtures/statComparison.wolves.json' with { type: 'json' };
import brighton from '../fixtures/statComparison.brighton.json' with { type: 'json' };

/** Real ids of the recorded data. */
export const STAT_COMPARISON_IDS = {
  juventus: 16,
  inter: 7,
  serieA2024: 17,
  genoaInter: 4343,
  /** The World Cup 2022 final: no statistics in the data. */
  withoutStats: 64,
  wolverhampton: 68,
  brighton: 55,
  premierLeague2324: 2,
} as const;

const { juventus, inter: interId, serieA2024, genoaInter: genoaInterId, withoutStats } = STAT_COMPARISON_IDS;
const { wolverhampton, brighton: brightonId, premierLeague2324 } = STAT_COMPARISON_IDS;
const comparisons: Record<string, Fixture> = {
  [`${juventus},${interId}/${serieA2024}`]: { it: juveInter, en: juveInterEn },
  [`${wolverhampton},${brightonId}/${premierLeague2324}`]: { it: wolvesBrighton },
};
const teams: Record<string, Fixture> = {
  [juventus]: { it: juve },
  [interId]: { it: inter },
  [wolverhampton]: { it: wolves },
  [brightonId]: { it: brighton },
};
const stats: Record<string, Fixture> = {
  [genoaInterId]: { it: genoaInterStats, en: genoaInterStatsEn },
  [withoutStats]: { it: noStats },
};
const matches: Record<string, Fixture> = {
  [genoaInterId]: { it: genoaInter },
  [withoutStats]: { it: noStatsMatch },
};

export const statComparisonHandlers: RequestHandler[] = [
  http.get(apiPath('/teams/getComparison'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    return answer(request, comparisons[`${query.get('teamIds')}/${query.get('competitionSeasonId') ?? ''}`]);
  }),
  answerById('/teams/:id', teams),
  answerById('/matches/:id/getStats', stats),
  answerById('/matches/:id', matches),
];
