/**
 * The in-memory search without HTTP and without other requests: the index built from a database (timed: the
 * read, then the indexing), then each term searched once in turn, several rounds, the last round's per-search
 * times. What one uncached search costs the CPU, apart from queueing on a busy machine.
 */
import { openDatabase } from '../src/db/database.ts';
import { searchTermOf } from '../src/search/queries/text.ts';
import { loadSearchRows } from '../src/search/loadSearchIndex.ts';
import { SearchIndex } from '../src/search/searchIndex.ts';

export interface InProcessSearch {
  readMs: number;
  indexMs: number;
  p50Ms: number;
  p99Ms: number;
}

const ROUNDS = 5;

export async function searchInProcess(
  databaseUrl: string,
  texts: readonly string[],
): Promise<InProcessSearch> {
  const database = await openDatabase(databaseUrl);
  try {
    const started = performance.now();
    const rows = await loadSearchRows(database.db);
    const read = performance.now();
    const index = new SearchIndex(rows);
    const indexed = performance.now();
    const terms = texts.flatMap((text) => searchTermOf(text) ?? []);
    const now = new Date();
    let times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      times = terms.map((term) => {
        const before = performance.now();
        index.players(term, 10, 'it', now);
        return performance.now() - before;
      });
    }
    times.sort((a, b) => a - b);
    return {
      readMs: read - started,
      indexMs: indexed - read,
      p50Ms: times[Math.floor(times.length / 2)]!,
      p99Ms: times[Math.ceil(times.length * 0.99) - 1]!,
    };
  } finally {
    await database.close();
  }
}
