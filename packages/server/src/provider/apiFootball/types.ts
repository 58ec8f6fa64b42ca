/**
 * The parts of API-Football v3's documented answers the adapter reads (https://www.api-football.com/documentation-v3).
 * Every answer is an envelope `{ get, parameters, errors, results, paging, response }`; `errors` is `[]` when
 * fine and an object (`{ token: "…" }`, `{ requests: "…" }`) when the request was refused, still with HTTP 200.
 */
export interface ApiFootballEnvelope<T> {
  get: string;
  parameters: Record<string, string>;
  errors: unknown[] | Record<string, string>;
  results: number;
  paging: { current: number; total: number };
  response: T[];
}

/** One item of `GET /fixtures?live=all`. */
export interface ApiFootballFixture {
  fixture: {
    id: number;
    referee: string | null;
    timezone: string;
    /** ISO 8601 kick-off, e.g. `2022-12-18T15:00:00+00:00`. */
    date: string;
    timestamp: number;
    /** Unix seconds at which the first and second halves started (null until they do). */
    periods: { first: number | null; second: number | null };
    venue: { id: number | null; name: string | null; city: string | null };
    status: { long: string; short: string; elapsed: number | null; extra?: number | null };
  };
  league: { id: number; name: string; country: string; season: number; round: string };
  teams: {
    home: { id: number; name: string; winner: boolean | null };
    away: { id: number; name: string; winner: boolean | null };
  };
  goals: { home: number | null; away: number | null };
  score: Record<
    'halftime' | 'fulltime' | 'extratime' | 'penalty',
    { home: number | null; away: number | null }
  >;
}

/**
 * One item of `GET /fixtures/events?fixture=`. `type` is `Goal`, `Card`, `subst` or `Var`; `detail` says which
 * (`Normal Goal`, `Own Goal`, `Penalty`, `Missed Penalty`; `Yellow Card`, `Red Card`, `Second Yellow card`;
 * `Substitution 1`…; `Goal cancelled`, `Penalty confirmed`…). Shoot-out kicks are `Goal` events whose
 * `comments` is `Penalty Shootout` (elapsed 120, `extra` the kick's order).
 */
export interface ApiFootballEvent {
  time: { elapsed: number; extra: number | null };
  team: { id: number; name: string };
  player: { id: number | null; name: string | null };
  assist: { id: number | null; name: string | null };
  type: string;
  detail: string;
  comments: string | null;
}
