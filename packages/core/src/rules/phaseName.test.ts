import { describe, expect, it } from 'vitest';
import { phaseName } from './phaseName.ts';

describe('phaseName', () => {
  it.each([
    ['Matchday 38', 'Giornata 38'],
    ['Group A', 'Girone A'],
    ['League', 'Campionato'],
    ['Round of 16', 'Ottavi di finale'],
    ['Quarter-finals', 'Quarti di finale'],
    ['Semi-finals', 'Semifinali'],
    ['Final', 'Finale'],
    ['Match for third place', 'Finale per il 3º posto'],
    ['Qualifying, 2nd Round', 'Qualificazioni, 2º turno'],
    ['Qualifying, Play-offs', 'Qualificazioni, Playoff'],
    ['Finals, Round of 16', 'Fase finale, Ottavi di finale'],
  ])('reads the data’s English name %j in Italian as %j', (name, italian) => {
    expect(phaseName(name, 'it')).toBe(italian);
  });

  it.each(['Matchday 38', 'Group A'])('keeps the English name %j for English visitors', (name) => {
    expect(phaseName(name, 'en')).toBe(name);
  });

  it('keeps an unknown name as it is', () => {
    expect(phaseName('Apertura', 'it')).toBe('Apertura');
  });
});
