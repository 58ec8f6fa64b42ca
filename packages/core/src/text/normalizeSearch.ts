import { foldLatin } from './foldLatin.ts';

/**
 * The form stored in `search_text` columns and `team_aliases.alias`, and applied to search input, so that
 * `sudtirol` finds `Südtirol` with pg_trgm on both drivers: lower-case, accents stripped (ß → ss, ø → o …),
 * apostrophes dropped (`Nott'm` → `nottm`), every other non-alphanumeric run → one space, trimmed.
 */
export function normalizeSearch(input: string): string {
  return foldLatin(input)
    .replace(/['’‘`´ʼ]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
