import { foldLatin } from './foldLatin.ts';

/**
 * URL slug: lower-case, accents stripped (ß → ss, ø → o …), every run of other characters → one `-`,
 * no leading/trailing `-`. `slugify('1. FC Köln')` → `1-fc-koln`; `slugify('Südtirol')` → `sudtirol`.
 */
export function slugify(input: string): string {
  return foldLatin(input)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
