/** Numbers as the articles write them: Italian with a decimal comma, English with a point. */
import type { Language } from '../../../plugins/language.ts';

/** A probability (0–1) as a whole percentage: `48%`. */
export function percent(probability: number): string {
  return `${Math.round(probability * 100)}%`;
}

/** A decimal with `digits` places in the language's notation: `1,45` / `1.45`. */
export function decimal(value: number, language: Language, digits = 2): string {
  const text = value.toFixed(digits);
  return language === 'it' ? text.replace('.', ',') : text;
}

/** Italian number words for small counts (one to ten), else digits. */
const ITALIAN_COUNTS = [
  'zero',
  'una',
  'due',
  'tre',
  'quattro',
  'cinque',
  'sei',
  'sette',
  'otto',
  'nove',
  'dieci',
];
const ENGLISH_COUNTS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

export function countWord(count: number, language: Language): string {
  const words = language === 'it' ? ITALIAN_COUNTS : ENGLISH_COUNTS;
  return words[count] ?? String(count);
}
