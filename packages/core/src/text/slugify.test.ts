import { describe, expect, it } from 'vitest';
import { slugify } from './slugify.ts';

describe('slugify', () => {
  it('lower-cases and joins words with dashes', () => {
    expect(slugify('Serie A')).toBe('serie-a');
    expect(slugify('Paris Saint-Germain FC')).toBe('paris-saint-germain-fc');
  });
  it('strips accents and folds special letters', () => {
    expect(slugify('1. FC Köln')).toBe('1-fc-koln');
    expect(slugify('Südtirol')).toBe('sudtirol');
    expect(slugify('Primera División')).toBe('primera-division');
    expect(slugify('Bodø/Glimt')).toBe('bodo-glimt');
    expect(slugify('Borussia Mönchengladbach')).toBe('borussia-monchengladbach');
    expect(slugify('Fußball')).toBe('fussball');
    expect(slugify('Matěj Kovář')).toBe('matej-kovar');
    expect(slugify('Łódź')).toBe('lodz');
  });
  it('folds the letters that have no accent to strip, in either case', () => {
    const names: [string, string][] = [
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
    ];
    expect(names.map(([name]) => slugify(name))).toEqual(names.map(([, slug]) => slug));
  });
  it('cuts to a length without leaving a dash at the end', () => {
    expect(slugify('Juve, che vittoria!', 10)).toBe('juve-che-v');
    expect(slugify('Juve, che vittoria!', 9)).toBe('juve-che');
    expect(slugify('Fußball', 200)).toBe('fussball');
  });
  it('collapses runs of other characters and trims dashes', () => {
    expect(slugify("  Nott'm  Forest!! ")).toBe('nott-m-forest');
    expect(slugify('---')).toBe('');
    expect(slugify('Costa d’Avorio')).toBe('costa-d-avorio');
  });
});
