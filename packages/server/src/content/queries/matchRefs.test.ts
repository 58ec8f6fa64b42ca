import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../db/testDatabase.ts';
import { matches } from '../../db/schema.ts';
import { createSeededTestDatabase } from '../../testing/seededDatabase.ts';
import { loadMatchRefs } from './matchRefs.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createSeededTestDatabase();
});
afterAll(() => database.close());

async function matchId(sourceId: string): Promise<number> {
  const [row] = await database.db
    .select({ id: matches.id })
    .from(matches)
    .where(eq(matches.sourceId, sourceId));
  if (!row) throw new Error(`no match ${sourceId} in the test database`);
  return row.id;
}

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
