import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../db/database.ts';
import { matches } from '../../db/schema.ts';
import { testAppPerFile } from '../../testing/testAppPerFile.ts';

const API = '/api/v1';
const DERBY = 'it.1/2024-25/2025-02-02/ac-milan-v-fc-internazionale-milano';

type CsvRow = Record<string, string>;
const csv = parse(readFileSync(path.join(repoRoot, 'data', 'matches.csv'), 'utf8'), {
  columns: true,
}) as CsvRow[];
const ended = csv.filter(
  (row) => (row.status === 'played' || row.status === 'awarded') && row.ft_home !== '',
);

/** Goals after extra time where there was some (a shoot-out is a draw), from the data file itself. */
function goals(row: CsvRow): [number, number] {
  return row.et_home
    ? [Number(row.et_home), Number(row.et_away)]
    : [Number(row.ft_home), Number(row.ft_away)];
}

/** The team's last five results before `date`, newest first, as W/D/L letters — read from data/matches.csv. */
function formFromCsv(teamId: string, date: string): string[] {
  return ended
    .filter((row) => (row.home_team_id === teamId || row.away_team_id === teamId) && row.date! < date)
    .sort((a, b) => `${b.date}${b.time}`.localeCompare(`${a.date}${a.time}`))
    .slice(0, 5)
    .map((row) => {
      const [home, away] = goals(row);
      const [mine, theirs] = row.home_team_id === teamId ? [home, away] : [away, home];
      return mine > theirs ? 'W' : mine < theirs ? 'L' : 'D';
    });
}

function meetingsFromCsv(a: string, b: string, date: string): CsvRow[] {
  return ended.filter(
    (row) =>
      row.date! < date &&
      ((row.home_team_id === a && row.away_team_id === b) ||
        (row.home_team_id === b && row.away_team_id === a)),
  );
}

const italianLetters = (letters: string[]) => letters.map((l) => ({ W: 'V', D: 'N', L: 'P' })[l]).join(' ');

interface ArticleJson {
  pallonecomSlug: string;
  language: string;
  title: string;
  description: string;
  body: string;
  keywords: string[];
  category: string;
  articleSection: string;
  publishedAt: string;
  author: { name: string; link: string | null };
  competition: { id: number; pallonecomSlug: string };
  match: { id: number; pallonecomSlug: string };
  prediction: { matchId: number; madeAt: string };
}

const t = testAppPerFile();

async function matchOf(sourceId: string): Promise<{ id: number; slug: string }> {
  const [row] = await t.database.db
    .select({ id: matches.id, slug: matches.pallonecomSlug })
    .from(matches)
    .where(eq(matches.sourceId, sourceId));
  if (!row) throw new Error(`no match ${sourceId}`);
  return row;
}

async function article(sourceId: string, language: 'it' | 'en'): Promise<ArticleJson> {
  const { id } = await matchOf(sourceId);
  const response = await t.get(`${API}/predictions/${id}/article`, { language });
  expect(response.statusCode).toBe(200);
  return response.json<ArticleJson>();
}

