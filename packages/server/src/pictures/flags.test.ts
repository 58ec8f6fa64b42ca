import { describe, expect, it } from 'vitest';
import { knownCountryCodes } from '@pallone/core';
import { countryImage, flagNameOf, flagPath, readFlag } from './flags.ts';

describe('flags', () => {
  // The data codes become flag-icons names; the British associations have their own flags.
  it.each<[string, string | null]>([
    ['ITA', 'it'],
    ['ENG', 'gb-eng'],
    ['SCO', 'gb-sct'],
    ['WAL', 'gb-wls'],
    ['NIR', 'gb-nir'],
    ['NED', 'nl'],
    ['KOS', 'xk'],
    ['UEFA', 'eu'],
    ['FIFA', null],
    ['ZZZ', null],
  ])('maps %s to the flag name %s', (code, name) => {
    expect(flagNameOf(code)).toBe(name);
  });

  it('has a flag file for every country code the data knows, except FIFA and WORLD', async () => {
    const missing = knownCountryCodes().filter((code) => flagNameOf(code) === null);
    expect(missing).toEqual(['FIFA', 'WORLD']);
    for (const code of knownCountryCodes().slice(0, 20)) {
      const name = flagNameOf(code);
      if (name) expect(await readFlag('1x1', name)).toMatch(/^<svg/);
    }
  });

  it('answers an uploaded country image first, then the flag, else none', () => {
    expect(countryImage('ITA', null)).toEqual({ path: '/flags/4x3/it.svg' });
    expect(countryImage('ITA', '/uploads/x.webp')).toEqual({ path: '/uploads/x.webp' });
    expect(countryImage('WORLD', null)).toBeNull();
    expect(flagPath('ENG', '1x1')).toBe('/flags/1x1/gb-eng.svg');
  });
});
