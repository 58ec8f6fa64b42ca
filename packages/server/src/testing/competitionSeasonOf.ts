/**
 * A competition season found through the API as a client finds it: the season's ids by its slug, then the
 * competition's `getCompetitionSeasonId`, then (for the detail) `GET /competitionSeasons/{id}`.
 */
import type { CompetitionSeasonDetail } from '@pallone/contract';
import type { TestApp } from './testApp.ts';

const API = '/api/v1';

type Getter = Pick<TestApp, 'get'>;

export async function competitionSeasonIdOf(
  t: Getter,
  competitionId: number,
  seasonSlug: string,
): Promise<number> {
  const season = (await t.get(`${API}/seasons/pallonecomSlug/${seasonSlug}/getIds`)).json() as { id: number };
  const response = await t.get(
    `${API}/competitions/${competitionId}/seasons/${season.id}/getCompetitionSeasonId`,
  );
  if (response.statusCode !== 200) {
    throw new Error(`competition ${competitionId} has no season ${seasonSlug}: ${response.statusCode}`);
  }
  return (response.json() as { competitionSeasonId: number }).competitionSeasonId;
}

export async function competitionSeasonDetailOf(
  t: Getter,
  competitionId: number,
  seasonSlug: string,
): Promise<CompetitionSeasonDetail> {
  const id = await competitionSeasonIdOf(t, competitionId, seasonSlug);
  return (await t.get(`${API}/competitionSeasons/${id}`)).json() as CompetitionSeasonDetail;
}
