import { zonedParts, type ZoneOptions } from './zonedParts.ts';

/** SPEC §9: a match date as DD/MM/YYYY, in Europe/Rome unless another zone is asked for; "" if invalid. */
export function formatMatchDate(iso: string, options: ZoneOptions = {}): string {
  const parts = zonedParts(iso, options);
  return parts ? `${parts.day}/${parts.month}/${parts.year}` : '';
}
