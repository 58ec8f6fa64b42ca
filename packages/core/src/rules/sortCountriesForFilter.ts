/** SPEC §9: the filter's leading countries, in order (Italian names, with the English ones as aliases). */
export const FILTER_COUNTRY_ORDER: readonly (readonly string[])[] = [
  ['Italia', 'Italy'],
  ['Inghilterra', 'England'],
  ['Spagna', 'Spain'],
  ['Germania', 'Germany'],
  ['Francia', 'France'],
  ['Portogallo', 'Portugal'],
  ['Paesi Bassi', 'Netherlands'],
  ['UEFA'],
  ['FIFA'],
];

export const COUNTRY_SEPARATOR_LABEL = '──────────';

export type CountryFilterEntry<T> =
  { kind: 'country'; country: T } | { kind: 'separator'; label: string; disabled: true };

function rank(name: string): number {
  const index = FILTER_COUNTRY_ORDER.findIndex((names) => names.includes(name));
  return index === -1 ? Infinity : index;
}

/**
 * SPEC §9: Italia, Inghilterra, Spagna, Germania, Francia, Portogallo, Paesi Bassi, UEFA, FIFA, then a disabled
 * separator entry, then the rest alphabetically. The separator shows only between two non-empty parts.
 */
export function sortCountriesForFilter<T extends { name: string }>(
  countries: readonly T[],
): CountryFilterEntry<T>[] {
  const leading = countries
    .filter((c) => rank(c.name) !== Infinity)
    .sort((a, b) => rank(a.name) - rank(b.name));
  const rest = countries
    .filter((c) => rank(c.name) === Infinity)
    .sort((a, b) => a.name.localeCompare(b.name, 'it'));
  const entries: CountryFilterEntry<T>[] = leading.map((country) => ({ kind: 'country', country }));
  if (leading.length > 0 && rest.length > 0) {
    entries.push({ kind: 'separator', label: COUNTRY_SEPARATOR_LABEL, disabled: true });
  }
  for (const country of rest) entries.push({ kind: 'country', country });
  return entries;
}
