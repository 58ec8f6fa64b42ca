/** Match scores the tests write or expect, one fixture per shape. */

/** Every goal column of a match empty, as before kick-off: half time, full time, extra time, penalties. */
export const emptyScore = {
  htHome: null,
  htAway: null,
  ftHome: null,
  ftAway: null,
  etHome: null,
  etAway: null,
  penHome: null,
  penAway: null,
};

/** The 2022 World Cup final once over, as the match detail answers it: 3-3 a.e.t. (2-2), 4-2 on penalties. */
export const worldCupFinalResult = {
  status: 'played',
  ended: true,
  halfTime: { home: 2, away: 0 },
  homeScore: 2,
  awayScore: 2,
  extraTime: { home: 3, away: 3 },
  penalties: { home: 4, away: 2 },
};
