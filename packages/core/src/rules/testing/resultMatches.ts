import type { ResultMatch } from '../matchResultText.ts';

/** Test support: the 2022 World Cup final as the API gives it: 2-2 after 90 minutes, 3-3 after extra time, 4-2 on penalties. */
export const FINAL_2022: ResultMatch = {
  status: 'played',
  homeScore: 2,
  awayScore: 2,
  extraTime: { home: 3, away: 3 },
  penalties: { home: 4, away: 2 },
};

/** Test support: a match in the second half of extra time; the API's homeScore is then the current score. */
export const LIVE_IN_EXTRA_TIME: ResultMatch = {
  status: 'inPlay2EH',
  homeScore: 3,
  awayScore: 2,
  extraTime: { home: 3, away: 2 },
  penalties: null,
};

/** Test support: a fixture not yet played, without a score. */
export const NOT_PLAYED: ResultMatch = {
  status: 'scheduled',
  homeScore: null,
  awayScore: null,
  extraTime: null,
  penalties: null,
};
