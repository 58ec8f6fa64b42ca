/**
 * The pages benchmarked, with real slugs read from the running server: a Serie A match of the 2024-25 opening
 * day (from the API) and the newest article linked from /news (from its server-rendered HTML); the team, player and
 * World Cup slugs are those of the bundled data.
 */

/** A page both benchmarks measure: server render and Lighthouse. */
export interface Page {
  name: string;
  path: string;
}

const SERIE_A = 68;
const MATCH_DAY = '2024-08-17';
const WORLD_CUP_2022 = '/campionato/mondo-coppa-del-mondo/stagione/2022';

async function get(origin: string, urlPath: string, headers: Record<string, string>): Promise<Response> {
  const response = await fetch(`${origin}${urlPath}`, { headers });
  if (!response.ok) throw new Error(`GET ${urlPath} → ${response.status}`);
  return response;
}

async function matchSlug(origin: string, headers: Record<string, string>): Promise<string> {
  const body = (await (await get(origin, `/api/v1/matches?date=${MATCH_DAY}`, headers)).json()) as {
    items: { pallonecomSlug: string; competition: { id: number } }[];
  };
  const match = body.items.find((item) => item.competition.id === SERIE_A);
  if (!match) throw new Error(`no Serie A match on ${MATCH_DAY}`);
  return match.pallonecomSlug;
}

async function newsSlug(origin: string, headers: Record<string, string>): Promise<string> {
  const html = await (await get(origin, '/news', headers)).text();
  const slug = [...html.matchAll(/href="\/news\/([a-z0-9-]+)"/g)]
    .map((found) => found[1]!)
    .find((candidate) => !/^\d+$/.test(candidate));
  if (!slug) throw new Error('no article linked from /news');
  return slug;
}

export async function benchmarkPages(origin: string, headers: Record<string, string>): Promise<Page[]> {
  const [match, news] = await Promise.all([matchSlug(origin, headers), newsSlug(origin, headers)]);
  return [
    { name: 'home', path: '/' },
    { name: 'match', path: `/partite/${match}` },
    { name: 'news article', path: `/news/${news}` },
    { name: 'competition', path: '/campionato/italia-serie-a' },
    // Every other kind of public page, so issue #14's script budget holds on each, not only on the four above.
    { name: 'fixtures tab', path: '/campionato/italia-serie-a/calendario' },
    { name: 'bracket', path: `${WORLD_CUP_2022}/gruppo/fase-finale/calendario` },
    { name: 'live scores', path: '/live-risultati' },
    { name: 'statistics', path: '/statistiche' },
    { name: 'team', path: '/squadre/ac-milan' },
    { name: 'player', path: '/giocatori/lionel-messi' },
    { name: 'news list', path: '/news' },
    { name: 'predictions', path: '/pronostici' },
  ];
}
