import type { Language } from '@pallone/core';

const italian = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 });
const english = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 2,
});

/** A bonus amount in euro: `€ 500`, `€ 10.000` in Italian (it-IT digits); `€500`, `€10,000` in English. */
export function formatEuro(amount: number, language: Language): string {
  return language === 'it' ? `€ ${italian.format(amount)}` : english.format(amount);
}
