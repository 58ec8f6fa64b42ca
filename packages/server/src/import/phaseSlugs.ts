/** Italian slugs for groups and turns (`campionato`, `girone-a`, `giornata-1`, `ottavi-di-finale` …). */
import { slugify } from '@pallone/core';

// prettier-ignore
const ORDINALS_IT: Readonly<Record<string, string>> = {
  '1st': 'primo',
  '2nd': 'secondo',
  '3rd': 'terzo',
  '4th': 'quarto',
  '5th': 'quinto',
  '6th': 'sesto',
};

export function groupSlug(name: string): string {
  if (/^league( phase| stage)?$/i.test(name)) return 'campionato';
  if (/^group$/i.test(name)) return 'fase-a-gironi';
  const letter = /^group (\w+)$/i.exec(name);
  if (letter) return `girone-${slugify(letter[1]!)}`;
  if (/^play-?offs?$/i.test(name)) return 'playoff';
  if (/^play-?outs?$/i.test(name)) return 'playout';
  if (/^finals$/i.test(name)) return 'fase-finale';
  if (/^qualif(ying|ication)$/i.test(name)) return 'qualificazioni';
  const qualifying = /^qualif(?:ying|ication), (.+)$/i.exec(name);
  if (qualifying) {
    const rest = qualifying[1]!;
    const round = /^(\d+(?:st|nd|rd|th)) round$/i.exec(rest);
    if (round) return `qualificazioni-${ORDINALS_IT[round[1]!.toLowerCase()] ?? slugify(round[1]!)}-turno`;
    return `qualificazioni-${turnSlug(rest)}`;
  }
  return slugify(name) || 'fase';
}

export function turnSlug(name: string): string {
  const matchday = /^matchday (\d+)$/i.exec(name);
  if (matchday) return `giornata-${matchday[1]}`;
  const round = /^round (\d+)$/i.exec(name);
  if (round) return `turno-${round[1]}`;
  const last = /^round of (\d+)$/i.exec(name);
  if (last) {
    const names: Record<string, string> = {
      '128': 'sessantaquattresimi',
      '64': 'trentaduesimi',
      '32': 'sedicesimi',
      '16': 'ottavi',
      '8': 'quarti',
      '4': 'semifinali',
    };
    const it = names[last[1]!];
    if (it === 'semifinali') return it;
    return it ? `${it}-di-finale` : `turno-a-${last[1]}`;
  }
  if (/^quarter-?finals?$/i.test(name)) return 'quarti-di-finale';
  if (/^semi-?finals?$/i.test(name)) return 'semifinali';
  if (/^(match for )?third place( play-?off)?$/i.test(name)) return 'finale-terzo-posto';
  if (/^final$/i.test(name)) return 'finale';
  if (/^play-?offs?$/i.test(name)) return 'playoff';
  if (/^1st leg$/i.test(name)) return 'andata';
  if (/^2nd leg$/i.test(name)) return 'ritorno';
  const leg = /^leg (\d+)$/i.exec(name);
  if (leg) return `gara-${leg[1]}`;
  return slugify(name) || 'turno';
}

/** `base`, or `base-2`, `base-3` … — the first not in `taken`. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}
