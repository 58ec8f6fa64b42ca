/**
 * Every site URL shape with malformed segments (fast-check, fixed seed; FUZZ_SEED replays another run): huge and
 * non-finite numbers, impossible dates, NUL bytes, over-long and odd text. A page's loader either answers or
 * throws a 4xx response for the error boundary; it never throws anything that would render as a 500
 * (issue #12 point 3). Loaders run against the real API (realApiGlobalSetup).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isRouteErrorResponse } from 'react-router';
import * as authorRoute from './autori.$slug.tsx';
import * as competitionRoute from './campionato.$slug.tsx';
import * as playerBalanceRoute from './giocatori.$slug.bilancio.$id.tsx';
import * as playerRoute from './giocatori.$slug.tsx';
import * as newsPageRoute from './news.$param.tsx';
import * as matchRoute from './partite.$slug.tsx';
import * as categoryRoute from './pronostici.category.tsx';
import * as predictionsRoute from './pronostici.tsx';
import * as bookmakerRoute from './scommesse.bookmakers.$slug.tsx';
import * as guidesRoute from './scommesse.guide.tsx';
import * as oddsDetailRoute from './scommesse.quote-pronostici.detail.tsx';
import * as oddsRoute from './scommesse.quote-pronostici.tsx';
import * as teamRoute from './squadre.$slug.tsx';
import { useRealApi } from '../testing/realApi.ts';
import { runLoader } from '../testing/renderRoute.tsx';

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RUNS_PER_SHAPE = 60;

/** SPEC §2's URL shapes with a loader and dynamic segments (site/app/routes.ts). */
const SHAPES: { pattern: string; loader: (args: never) => Promise<unknown> }[] = [
  { pattern: '/news/:param', loader: newsPageRoute.loader },
  { pattern: '/campionato/:slug', loader: competitionRoute.loader },
  { pattern: '/campionato/:slug/:tab', loader: competitionRoute.loader },
  { pattern: '/campionato/:slug/stagione/:season/:tab', loader: competitionRoute.loader },
  { pattern: '/campionato/:slug/stagione/:season/gruppo/:group/:tab', loader: competitionRoute.loader },
  {
    pattern: '/campionato/:slug/stagione/:season/gruppo/:group/giornata/:turn/:tab',
    loader: competitionRoute.loader,
  },
  { pattern: '/squadre/:slug/:tab', loader: teamRoute.loader },
  { pattern: '/giocatori/:slug/:tab', loader: playerRoute.loader },
  { pattern: '/giocatori/:slug/bilancio/:id', loader: playerBalanceRoute.loader },
  { pattern: '/partite/:slug/:tab', loader: matchRoute.loader },
  { pattern: '/pronostici/generali/:page', loader: categoryRoute.loader },
  { pattern: '/pronostici/:page', loader: predictionsRoute.loader },
  { pattern: '/scommesse/quote-pronostici/:slug', loader: oddsRoute.loader },
  { pattern: '/scommesse/quote-pronostici/:competitionSlug/:slug', loader: oddsDetailRoute.loader },
  { pattern: '/scommesse/bookmakers/:slug', loader: bookmakerRoute.loader },
  { pattern: '/autori/:slug', loader: authorRoute.loader },
  { pattern: '/scommesse/guide/:param', loader: guidesRoute.loader },
];

/** Valid-looking segments, so that one segment at a time is the malformed one. */
const VALID: Record<string, string> = {
  slug: 'serie-a',
  tab: 'classifica',
  season: '2024-25',
  group: 'campionato',
};

const malformed = fc
  .oneof(
    fc.constantFrom(
      '99999999999999999999',
      '2147483648',
      '9007199254740993',
      'Infinity',
      '-Infinity',
      '1e309',
      'NaN',
      '-1',
      '0',
      '1.5',
      '0x1F',
      '9999-12-31',
      '0000-01-01',
      '2026-02-30',
      '\u0000',
      'a\u0000b',
      '%',
      '<script>',
      'Südtirol',
      "'; drop table teams; --",
    ),
    fc.string({ maxLength: 20 }),
    fc.constantFrom(101, 1001, 10_001).map((length) => 'x'.repeat(length)),
    // `.` and `..` never reach a loader as a segment: URL parsing resolves them (also spelled %2e%2e) first.
  )
  .filter((value) => value !== '.' && value !== '..');

/** A 4xx the error boundary shows (`data(null, { status })` or a Response): what a loader may throw. */
function statusOf(thrown: unknown): number | undefined {
  if (thrown instanceof Response) return thrown.status;
  if (isRouteErrorResponse(thrown)) return thrown.status;
  const init = (thrown as { init?: { status?: number } } | null)?.init;
  return init?.status;
}

beforeAll(() => {
  useRealApi();
});

describe('malformed site URLs', () => {
  it.each(SHAPES)('$pattern never fails with a 5xx', async ({ pattern, loader }) => {
    const names = [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...names), malformed, async (target, value) => {
        const params = Object.fromEntries(
          names.map((name) => [name, name === target ? value : (VALID[name] ?? '1')]),
        );
        const url = pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
        try {
          await runLoader(loader, url, params);
        } catch (thrown) {
          const status = statusOf(thrown);
          expect(status, `${url} threw ${String(thrown)}`).toBeTypeOf('number');
          expect(status, url).toBeLessThan(500);
        }
      }),
      { seed: SEED, numRuns: RUNS_PER_SHAPE, endOnFailure: true },
    );
  });
});
