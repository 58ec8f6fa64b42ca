import { describe, expect, it } from 'vitest';
import { slugify } from './slugify.ts';

describe('slugify', () => {
  it.each([
    // Lower-cases and joins words with dashes.
    ['Serie A', 'serie-a'],
    ['Paris Saint-Germain FC', 'paris-saint-germain-fc'],
    // Strips accents and folds special letters.
    ['1. FC Köln', '1-fc-koln'],
    ['Südtirol', 'sudtirol'],
    ['Primera División', 'primera-division'],
    ['Borussia Mönchengladbach', 'borussia-monchengladbach'],
    ['Fußball', 'fussball'],
    ['Matěj Kovář', 'matej-kovar'],
    ['Łódź', 'lodz'],
    // Folds the letters that have no accent to strip, in either case.
    ['Straße', 'strasse'],
    ['STRAẞE', 'strasse'],
    ['Bodø/Glimt', 'bodo-glimt'],
    ['Øster', 'oster'],
    ['Brøndby IF', 'brondby-if'],
    ['Ærø', 'aero'],
    ['Lyngby Boldklub Æ', 'lyngby-boldklub-ae'],
    ['Œuvre', 'oeuvre'],
    ['Þór Akureyri', 'thor-akureyri'],
    ['Đakovo', 'dakovo'],
    ['Ólafur Ragnar Grímsson', 'olafur-ragnar-grimsson'],
    ['Kraków', 'krakow'],
    ['Åtvidabergs FF', 'atvidabergs-ff'],
    // Collapses runs of other characters and trims dashes.
    ["  Nott'm  Forest!! ", 'nott-m-forest'],
    ['---', ''],
    ['Costa d’Avorio', 'costa-d-avorio'],
  ])('turns %j into %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it.each([
    ['Juve, che vittoria!', 10, 'juve-che-v'],
    ['Juve, che vittoria!', 9, 'juve-che'],
    ['Fußball', 200, 'fussball'],
  ] as const)('cuts %j to %i characters without leaving a dash at the end', (name, length, slug) => {
    expect(slugify(name, length)).toBe(slug);
  });
});
