import { describe, expect, it } from 'vitest';
import { isLiveStatus, LIVE_STATUSES } from './isLiveStatus.ts';

describe('isLiveStatus', () => {
  it('lists exactly the eight live statuses of SPEC §4', () => {
    expect([...LIVE_STATUSES].sort()).toEqual(
      [
        'breakTime',
        'halfTime',
        'inPlay1EH',
        'inPlay1H',
        'inPlay2EH',
        'inPlay2H',
        'inPlayP',
        'notStarted',
      ].sort(),
    );
  });

  it.each(LIVE_STATUSES)('counts %s as live', (status) => {
    expect(isLiveStatus(status)).toBe(true);
  });

  it.each(['played', 'scheduled', 'postponed', 'cancelled', 'awarded', 'resultNotAvailable', 'ended', ''])(
    'does not count %j as live',
    (status) => {
      expect(isLiveStatus(status)).toBe(false);
    },
  );
});
