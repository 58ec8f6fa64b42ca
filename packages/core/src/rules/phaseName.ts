/**
 * Phase and turn names in the visitor's language. The importer stores the data's English vocabulary ("League",
 * "Group A", "Matchday 38", "Round of 16", "Qualifying, 2nd Round"); Italian pages show "Campionato",
 * "Girone A", "Giornata 38", "Ottavi di finale", "Qualificazioni, 2º turno". Unknown names pass through.
 */
import type { Language } from '../types/Language.ts';

const KNOCKOUT_IT: Record<string, string> = {
  'round of 128': 'Sessantaquattresimi di finale',
  'round of 64': 'Trentaduesimi di finale',
  'round of 32': 'Sedicesimi di finale',
  'round of 16': 'Ottavi di finale',
  'quarter-finals': 'Quarti di finale',
  'quarter-final': 'Quarti di finale',
  quarterfinals: 'Quarti di finale',
  'semi-finals': 'Semifinali',
  'semi-final': 'Semifinali',
  semifinals: 'Semifinali',
  final: 'Finale',
  'match for third place': 'Finale per il 3º posto',
  'third place': 'Finale per il 3º posto',
  'third place play-off': 'Finale per il 3º posto',
  'third place playoff': 'Finale per il 3º posto',
  league: 'Campionato',
  'league phase': 'Fase campionato',
  'league stage': 'Fase campionato',
  finals: 'Fase finale',
  playoff: 'Playoff',
  playoffs: 'Playoff',
  'play-offs': 'Playoff',
  playout: 'Playout',
  playouts: 'Playout',
};

const RULES_IT: [RegExp, (match: RegExpExecArray) => string][] = [
  [/^matchday (\d+)$/i, (m) => `Giornata ${m[1]}`],
  [/^group ([a-z0-9]+)$/i, (m) => `Girone ${m[1]?.toUpperCase()}`],
  [/^round (\d+)$/i, (m) => `Turno ${m[1]}`],
  [/^(\d+)(?:st|nd|rd|th) round$/i, (m) => `${m[1]}º turno`],
];

function italian(name: string): string {
  const known = KNOCKOUT_IT[name.toLowerCase()];
  if (known) return known;
  for (const [pattern, render] of RULES_IT) {
    const match = pattern.exec(name);
    if (match) return render(match);
  }
  return name;
}

/** A group (phase) or turn name as an Italian or English visitor reads it. */
export function phaseName(name: string, language: Language): string {
  if (language !== 'it') return name;
  const qualifying = /^qualifying,\s*(.+)$/i.exec(name);
  if (qualifying?.[1]) return `Qualificazioni, ${italian(qualifying[1])}`;
  const parts = name.split(/,\s*/);
  return parts.length > 1 ? parts.map(italian).join(', ') : italian(name);
}
