import { describe, expect, it } from 'vitest';
import type { MatchEvent } from '../types/MatchEvent.ts';
import { mapMatchEvents, minuteLabel } from './mapMatchEvents.ts';

let nextId = 1;
function event(overrides: Partial<MatchEvent>): MatchEvent {
  return {
    id: nextId++,
    minute: 10,
    stoppage: null,
    matchPeriod: '1H',
    subtype: 'goal',
    penalty: false,
    player: null,
    playerName: 'Rossi',
    team: { id: 7, name: 'Genoa CFC' },
    ...overrides,
  };
}

describe('mapMatchEvents', () => {
  it('maps every known subtype', () => {
    const subtypes = ['substitute-in', 'substitute-out', 'yellow', 'yellow-red', 'red', 'goal', 'own-goal'];
    const mapped = mapMatchEvents(
      subtypes.map((subtype, i) => event({ subtype, minute: i })),
      'it',
    );
    expect(mapped.map((e) => [e.type, e.card])).toEqual([
      ['substitute-in', null],
      ['substitute-out', null],
      ['card', 'yellow'],
      ['card', 'yellow-red'],
      ['card', 'red'],
      ['goal', null],
      ['own-goal', null],
    ]);
  });

  it('drops other subtypes', () => {
    const mapped = mapMatchEvents(
      [event({ subtype: 'var' }), event({ subtype: 'toString' }), event({ subtype: 'goal' })],
      'it',
    );
    expect(mapped).toHaveLength(1);
  });

  it('prefixes own goals with Autogol, or Own goal in English', () => {
    const og = event({ subtype: 'own-goal', playerName: 'Bianchi' });
    expect(mapMatchEvents([og], 'it')[0]?.message).toBe('Autogol Bianchi');
    expect(mapMatchEvents([og], 'en')[0]?.message).toBe('Own goal Bianchi');
  });

  it('prefers the player record to playerName', () => {
    const e = event({
      player: { id: 1, name: 'Lautaro Martínez', pallonecomSlug: 'x' },
      playerName: 'Lautaro',
    });
    expect(mapMatchEvents([e], 'it')[0]?.message).toBe('Lautaro Martínez');
  });

  it('sorts by period, then minute, then stoppage', () => {
    const events = [
      event({ matchPeriod: 'P', minute: null, playerName: 'p' }),
      event({ matchPeriod: '2EH', minute: 110, playerName: '2eh' }),
      event({ matchPeriod: '1EH', minute: 95, playerName: '1eh' }),
      event({ matchPeriod: '2H', minute: 90, stoppage: 3, playerName: '90+3' }),
      event({ matchPeriod: '2H', minute: 90, stoppage: 1, playerName: '90+1' }),
      event({ matchPeriod: '2H', minute: 46, playerName: '46' }),
      event({ matchPeriod: '1H', minute: 45, stoppage: 2, playerName: '45+2' }),
      event({ matchPeriod: '1H', minute: 3, playerName: '3' }),
    ];
    expect(mapMatchEvents(events, 'it').map((e) => e.message)).toEqual([
      '3',
      '45+2',
      '46',
      '90+1',
      '90+3',
      '1eh',
      '2eh',
      'p',
    ]);
  });

  it('labels minutes with stoppage time', () => {
    const [e] = mapMatchEvents([event({ minute: 90, stoppage: 3 })], 'it');
    expect(e?.minuteLabel).toBe("90+3'");
  });

  it('carries team and penalty', () => {
    const [e] = mapMatchEvents([event({ penalty: true })], 'it');
    expect(e).toMatchObject({ teamId: 7, teamName: 'Genoa CFC', penalty: true });
  });
});

describe('minuteLabel', () => {
  it('formats plain minutes, stoppage and unknown minutes', () => {
    expect(minuteLabel(23, null)).toBe("23'");
    expect(minuteLabel(23, 0)).toBe("23'");
    expect(minuteLabel(45, 2)).toBe("45+2'");
    expect(minuteLabel(null, null)).toBe('');
  });
});
