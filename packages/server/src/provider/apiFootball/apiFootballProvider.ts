/**
 * The API-Football v3 adapter behind `LiveProvider`: `GET /fixtures?live=all`, `GET /fixtures?id=` (a fixture
 * that left the live list), `GET /fixtures/events?fixture=`;
 * leagues mapped to Pallone competitions by `leagues.ts`, events by `toFeedEvents.ts`.
 */
import type { LiveProvider } from '../liveProvider.ts';
import { apiFootballClient, type ApiFootballClientOptions } from './client.ts';
import { competitionCodeOfLeague } from './leagues.ts';
import { apiFootballToFeedEvents } from './toFeedEvents.ts';
import type { ApiFootballEvent, ApiFootballFixture } from './types.ts';

export const API_FOOTBALL_SOURCE = 'api-football';

export function createApiFootballProvider(
  options: ApiFootballClientOptions,
): LiveProvider<ApiFootballFixture, ApiFootballEvent> {
  const get = apiFootballClient(options);
  return {
    source: API_FOOTBALL_SOURCE,
    async fetchLiveMatches(signal) {
      return (await get<ApiFootballFixture>('/fixtures', { live: 'all' }, signal)).response;
    },
    async fetchFixture(providerId, signal) {
      return (await get<ApiFootballFixture>('/fixtures', { id: providerId }, signal)).response[0] ?? null;
    },
    async fetchMatchEvents(fixture, signal) {
      const query = { fixture: String(fixture.fixture.id) };
      return (await get<ApiFootballEvent>('/fixtures/events', query, signal)).response;
    },
    describe(fixture) {
      return {
        providerId: String(fixture.fixture.id),
        competitionCode: competitionCodeOfLeague(fixture.league.id),
        league: `${fixture.league.name} (${fixture.league.id})`,
        kickoff: new Date(fixture.fixture.date),
        homeName: fixture.teams.home.name,
        awayName: fixture.teams.away.name,
      };
    },
    toFeedEvents: apiFootballToFeedEvents,
  };
}
