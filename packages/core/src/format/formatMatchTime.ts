import { zonedParts, type ZoneOptions } from './zonedParts.ts';

/** A kick-off time as HH:mm (24 h), in Europe/Rome unless another zone is asked for; "" if invalid. */
export function formatMatchTime(iso: string, options: ZoneOptions = {}): string {
  const parts = zonedParts(iso, options);
  return parts ? `${parts.hour}:${parts.minute}` : '';
}
