/**
 * Mixed reads with back-office writes at 50 connections (issue #12's load measure, 430 req/s and p99 273 ms
 * before): nine public reads (cache bypassed with no-cache half the time) for each staff update of a boosted
 * odds offer (a transaction with its audit row).
 */
import autocannon from 'autocannon';
import { BENCH_BASIC } from './faultsServer.ts';

const READS = [
  '/api/v1/competitions',
  '/api/v1/competitions/search?search=serie',
  '/api/v1/teams/search?search=inter',
  '/api/v1/players/search?search=rossi',
  '/api/v1/seasons',
];

export interface OfferWrite {
  path: string;
  body: (n: number) => string;
}

export async function mixedLoad(
  origin: string,
  staff: Record<string, string>,
  write: OfferWrite,
  seconds: number,
) {
  let n = 0;
  const result = await autocannon({
    url: origin,
    connections: 50,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const i = n++;
          if (i % 10 === 9) {
            return {
              ...request,
              method: 'PUT',
              path: write.path,
              headers: { ...staff, 'content-type': 'application/json' },
              body: write.body(i),
            };
          }
          return {
            ...request,
            method: 'GET',
            path: READS[i % READS.length]!,
            headers: {
              authorization: BENCH_BASIC,
              ...(i % 2 === 0 ? { 'cache-control': 'no-cache' } : {}),
            },
          };
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
