/**
 * The short name of a phase in the competition pages' phase picker and headings: "Fase campionato" / "League
 * phase", "Gruppo A" / "Group A", "Spareggi" / "Play-offs", "Ottavi" / "Round of 16", "Quarti" /
 * "Quarter-finals", "Semifinali" / "Semi-finals", "Finale" / "Final". The data's spellings vary ("Quarterfinals",
 * "Quarter-final", "Semi-finals"); each reads the same. Anything else reads as phaseName says.
 */
import type { Language } from '../types/Language.ts';
import { phaseName } from './phaseName.ts';

const SHORT: readonly (readonly [RegExp, string, string])[] = [
  [/^league( phase| stage)?$/i, 'Fase campionato', 'League phase'],
  [/^play-?offs$/i, 'Spareggi', 'Play-offs'],
  [/^playoff$/i, 'Playoff', 'Play-offs'],
  [/^play-?outs?$/i, 'Playout', 'Play-outs'],
  [/^round of 128$/i, 'Sessantaquattresimi', 'Round of 128'],
  [/^round of 64$/i, 'Trentaduesimi', 'Round of 64'],
  [/^round of 32$/i, 'Sedicesimi', 'Round of 32'],
  [/^round of 16$/i, 'Ottavi', 'Round of 16'],
  [/^quarter-?finals?$/i, 'Quarti', 'Quarter-finals'],
  [/^semi-?finals?$/i, 'Semifinali', 'Semi-finals'],
  [/^(match for )?third place( play-?off)?$/i, 'Finale 3º posto', 'Third place'],
  [/^final$/i, 'Finale', 'Final'],
];

export function phaseLabel(name: string, language: Language): string {
  const group = /^group ([a-z0-9]+)$/i.exec(name);
  if (group) return `${language === 'it' ? 'Gruppo' : 'Group'} ${group[1]?.toUpperCase()}`;
  for (const [pattern, it, en] of SHORT) if (pattern.test(name)) return language === 'it' ? it : en;
  return phaseName(name, language);
}
