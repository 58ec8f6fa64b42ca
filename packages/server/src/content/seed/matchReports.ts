/**
 * Sample match reports ("generali"), written from the real data: teams, date, score, half-time, extra time,
 * penalties, scorers and statistics all come from the database, nothing is made up.
 */
import { formatMatchDate, slugify } from '@pallone/core';
import type { Db } from '../../db/database.ts';
import { escapeHtml } from './html.ts';
import { goalsOf, latestPlayedMatches, type SourceGoal, type SourceMatch } from './matchSources.ts';
import { SAMPLE_NOTE } from './seedTypes.ts';
import { MATCH_STAT_CODES, parameterName } from '../../modules/teams/queries/comparisonLabels.ts';
import { teamName } from '../../modules/teams/queries/row.ts';
import { listStatisticValues } from '../../modules/matches/queries/statisticValues.ts';
import type { SeedNews } from './seedNews.ts';

type Language = 'it' | 'en';

function minuteOf(goal: SourceGoal): string {
  if (goal.minute === null) return '';
  return goal.stoppage ? `${goal.minute}+${goal.stoppage}'` : `${goal.minute}'`;
}

/** The data's round names are English: Italian gets "12ª giornata" for a matchday and nothing otherwise. */
function roundName(turnName: string | null, language: Language): string {
  if (!turnName) return '';
  if (language === 'en') return `, ${turnName}`;
  const matchday = /^Matchday (\d+)$/.exec(turnName);
  return matchday ? `, ${matchday[1]}ª giornata` : '';
}

interface Context {
  match: SourceMatch;
  goals: SourceGoal[];
  stats: { teamId: number; code: string; value: number }[];
}

function reportText(context: Context, language: Language) {
  const { match, goals, stats } = context;
  const it = language === 'it';
  const home = teamName(
    { name: match.homeName, nameIt: match.homeNameIt, nameEn: match.homeNameEn },
    language,
  );
  const away = teamName(
    { name: match.awayName, nameIt: match.awayNameIt, nameEn: match.awayNameEn },
    language,
  );
  const competition = it ? match.competitionNameIt : match.competitionNameEn;
  const score = `${match.ftHome}-${match.ftAway}`;
  const date = formatMatchDate(match.kickoffAt.toISOString());
  const round = roundName(match.turnName, language);
  const h = escapeHtml(home);
  const a = escapeHtml(away);
  const paragraphs: string[] = [];
  paragraphs.push(
    it
      ? `<p>${escapeHtml(`${competition} ${match.seasonName}${round}`)}: ${h} ${score} ${a}, giocata il ${date}` +
          `${match.venue ? ` (${escapeHtml(match.venue)})` : ''}.</p>`
      : `<p>${escapeHtml(`${competition} ${match.seasonName}${round}`)}: ${h} ${score} ${a}, played on ${date}` +
          `${match.venue ? ` (${escapeHtml(match.venue)})` : ''}.</p>`,
  );
  if (match.htHome !== null && match.htAway !== null) {
    paragraphs.push(
      it
        ? `<p>Primo tempo chiuso sul ${match.htHome}-${match.htAway}.</p>`
        : `<p>Half-time score: ${match.htHome}-${match.htAway}.</p>`,
    );
  }
  const ftHome = match.ftHome ?? 0;
  const ftAway = match.ftAway ?? 0;
  const outcome =
    ftHome === ftAway
      ? it
        ? 'Finisce in parità dopo i tempi regolamentari.'
        : 'Level after normal time.'
      : it
        ? `Vince ${ftHome > ftAway ? h : a}.`
        : `${ftHome > ftAway ? h : a} win.`;
  paragraphs.push(`<p>${outcome}</p>`);
  if (match.etHome !== null && match.etAway !== null) {
    paragraphs.push(
      it
        ? `<p>Dopo i tempi supplementari: ${match.etHome}-${match.etAway}.</p>`
        : `<p>After extra time: ${match.etHome}-${match.etAway}.</p>`,
    );
  }
  if (match.penHome !== null && match.penAway !== null) {
    paragraphs.push(
      it
        ? `<p>Calci di rigore: ${match.penHome}-${match.penAway}.</p>`
        : `<p>Penalty shoot-out: ${match.penHome}-${match.penAway}.</p>`,
    );
  }
  if (goals.length > 0) {
    const items = goals.map((goal) => {
      const team = goal.teamId === match.homeTeamId ? h : goal.teamId === match.awayTeamId ? a : '';
      const note = goal.ownGoal
        ? it
          ? ' (autogol)'
          : ' (own goal)'
        : goal.penalty
          ? it
            ? ' (rigore)'
            : ' (penalty)'
          : '';
      return `<li>${minuteOf(goal)} ${escapeHtml(goal.playerName)}${note}${team ? ` – ${team}` : ''}</li>`;
    });
    paragraphs.push(`<h3>${it ? 'Marcatori' : 'Scorers'}</h3><ul>${items.join('')}</ul>`);
  }
  const rows = MATCH_STAT_CODES.flatMap((code) => {
    const homeValue = stats.find((s) => s.code === code && s.teamId === match.homeTeamId)?.value;
    const awayValue = stats.find((s) => s.code === code && s.teamId === match.awayTeamId)?.value;
    if (homeValue === undefined || awayValue === undefined) return [];
    return [
      `<tr><td>${homeValue}</td><th scope="row">${parameterName(code, language)}</th><td>${awayValue}</td></tr>`,
    ];
  });
  if (rows.length > 0) {
    paragraphs.push(
      `<h3>${it ? 'Statistiche' : 'Statistics'}</h3><table><thead><tr><th>${h}</th><th></th><th>${a}</th></tr>` +
        `</thead><tbody>${rows.join('')}</tbody></table>`,
    );
  }
  paragraphs.push(SAMPLE_NOTE[language]);
  const title = it
    ? `${home}-${away} ${score}: il racconto della partita`
    : `${home} ${score} ${away}: match report`;
  const description = it
    ? `${competition}: ${home} e ${away} finiscono ${score} il ${date}.`
    : `${competition}: ${home} and ${away} finish ${score} on ${date}.`;
  return {
    title,
    slug: `${slugify(title)}-${match.kickoffAt.toISOString().slice(0, 10)}`,
    description,
    body: paragraphs.join(''),
    keywords: [home, away, competition],
    articleSection: competition,
  };
}

/** Reports of the `perCompetition` latest played matches of each competition, with authors taken in turn. */
export async function matchReports(
  db: Db,
  competitionIds: readonly number[],
  perCompetition: number,
  authorSlugs: readonly string[],
): Promise<SeedNews[]> {
  const matches = (
    await Promise.all(competitionIds.map((id) => latestPlayedMatches(db, id, perCompetition)))
  ).flat();
  const ids = matches.map((m) => m.id);
  const [goals, stats] = await Promise.all([goalsOf(db, ids), listStatisticValues(db, ids)]);
  return matches.map((match, index) => {
    const context = {
      match,
      goals: goals.filter((g) => g.matchId === match.id),
      stats: stats.filter((s) => s.matchId === match.id),
    };
    return {
      key: `report-${match.pallonecomSlug}`,
      category: 'generali',
      publishedAt: new Date(match.kickoffAt.getTime() + 3 * 3600_000),
      authorSlug: authorSlugs[index % authorSlugs.length]!,
      matchId: match.id,
      competitionId: match.competitionId,
      it: reportText(context, 'it'),
      en: reportText(context, 'en'),
    };
  });
}
