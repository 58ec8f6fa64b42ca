import type { Language } from '@pallone/core';

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: Language, decimals: 0 | 2): Intl.NumberFormat {
  const key = `${language}${decimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * SPEC §9 in the reader's language: two decimals, ".00" dropped (Italian `47,37`, `13,50`, `5`; English `47.37`,
 * `13.50`, `5`). Rounded as `toFixed(2)` does, so a value that rounds to a whole number shows none.
 */
export function formatStatNumber(value: number, language: Language): string {
  if (!Number.isFinite(value)) return '';
  const rounded = Number(value.toFixed(2));
  const text = numberFormat(language, Number.isInteger(rounded) ? 0 : 2).format(rounded);
  return text === '-0' ? '0' : text;
}
