import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTimeReached } from './useTimeReached.ts';

const NOW = new Date('2026-11-22T18:00:00.000Z');

describe('useTimeReached', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('turns true when the clock reaches the instant, not before', () => {
    const { result } = renderHook(() => useTimeReached('2026-11-22T19:15:00.000Z'));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(74 * 60_000));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toBe(true);
  });

  it('is true on the next tick for an instant passed, at once for none given, and never for null', () => {
    const passed = renderHook(() => useTimeReached('2026-11-22T17:59:00.000Z'));
    act(() => vi.advanceTimersByTime(0));
    expect(passed.result.current).toBe(true);
    expect(renderHook(() => useTimeReached(undefined)).result.current).toBe(true);
    const never = renderHook(() => useTimeReached(null));
    act(() => vi.advanceTimersByTime(365 * 24 * 3_600_000));
    expect(never.result.current).toBe(false);
  });

  it('waits past the longest timeout for an instant weeks away', () => {
    const { result } = renderHook(() => useTimeReached('2027-01-10T18:00:00.000Z'));
    act(() => vi.advanceTimersByTime(30 * 24 * 3_600_000));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(19 * 24 * 3_600_000));
    expect(result.current).toBe(true);
  });
});