describe('prediction articles', () => {
  it("quote both teams' real last five results and the head-to-head count, in Italian and English", async () => {
    const milan = formFromCsv('ac-milan-ita', '2025-02-02');
    const inter = formFromCsv('fc-internazionale-milano-ita', '2025-02-02');
    const meetings = meetingsFromCsv('ac-milan-ita', 'fc-internazionale-milano-ita', '2025-02-02');
    expect(milan).toHaveLength(5);
    expect(meetings.length).toBeGreaterThanOrEqual(2);

    const it_ = await article(DERBY, 'it');
    expect(it_.body).toContain(
      `AC Milan (ultime cinque partite, dalla più recente): <strong>${italianLetters(milan)}</strong>`,
    );
    expect(it_.body).toContain(
      `FC Internazionale Milano (ultime cinque partite, dalla più recente): <strong>${italianLetters(inter)}</strong>`,
    );
    expect(it_.body).toContain(
      `ci sono ${meetings.length} precedenti tra AC Milan e FC Internazionale Milano.`,
    );
    const milanWins = meetings.filter((row) => {
      const [home, away] = goals(row);
      return row.home_team_id === 'ac-milan-ita' ? home > away : away > home;
    }).length;
    expect(it_.body).toContain(`<li>Vittorie AC Milan: ${milanWins}</li>`);

    const en = await article(DERBY, 'en');
    expect(en.body).toContain(
      `AC Milan (last five matches, most recent first): <strong>${milan.join(' ')}</strong>`,
    );
    expect(en.body).toContain(`<strong>${inter.join(' ')}</strong>`);
    expect(en.body).toContain(
      `Our data holds ${meetings.length} previous meetings between AC Milan and FC Internazionale Milano.`,
    );
    expect(en.body).toContain(`<li>AC Milan wins: ${milanWins}</li>`);
  });

  it('carry the news fields, the model disclaimer and the 18+ line, in safe markup', async () => {
    for (const language of ['it', 'en'] as const) {
      const body = await article(DERBY, language);
      const { slug } = await matchOf(DERBY);
      // Each article's slug is in its own language (issue #15).
      expect(body.pallonecomSlug).toBe(`${language === 'it' ? 'pronostico' : 'prediction'}-${slug}`);
      expect(body.language).toBe(language);
      expect(body.category).toBe('pronostici-scommesse');
      expect(body.author).toEqual({ name: 'Pallone Modello', link: null });
      expect(body.publishedAt).toBe(body.prediction.madeAt);
      expect(body.publishedAt).toBe('2025-02-01T23:00:00.000Z');
      expect(body.articleSection).toBe('Serie A');
      expect(body.competition.pallonecomSlug).toBe('italia-serie-a');
      expect(body.keywords).toContain('AC Milan');
      expect(body.title).toContain('AC Milan');
      expect(body.description).toMatch(/1 .*X .*2 /);
      const tags = new Set([...body.body.matchAll(/<\/?([a-zA-Z0-9]+)/g)].map((m) => m[1]));
      expect([...tags].every((tag) => ['p', 'h2', 'ul', 'li', 'strong'].includes(tag!))).toBe(true);
      expect(body.body).not.toMatch(/<[a-z]+ [^>]*>/); // no attributes at all
      expect(body.body).toContain('18');
    }
    const italian = await article(DERBY, 'it');
    expect(italian.body).toContain('non costituisce un consiglio di scommessa');
    expect(italian.body).toContain('generato automaticamente da Pallone Modello, un modello statistico');
    expect(italian.body).toContain('vietato ai minori di 18 anni');
    const english = await article(DERBY, 'en');
    expect(english.body).toContain('is not betting advice');
    expect(english.body).toContain('aged 18 and over');
  });

  it('state statistics only where the data has them', async () => {
    const seriea = await article(DERBY, 'it');
    expect(seriea.body).toContain('<h2>Le statistiche</h2>');
    expect(seriea.body).toMatch(
      /AC Milan \(ultime 10 partite con statistiche, dal \d\d\/\d\d\/\d{4} al \d\d\/\d\d\/\d{4}\): in media \d+,\d tiri/,
    );
    // World Cup final: national teams, no statistics in the data
    const final = await article('world/2022/2022-12-18/argentina-v-france', 'en');
    expect(final.body).not.toContain('Statistics');
    expect(final.body).not.toContain('shots');
    // a promoted club never seen in the data: said plainly, no form invented
    const racing = await article(
      'es.1/2026-27/2026-11-22/real-racing-club-de-santander-v-real-sociedad-de-futbol',
      'it',
    );
    expect(racing.body).toContain(
      'Real Racing Club de Santander: nei nostri dati non ci sono partite precedenti.',
    );
  });

  it('vary their phrasing deterministically by match', async () => {
    const ids = [
      DERBY,
      'it.1/2024-25/2025-01-04/venezia-fc-v-empoli-fc',
      'it.1/2024-25/2025-02-01/bologna-fc-1909-v-como-1907',
      'it.1/2024-25/2025-02-01/atalanta-bc-v-torino-fc',
      'it.1/2024-25/2025-02-01/udinese-calcio-v-venezia-fc',
      'it.1/2024-25/2025-02-01/ac-monza-v-hellas-verona-fc',
    ];
    const titles = await Promise.all(ids.map(async (id) => (await article(id, 'it')).title));
    const shapes = new Set(
      titles.map((title) => title.replace(/[A-Z][\w .]+-[A-Z][\w .]+/, 'MATCH').slice(0, 12)),
    );
    expect(shapes.size).toBeGreaterThan(1);
    expect((await article(DERBY, 'it')).body).toBe((await article(DERBY, 'it')).body);
  });
});

describe('GET /news/prediction/pallonecomSlug/{slug}', () => {
  it('opens the article from its English slug too, in either language', async () => {
    const { id, slug } = await matchOf(DERBY);
    for (const language of ['en', 'it'] as const) {
      const response = await t.get(`${API}/news/prediction/pallonecomSlug/prediction-${slug}`, { language });
      expect(response.statusCode).toBe(200);
      expect(response.json<ArticleJson>()).toMatchObject({ match: { id }, language });
    }
    expect((await t.get(`${API}/news/prediction/pallonecomSlug/prediction-no-such-match`)).statusCode).toBe(
      404,
    );
  });
  it('serves the article by its slug, in the request language', async () => {
    const { id, slug } = await matchOf(DERBY);
    const response = await t.get(`${API}/news/prediction/pallonecomSlug/pronostico-${slug}`, {
      language: 'it',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<ArticleJson>();
    expect(body.match.id).toBe(id);
    expect(body.language).toBe('it');
    expect(body).toEqual(await article(DERBY, 'it'));
    const inCompetition = await t.get(
      `${API}/news/prediction/pallonecomSlug/pronostico-${slug}?competitionSlug=italia-serie-a`,
    );
    expect(inCompetition.statusCode).toBe(200);
    expect(inCompetition.json<ArticleJson>().language).toBe('en');
  });

  it('answers 404 for an unknown slug, another competition or a match without prediction; 400 when malformed', async () => {
    const { slug } = await matchOf(DERBY);
    const other = await t.get(
      `${API}/news/prediction/pallonecomSlug/pronostico-${slug}?competitionSlug=inghilterra-premier-league`,
    );
    expect(other.statusCode).toBe(404);
    expect((await t.get(`${API}/news/prediction/pallonecomSlug/pronostico-no-such-match`)).statusCode).toBe(
      404,
    );
    expect((await t.get(`${API}/news/prediction/pallonecomSlug/${slug}`)).statusCode).toBe(404);
    const opener = await matchOf('world/2022/2022-11-20/qatar-v-ecuador');
    expect((await t.get(`${API}/news/prediction/pallonecomSlug/pronostico-${opener.slug}`)).statusCode).toBe(
      404,
    );
    expect((await t.get(`${API}/news/prediction/pallonecomSlug/Not%20A%20Slug`)).statusCode).toBe(400);
    expect((await t.get(`${API}/predictions/2147483647/article`)).statusCode).toBe(404);
    expect((await t.get(`${API}/predictions/abc/article`)).statusCode).toBe(400);
  });
});
