import { foldLatin } from './foldLatin.ts';

/**
 * URL slug: lower-case, accents stripped (ß → ss, ø → o, æ → ae …), every run of other characters → one `-`,
 * no leading/trailing `-`. `slugify('1. FC Köln')` → `1-fc-koln`; `slugify('Südtirol')` → `sudtirol`. The one
 * slug rule: the importer's stored slugs and the back-office's slug-from-title both use it. With `maxLength`, the
 * slug is cut to at most that many characters, never ending in `-`.
 */
export function slugify(input: string, maxLength = Infinity): string {
  return foldLatin(input)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}
