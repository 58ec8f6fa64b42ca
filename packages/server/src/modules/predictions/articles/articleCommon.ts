/** Pieces both article languages share: the text type, dates, result lines, form letters, the match context. */
import { formatMatchDate, formatMatchTime } from '@pallone/core';
import type { Language } from '../../../plugins/language.ts';
import type { Meeting, Outcome, PastResult } from '../queries/form.ts';
import type { ArticleFacts, TeamFacts } from './articleFacts.ts';

export interface ArticleText {
  title: string;
  description: string;
  /** HTML with p, h2, ul, li and strong only. */
  body: string;
  keywords: string[];
}

const FORM_LETTERS: Record<Language, Record<Outcome, string>> = {
  it: { W: 'V', D: 'N', L: 'P' },
  en: { W: 'W', D: 'D', L: 'L' },
};

/** The form as letters, newest first: `V V N P V` (it) / `W W D L W` (en). */
export function formLetters(form: readonly PastResult[], language: Language): string {
  return form.map((result) => FORM_LETTERS[language][result.outcome]).join(' ');
}

/** DD/MM/YYYY in Europe/Rome (SPEC §9). */
export function shortDate(instant: Date): string {
  return formatMatchDate(instant.toISOString());
}

const longDates: Record<Language, Intl.DateTimeFormat> = {
  it: new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }),
  en: new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Rome',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }),
};

/** `sabato 17 agosto 2024` / `Saturday 17 August 2024`, in Europe/Rome. */
export function longDate(instant: Date, language: Language): string {
  return longDates[language].format(instant).replace(',', '');
}

/** The kick-off time in Europe/Rome (`18:30`), or null when the data gives only the day. */
export function kickoffTime(facts: ArticleFacts): string | null {
  return facts.match.hasTime ? formatMatchTime(facts.match.date) : null;
}

/** `(Serie A, 1ª giornata)` / `(Serie A, matchday 1)`; just the competition outside league phases. */
export function matchContext(facts: ArticleFacts): string {
  const { competition, group, turn } = facts.match;
  if (group.type !== 'league' || !turn) return `(${competition.name})`;
  return facts.language === 'it'
    ? `(${competition.name}, ${turn.number}ª giornata)`
    : `(${competition.name}, matchday ${turn.number})`;
}

/** `17/05/2025, Serie A: Genoa 0-2 Inter`. */
export function resultLine(team: TeamFacts, result: PastResult): string {
  const [home, away] = result.home ? [team.name, result.opponentName] : [result.opponentName, team.name];
  const [homeGoals, awayGoals] = result.home
    ? [result.goalsFor, result.goalsAgainst]
    : [result.goalsAgainst, result.goalsFor];
  return `${shortDate(result.kickoffAt)}, ${result.competitionName}: ${home} ${homeGoals}-${awayGoals} ${away}`;
}

export function meetingLine(meeting: Meeting): string {
  return `${shortDate(meeting.kickoffAt)}, ${meeting.competitionName}: ${meeting.homeName} ${meeting.homeGoals}-${meeting.awayGoals} ${meeting.awayName}`;
}

/** The three likeliest exact scores: `1-0 (11%)`. */
export function likelyScoresText(facts: ArticleFacts): string {
  return facts.prediction.likelyScores
    .slice(0, 3)
    .map((score) => `${score.home}-${score.away} (${Math.round(score.probability * 100)}%)`)
    .join(', ');
}
