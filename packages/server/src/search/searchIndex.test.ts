/**
 * The in-memory search answers exactly what the SQL search answers (decision 032): the same results, in the same
 * order, with the same similarity and tier, for 300 texts drawn from the bundled data (whole names, surnames,
 * prefixes, typos, accents, aliases) in both languages, on PGlite and — with DATABASE_URL — on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../db/testDatabase.ts';
import { searchCompetitions } from './queries/competitions.ts';
import { searchPlayers } from './queries/players.ts';
import { findTeamHits, searchTeams } from './queries/teams.ts';
import { searchTermOf, withTrigramIndexes, type SearchTerm } from './queries/text.ts';
import { createSeededTestDatabase } from '../testing/seededDatabase.ts';
import { loadSearchRows } from './loadSearchIndex.ts';
import { SearchIndex } from './searchIndex.ts';
import { searchTermsFromData } from './searchTermsFromData.ts';
import { similarityOf, wordSimilarityOf } from './trigrams.ts';

/** The server's clock: prominence counts the matches of the two years before it. */
const NOW = new Date('2026-11-22T12:00:00Z');
const LONG = 300_000;
/** At least this many of the texts find something in each section, so the comparison is not of empty lists. */
const FOUND = { teams: 100, players: 150, competitions: 20 };
let database: TestDatabase;
let index: SearchIndex;
let texts: string[];
let terms: { text: string; term: SearchTerm; limit: number; language: 'it' | 'en' }[];

beforeAll(async () => {
  database = await createSeededTestDatabase();
  index = new SearchIndex(await loadSearchRows(database.db));
  texts = await searchTermsFromData(database.db, 300);
  terms = texts.flatMap((text, i) => {
    const term = searchTermOf(text);
    // Limits 10 (the typeahead), 3 and 25 (/cerca) so that cuts at the limit are compared too.
    return term ? [{ text, term, limit: [10, 3, 25][i % 3]!, language: i % 2 ? 'en' : 'it' }] : [];
  });
}, LONG);
afterAll(() => database?.destroy());

/** The texts whose two answers differ, with both answers, and how many texts found something. */
async function compareAnswers<T extends unknown[]>(
  sqlAnswer: (entry: (typeof terms)[number]) => Promise<T>,
  memoryAnswer: (entry: (typeof terms)[number]) => T,
) {
  const differing: { text: string; sql: T; memory: T }[] = [];
  let found = 0;
  for (const entry of terms) {
    const [fromSql, fromMemory] = [await sqlAnswer(entry), memoryAnswer(entry)];
    if (fromSql.length > 0) found++;
    if (JSON.stringify(fromSql) !== JSON.stringify(fromMemory)) {
      differing.push({ text: entry.text, sql: fromSql, memory: fromMemory });
    }
  }
  return { differing, found };
}

describe('the in-memory search', () => {
  it('draws about 300 searchable texts from the data', () => {
    expect(texts.length).toBe(300);
    expect(terms.length).toBeGreaterThan(280);
  });

  it("computes pg_trgm's similarity and word similarity to the bit", async () => {
    const pairs = terms.flatMap(({ term }, i) => {
      const other = terms[(i * 7 + 3) % terms.length]!.term.text;
      return [
        [term.text, other],
        [term.text, `${other} ${term.text.slice(1)}`],
        [term.text.slice(0, 4), term.text],
      ];
    });
    const json = JSON.stringify(pairs.map(([a, b]) => ({ a, b })));
    const rows = await database.db.execute<{ s: number; w: number }>(
      sql`select similarity(p->>'b', p->>'a')::float8 as s, word_similarity(p->>'a', p->>'b')::float8 as w from jsonb_array_elements(${json}::jsonb) with ordinality as pair(p, n) order by n`,
    );
    const fromSql = ('rows' in rows ? rows.rows : rows) as { s: number; w: number }[];
    const fromMemory = pairs.map(([a, b]) => ({ s: similarityOf(b!, a!), w: wordSimilarityOf(a!, b!) }));
    expect(fromMemory).toEqual(fromSql.map((row) => ({ s: Number(row.s), w: Number(row.w) })));
  });

  it(
    'finds the same teams as findTeamHits, with the same tier, score and prominence, in the same order',
    async () => {
      const { differing, found } = await compareAnswers(
        ({ term, limit }) =>
          withTrigramIndexes(database.db, (reader) => findTeamHits(reader, term, limit, NOW)),
        ({ term, limit }) => index.teamHits(term, limit, NOW),
      );
      expect(differing).toEqual([]);
      expect(found).toBeGreaterThan(FOUND.teams);
    },
    LONG,
  );

  it(
    'answers the team search as the SQL does',
    async () => {
      const { differing, found } = await compareAnswers(
        ({ term, limit, language }) => searchTeams(database.db, term, limit, language, NOW),
        ({ term, limit, language }) => index.teams(term, limit, language, NOW),
      );
      expect(differing).toEqual([]);
      expect(found).toBeGreaterThan(FOUND.teams);
    },
    LONG,
  );

  it(
    'answers the player search as the SQL does',
    async () => {
      const { differing, found } = await compareAnswers(
        ({ term, limit, language }) => searchPlayers(database.db, term, limit, language, NOW),
        ({ term, limit, language }) => index.players(term, limit, language, NOW),
      );
      expect(differing).toEqual([]);
      expect(found).toBeGreaterThan(FOUND.players);
    },
    LONG,
  );

  it(
    'answers the competition search as the SQL does',
    async () => {
      const { differing, found } = await compareAnswers(
        ({ term, limit, language }) => searchCompetitions(database.db, term, limit, language),
        ({ term, limit, language }) => index.competitions(term, limit, language),
      );
      expect(differing).toEqual([]);
      expect(found).toBeGreaterThan(FOUND.competitions);
    },
    LONG,
  );
});
