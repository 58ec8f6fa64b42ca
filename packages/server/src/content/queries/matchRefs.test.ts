import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../db/testDatabase.ts';
import { createSeededTestDatabase } from '../../testing/seededDatabase.ts';
import { loadMatchRefs } from './matchRefs.ts';
import { matchIdBySource } from '../../testing/matchIdBySource.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createSeededTestDatabase();
});
afterAll(() => database.close());

const matchId = (sourceId: string) => matchIdBySource(database.db, sourceId);

describe('loadMatchRefs', () => {
  it('gives a match an article refers to with its whole result: after 90 minutes, after extra time, the shoot-out', async () => {
    const final = await matchId('world/2022/2022-12-18/argentina-v-france');
    const ref = (await loadMatchRefs(database.db, [final], 'it')).get(final);
    expect(ref).toMatchObject({
      homeName: 'Argentina',
      awayName: 'Francia',
      homeScore: 2,
      awayScore: 2,
      extraTime: { home: 3, away: 3 },
      penalties: { home: 4, away: 2 },
    });
  });

  it('gives a match decided in 90 minutes no extra-time or shoot-out score', async () => {
    const league = await matchId('it.1/2024-25/2024-08-17/genoa-cfc-v-fc-internazionale-milano');
    const ref = (await loadMatchRefs(database.db, [league], 'en')).get(league);
    expect(ref).toMatchObject({ homeScore: 2, awayScore: 2, extraTime: null, penalties: null });
  });
});
