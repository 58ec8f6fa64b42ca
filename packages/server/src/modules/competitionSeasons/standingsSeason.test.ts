import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionSeasons, seasons } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

const URL = '/api/v1/competitionSeasons/getStandingsSeason';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Phase {
  name: string;
  type: string;
  turns: { id: number; number: number }[];
  currentTurnId: number | null;
}

describe('GET /competitionSeasons/getStandingsSeason', () => {
  it("opens Serie A on its newest season with results, with every season and the league's 38 matchdays", async () => {
    const response = await t.get(`${URL}?competitionId=68`, { language: 'it' });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.competition).toMatchObject({ id: 68, name: 'Serie A' });
    expect(answer.season).toMatchObject({ name: '2025/2026' });
    expect(answer.currentTurnId).not.toBeNull();
    const starts = answer.seasons.map((season: { start: string }) => season.start);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(answer.seasons.map((season: { name: string }) => season.name)).toContain('2023/2024');
    const [league] = answer.phases as Phase[];
    expect(answer.phases).toHaveLength(1);
    expect(league).toMatchObject({ type: 'league', currentTurnId: answer.currentTurnId });
    expect(league?.turns).toEqual(answer.turns);
  });

  it('answers the season a page asks for by slugs, as /competitionSeasons/{id} does', async () => {
    const response = await t.get(`${URL}?competitionSlug=italia-serie-a&seasonSlug=2023-2024`);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    const detail = (await t.get(`/api/v1/competitionSeasons/${answer.id}`)).json();
    expect(answer).toMatchObject(detail);
    expect(answer.season.name).toBe('2023/2024');
    const bySeasonId = (await t.get(`${URL}?competitionId=68&seasonId=${answer.season.id}`)).json();
    expect(bySeasonId.id).toBe(answer.id);
  });

  it('gives Euro 2024 its six groups and the knockout phase, each with its turns and current turn', async () => {
    const answer = (await t.get(`${URL}?competitionId=158&seasonSlug=2024`, { language: 'en' })).json();
    const phases = answer.phases as Phase[];
    expect(phases.filter((phase) => phase.type === 'group')).toHaveLength(6);
    expect(phases.some((phase) => phase.type === 'knockout')).toBe(true);
    for (const phase of phases) {
      expect(phase.turns.length).toBeGreaterThan(0);
      expect(phase.turns.map((turn) => turn.id)).toContain(phase.currentTurnId);
    }
  });

  it('skips a newer season without matchdays for the newest with results, yet shows it when asked', async () => {
    const [season] = await t.database.db
      .insert(seasons)
      .values({
        code: '2099-00',
        name: '2099/2100',
        pallonecomSlug: '2099-2100',
        start: '2099-08-01',
        end: '2100-05-31',
      })
      .returning({ id: seasons.id });
    await t.database.db.insert(competitionSeasons).values({ competitionId: 68, seasonId: season!.id });
    const fallback = (
      await t.get(`${URL}?competitionId=68&seasonId=${season!.id}&seasonSlug=2099-2100`)
    ).json();
    expect(fallback).toMatchObject({
      season: { name: '2099/2100' },
      currentTurnId: null,
      phases: [],
      latestPlayedGroupId: null,
    });
    const answer = (await t.get(`${URL}?competitionSlug=italia-serie-a`)).json();
    expect(answer.season.name).toBe('2025/2026');
    expect(answer.seasons[0].name).toBe('2099/2100');
  });

  it("names the phase of the season's latest result: the World Cup 2022's knockout phase, Serie A's league", async () => {
    const worldCup = (await t.get(`${URL}?competitionSlug=mondo-coppa-del-mondo&seasonSlug=2022`)).json();
    const latest = (worldCup.phases as (Phase & { id: number })[]).find(
      (phase) => phase.id === worldCup.latestPlayedGroupId,
    );
    expect(latest?.type).toBe('knockout');
    const { competition, season } = worldCup;
    const played = `competitionId=${competition.id}&seasonId=${season.id}&onlyPlayed=true&order=desc&pageSize=1`;
    const [final] = (await t.get(`/api/v1/matches?${played}`)).json().items;
    expect(final.group.id).toBe(latest?.id);
    const serieA = (await t.get(`${URL}?competitionId=68`)).json();
    expect(serieA.latestPlayedGroupId).toBe(serieA.phases[0].id);
  });

  it('is a 400 without a competition, a 404 for an unknown competition or season', async () => {
    const missing = await t.get(URL);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('competitionId');
    expect((await t.get(`${URL}?competitionSlug=no-such-league`)).statusCode).toBe(404);
    expect((await t.get(`${URL}?competitionId=68&seasonSlug=1800-1801`)).statusCode).toBe(404);
    expect((await t.get(`${URL}?competitionId=2147483647`)).statusCode).toBe(404);
  });
});
