import { describe, expect, it } from 'vitest';
import { phaseName } from './phaseName.ts';

describe('phaseName', () => {
  it('reads the data’s English phase and turn names in Italian', () => {
    expect(phaseName('Matchday 38', 'it')).toBe('Giornata 38');
    expect(phaseName('Group A', 'it')).toBe('Girone A');
    expect(phaseName('League', 'it')).toBe('Campionato');
    expect(phaseName('Round of 16', 'it')).toBe('Ottavi di finale');
    expect(phaseName('Quarter-finals', 'it')).toBe('Quarti di finale');
    expect(phaseName('Semi-finals', 'it')).toBe('Semifinali');
    expect(phaseName('Final', 'it')).toBe('Finale');
    expect(phaseName('Match for third place', 'it')).toBe('Finale per il 3º posto');
    expect(phaseName('Qualifying, 2nd Round', 'it')).toBe('Qualificazioni, 2º turno');
    expect(phaseName('Qualifying, Play-offs', 'it')).toBe('Qualificazioni, Playoff');
    expect(phaseName('Finals, Round of 16', 'it')).toBe('Fase finale, Ottavi di finale');
  });

  it('keeps English names for English visitors and unknown names as they are', () => {
    expect(phaseName('Matchday 38', 'en')).toBe('Matchday 38');
    expect(phaseName('Group A', 'en')).toBe('Group A');
    expect(phaseName('Apertura', 'it')).toBe('Apertura');
  });
});
