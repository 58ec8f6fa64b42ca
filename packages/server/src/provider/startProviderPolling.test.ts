import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config.ts';
import { apiFootballSettings } from './startProviderPolling.ts';

describe('apiFootballSettings', () => {
  it('is off without API_FOOTBALL_KEY', () => {
    expect(apiFootballSettings({})).toBeNull();
    expect(apiFootballSettings({ API_FOOTBALL_KEY: ' ' })).toBeNull();
  });

  it("polls API-Football's own host every 15 s by default", () => {
    expect(apiFootballSettings({ API_FOOTBALL_KEY: 'k' })).toEqual({
      key: 'k',
      baseUrl: 'https://v3.football.api-sports.io',
      intervalMs: 15_000,
    });
  });

  it('takes another base URL and pace', () => {
    expect(
      apiFootballSettings({
        API_FOOTBALL_KEY: 'k',
        API_FOOTBALL_BASE: 'http://127.0.0.1:9999',
        API_FOOTBALL_INTERVAL_S: '30',
      }),
    ).toEqual({ key: 'k', baseUrl: 'http://127.0.0.1:9999', intervalMs: 30_000 });
    expect(() => apiFootballSettings({ API_FOOTBALL_KEY: 'k', API_FOOTBALL_INTERVAL_S: '0' })).toThrow(
      ConfigError,
    );
  });
});
