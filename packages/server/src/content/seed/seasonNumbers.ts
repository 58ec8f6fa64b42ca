/**
 * Sample "pronostici-scommesse" news: each competition season's 1X2, Over 2.5 and both-teams-to-score
 * frequencies, counted from the real full-time results in the database.
 */
import { slugify } from '@pallone/core';
import type { Db } from '../../db/database.ts';
import { escapeHtml, percent } from './html.ts';
import { seasonFigures, type SeasonFigures } from './matchSources.ts';
import { SAMPLE_NOTE } from './seedTypes.ts';
import type { SeedNews, SeedNewsText } from './seedNews.ts';

type Language = 'it' | 'en';

function numbersText(f: SeasonFigures, language: Language): SeedNewsText {
  const it = language === 'it';
  const competition = it ? f.competitionNameIt : f.competitionNameEn;
  const p = (n: number) => percent(n, f.played, language);
  const average = (f.goals / f.played).toFixed(2);
  const rows: [string, number | string, string][] = [
    [it ? 'Partite giocate' : 'Matches played', f.played, ''],
    [it ? 'Vittorie in casa (1)' : 'Home wins (1)', f.homeWins, p(f.homeWins)],
    [it ? 'Pareggi (X)' : 'Draws (X)', f.draws, p(f.draws)],
    [it ? 'Vittorie in trasferta (2)' : 'Away wins (2)', f.awayWins, p(f.awayWins)],
    [it ? 'Over 2,5' : 'Over 2.5', f.over25, p(f.over25)],
    [it ? 'Goal (segnano entrambe)' : 'Both teams scored', f.btts, p(f.btts)],
  ];
  const table =
    `<table><thead><tr><th></th><th>${it ? 'Partite' : 'Matches'}</th><th>%</th></tr></thead><tbody>` +
    rows
      .map(
        ([label, count, share]) => `<tr><th scope="row">${label}</th><td>${count}</td><td>${share}</td></tr>`,
      )
      .join('') +
    '</tbody></table>';
  const averageText = it ? average.replace('.', ',') : average;
  const title = it
    ? `${competition} ${f.seasonName}: segno 1X2, Over 2,5 e Goal in numeri`
    : `${competition} ${f.seasonName}: 1X2, Over 2.5 and both teams to score in figures`;
  const c = escapeHtml(competition);
  const body = [
    it
      ? `<p>Le tendenze della ${c} ${f.seasonName} sulle ${f.played} partite giocate presenti nei dati, con il ` +
        `risultato dopo i tempi regolamentari.</p>`
      : `<p>The trends of ${c} ${f.seasonName} over the ${f.played} played matches in the data, using the score ` +
        `after normal time.</p>`,
    table,
    it ? `<p>Media gol a partita: ${averageText}.</p>` : `<p>Average goals per match: ${averageText}.</p>`,
    it
      ? '<p>Le percentuali descrivono il passato e non garantiscono nulla sul futuro. ' +
        '<a href="/scommesse/guide">Leggi le guide</a>. <strong>18+ | Gioca responsabilmente.</strong></p>'
      : '<p>The percentages describe the past and guarantee nothing about the future. ' +
        '<a href="/scommesse/guide">Read the guides</a>. <strong>18+ | Play responsibly.</strong></p>',
    SAMPLE_NOTE[language],
  ].join('');
  return {
    title,
    slug: slugify(title),
    description: it
      ? `${competition} ${f.seasonName}: ${p(f.homeWins)} di vittorie in casa, ${p(f.over25)} di Over 2,5, ` +
        `${p(f.btts)} di Goal.`
      : `${competition} ${f.seasonName}: ${p(f.homeWins)} home wins, ${p(f.over25)} Over 2.5, ` +
        `${p(f.btts)} both teams scored.`,
    body,
    keywords: [competition, f.seasonName, 'over 2.5', it ? 'statistiche' : 'statistics'],
    articleSection: it ? 'Pronostici e scommesse' : 'Predictions and betting',
  };
}

/** One article per competition and season (the latest `seasonsEach` with enough results). */
export async function seasonNumbers(
  db: Db,
  competitionIds: readonly number[],
  seasonsEach: number,
  authorSlug: string,
  now: Date,
): Promise<SeedNews[]> {
  const figures = (await Promise.all(competitionIds.map((id) => seasonFigures(db, id, seasonsEach)))).flat();
  return figures.map((f) => {
    const dayAfter = new Date(f.lastKickoff.getTime() + 24 * 3600_000);
    return {
      key: `numbers-${f.competitionSlug}-${f.seasonSlug}`,
      category: 'pronostici-scommesse',
      publishedAt: dayAfter < now ? dayAfter : new Date(now.getTime() - 3600_000),
      authorSlug,
      matchId: null,
      competitionId: f.competitionId,
      it: numbersText(f, 'it'),
      en: numbersText(f, 'en'),
    };
  });
}
