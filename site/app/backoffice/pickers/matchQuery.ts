import { formatMatchDate, normalizeSearch } from '@pallone/core';

/** A match as the public search (GET /matches/search) or list (GET /matches, GET /matches/{id}) answers it. */
export interface MatchLike {
  id: number;
  homeTeam: { name: string } | null;
  awayTeam: { name: string } | null;
  homeName?: string;
  awayName?: string;
  /** ISO instant of the kick-off. */
  date: string;
  competition: { name: string };
}

/** "Inter – Torino, 25/08/2025" (the date in Europe/Rome, SPEC §9). */
export function matchLabel(match: MatchLike): string {
  const home = match.homeTeam?.name ?? match.homeName ?? '?';
  const away = match.awayTeam?.name ?? match.awayName ?? '?';
  return `${home} – ${away}, ${formatMatchDate(match.date)}`;
}

/** What the editor typed in the match picker: team words and, when there is one, a day (DD/MM/YYYY). */
export interface MatchQuery {
  words: string;
  /** A Rome calendar day, YYYY-MM-DD, for GET /matches?date=. */
  day: string | null;
}

const DAY = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/;

export function parseMatchQuery(text: string): MatchQuery {
  const found = DAY.exec(text);
  const words = normalizeSearch(found ? text.replace(found[0], ' ') : text);
  if (!found) return { words, day: null };
  const [, day, month, year] = found.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return { words, day: null };
  return { words, day: date.toISOString().slice(0, 10) };
}

/** Whether a match's team names hold every typed word (accents and case ignored). */
export function matchHasWords(match: MatchLike, words: string): boolean {
  const names = normalizeSearch(
    `${match.homeTeam?.name ?? match.homeName ?? ''} ${match.awayTeam?.name ?? match.awayName ?? ''}`,
  );
  return words.split(' ').every((word) => names.includes(word));
}
