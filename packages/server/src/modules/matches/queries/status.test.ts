import { describe, expect, it } from 'vitest';
import { displayStatus, isEnded } from './status.ts';

const now = new Date('2026-11-22T12:00:00Z');
const fixture = { status: 'scheduled', hasKickoffTime: true, ftHome: null, ftAway: null };

describe('displayStatus', () => {
  it('keeps a future fixture scheduled', () => {
    expect(displayStatus({ ...fixture, kickoffAt: new Date('2026-11-23T19:45:00Z') }, now)).toBe('scheduled');
  });
  it('marks a past fixture without result resultNotAvailable', () => {
    expect(displayStatus({ ...fixture, kickoffAt: new Date('2026-03-17T19:00:00Z') }, now)).toBe(
      'resultNotAvailable',
    );
  });
  it('waits for the end of the day when only the day is known', () => {
    const today = { ...fixture, hasKickoffTime: false, kickoffAt: new Date('2026-11-21T23:00:00Z') };
    expect(displayStatus(today, now)).toBe('scheduled');
    expect(displayStatus(today, new Date('2026-11-22T23:00:00Z'))).toBe('resultNotAvailable');
  });
  it('leaves played, postponed and cancelled alone', () => {
    const past = new Date('2025-01-01T12:00:00Z');
    expect(displayStatus({ ...fixture, status: 'played', kickoffAt: past, ftHome: 1, ftAway: 0 }, now)).toBe(
      'played',
    );
    expect(displayStatus({ ...fixture, status: 'postponed', kickoffAt: past }, now)).toBe('postponed');
    expect(displayStatus({ ...fixture, status: 'cancelled', kickoffAt: past }, now)).toBe('cancelled');
  });
  it('passes the live feed statuses through, whatever the clock says', () => {
    const past = new Date('2025-01-01T12:00:00Z');
    for (const status of [
      'notStarted',
      'inPlay1H',
      'halfTime',
      'inPlay2EH',
      'inPlayP',
      'suspended',
      'abandoned',
    ]) {
      expect(displayStatus({ ...fixture, status, kickoffAt: past, ftHome: 0, ftAway: 0 }, now)).toBe(status);
      expect(isEnded(status)).toBe(false);
    }
  });
  it('counts played and awarded as ended', () => {
    expect(isEnded('played')).toBe(true);
    expect(isEnded('awarded')).toBe(true);
    expect(isEnded('resultNotAvailable')).toBe(false);
  });
});
