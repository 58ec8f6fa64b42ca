import { describe, expect, it } from 'vitest';
import { isRunningMinute, liveMinuteText } from './liveMinuteText.ts';

const words = { halfTime: 'Intervallo', breakTime: 'Pausa', penalties: 'Rigori' };

describe('liveMinuteText', () => {
  it('shows a minute of play with a prime, stoppage time included', () => {
    expect(liveMinuteText('23', words)).toBe("23'");
    expect(liveMinuteText('45+2', words)).toBe("45+2'");
    expect(liveMinuteText('120+1', words)).toBe("120+1'");
  });

  it('names the breaks and the shoot-out', () => {
    expect(liveMinuteText('HT', words)).toBe('Intervallo');
    expect(liveMinuteText('ET', words)).toBe('Pausa');
    expect(liveMinuteText('PEN', words)).toBe('Rigori');
  });

  it('tells a running minute from a break', () => {
    expect(isRunningMinute('45+2')).toBe(true);
    expect(isRunningMinute('HT')).toBe(false);
    expect(isRunningMinute('PEN')).toBe(false);
    expect(isRunningMinute(null)).toBe(false);
  });
});
