/**
 * Two points of Italian the article templates need: articles elide before a vowel sound ("il 48%" but "l'8%",
 * "all'11%", "con l'81%"), and "e" becomes "ed" before a word starting with e ("Venezia ed Empoli").
 */
import { percent } from './numberFormat.ts';

type Preposition = 'il' | 'al' | 'del' | 'con il';

const ELIDED: Record<Preposition, string> = { il: "l'", al: "all'", del: "dell'", 'con il': "con l'" };
const BEFORE_ZERO: Record<Preposition, string> = {
  il: 'lo ',
  al: 'allo ',
  del: 'dello ',
  'con il': 'con lo ',
};

/** Whole percentages read with a leading vowel: uno, otto, undici, ottanta…ottantanove. */
function startsWithVowelSound(whole: number): boolean {
  return whole === 1 || whole === 8 || whole === 11 || (whole >= 80 && whole <= 89);
}

/** A probability as a whole percentage after `preposition`: `il 48%`, `l'8%`. */
export function italianPercent(preposition: Preposition, probability: number): string {
  const text = percent(probability);
  const whole = Math.round(probability * 100);
  if (whole === 0) return `${BEFORE_ZERO[preposition]}${text}`;
  return startsWithVowelSound(whole) ? `${ELIDED[preposition]}${text}` : `${preposition} ${text}`;
}

/** `a e b`, or `a ed b` when b starts with e (euphonic d). */
export function italianAnd(first: string, second: string): string {
  return `${first} ${/^[eèéEÈÉ]/.test(second) ? 'ed' : 'e'} ${second}`;
}
