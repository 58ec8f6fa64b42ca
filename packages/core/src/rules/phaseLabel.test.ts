import { describe, expect, it } from 'vitest';
import { phaseLabel } from './phaseLabel.ts';

describe('phaseLabel', () => {
  it('names the phases of the Champions League and the World Cup in Italian and English', () => {
    const names = [
      'League',
      'Group L',
      'Playoffs',
      'Round of 32',
      'Round of 16',
      'Quarterfinals',
      'Semi-final',
      'Final',
    ];
    expect(names.map((name) => phaseLabel(name, 'it'))).toEqual([
      'Fase campionato',
      'Gruppo L',
      'Spareggi',
      'Sedicesimi',
      'Ottavi',
      'Quarti',
      'Semifinali',
      'Finale',
    ]);
    expect(names.map((name) => phaseLabel(name, 'en'))).toEqual([
      'League phase',
      'Group L',
      'Play-offs',
      'Round of 32',
      'Round of 16',
      'Quarter-finals',
      'Semi-finals',
      'Final',
    ]);
  });

  it('the third-place match, and qualifying rounds as phaseName reads them', () => {
    expect(phaseLabel('Match for third place', 'it')).toBe('Finale 3º posto');
    expect(phaseLabel('Qualifying, 2nd Round', 'it')).toBe('Qualificazioni, 2º turno');
    expect(phaseLabel('Qualifying, 2nd Round', 'en')).toBe('Qualifying, 2nd Round');
  });
});
