/**
 * SPEC §9: a statistic with two decimals, dropping a trailing ".00" (`3` → "3", `2.5` → "2.50",
 * `1.456` → "1.46"). Missing or non-finite values give "".
 */
export function formatStatValue(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const fixed = value.toFixed(2);
  const text = fixed.endsWith('.00') ? fixed.slice(0, -3) : fixed;
  return text === '-0' ? '0' : text;
}
