import { describe, expect, it } from 'vitest';
import { clockFrom, ConfigError, readConfig } from './config.ts';

describe('readConfig', () => {
  it('has the documented defaults', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      publicApiUser: 'pallone',
      publicApiPassword: 'pallone',
    });
    expect(config.databaseUrl).toBeUndefined();
  });
  it('reads PALLONE_SAMPLE_CONTENT as on or off, on by default, and refuses anything else', () => {
    expect(readConfig({}).sampleContent).toBe(true);
    expect(readConfig({ PALLONE_SAMPLE_CONTENT: '' }).sampleContent).toBe(true);
    expect(readConfig({ PALLONE_SAMPLE_CONTENT: 'on' }).sampleContent).toBe(true);
    expect(readConfig({ PALLONE_SAMPLE_CONTENT: ' OFF ' }).sampleContent).toBe(false);
    expect(() => readConfig({ PALLONE_SAMPLE_CONTENT: 'no' })).toThrow(
      'PALLONE_SAMPLE_CONTENT must be on or off, got no',
    );
  });
  it('reads the live feed token, empty meaning unset', () => {
    expect(readConfig({ FEED_TOKEN: 's3cret' }).feedToken).toBe('s3cret');
    expect(readConfig({ FEED_TOKEN: '' }).feedToken).toBeUndefined();
    expect(readConfig({}).feedToken).toBeUndefined();
  });
  it('reads PALLONE_SITE_ORIGIN as an origin, and requires it in production mode', () => {
    expect(readConfig({ PALLONE_SITE_ORIGIN: 'https://www.pallone.example/' }).siteOrigin).toBe(
      'https://www.pallone.example',
    );
    expect(readConfig({}).siteOrigin).toBeUndefined();
    expect(() => readConfig({ PALLONE_SITE_ORIGIN: 'www.pallone.example' })).toThrow(ConfigError);
    expect(() => readConfig({ PALLONE_SITE_ORIGIN: 'ftp://pallone.example' })).toThrow(ConfigError);
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/PALLONE_SITE_ORIGIN/);
    expect(
      readConfig({ NODE_ENV: 'production', PALLONE_SITE_ORIGIN: 'https://www.pallone.example' }).siteOrigin,
    ).toBe('https://www.pallone.example');
    // `npm start` choosing NODE_ENV=production for React's build is not production mode.
    expect(
      readConfig({ NODE_ENV: 'production', PALLONE_NODE_ENV_DEFAULTED: '1' }).siteOrigin,
    ).toBeUndefined();
  });
  it('reads PALLONE_TRUST_PROXY as the proxies to believe, never all of them', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ PALLONE_TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }).trustProxy).toBe(
      '127.0.0.1,10.0.0.0/8',
    );
    expect(readConfig({ PALLONE_TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(() => readConfig({ PALLONE_TRUST_PROXY: 'true' })).toThrow(/must name the proxies/);
  });

  it('rejects a port that is not a port', () => {
    expect(() => readConfig({ PORT: 'abc' })).toThrow(ConfigError);
  });
});

describe('clockFrom (PALLONE_NOW)', () => {
  it('starts at the given instant and runs at the wall clock pace', () => {
    let wall = Date.parse('2030-01-01T00:00:00Z');
    const clock = clockFrom('2026-11-22T12:00:00Z', () => wall);
    expect(clock().toISOString()).toBe('2026-11-22T12:00:00.000Z');
    wall += 90_000;
    expect(clock().toISOString()).toBe('2026-11-22T12:01:30.000Z');
  });

  it('is the wall clock when unset, and refuses a value that is not an instant', () => {
    expect(clockFrom(undefined, () => 5)().getTime()).toBe(5);
    expect(() => clockFrom('next tuesday')).toThrow(ConfigError);
  });
});

describe('sync settings', () => {
  it('splits PALLONE_SYNC_SOURCES and defaults the interval to 900 s', () => {
    const config = readConfig({ PALLONE_SYNC_SOURCES: ' https://x.test/2026-27/it.1.json, ./E0.csv ,' });
    expect(config.syncSources).toEqual(['https://x.test/2026-27/it.1.json', './E0.csv']);
    expect(config.syncIntervalSeconds).toBe(900);
    expect(readConfig({}).syncSources).toEqual([]);
  });

  it('takes any whole interval from 1 second and refuses others', () => {
    expect(readConfig({ PALLONE_SYNC_INTERVAL_S: '1' }).syncIntervalSeconds).toBe(1);
    expect(() => readConfig({ PALLONE_SYNC_INTERVAL_S: '0' })).toThrow(ConfigError);
    expect(() => readConfig({ PALLONE_SYNC_INTERVAL_S: '1.5' })).toThrow(ConfigError);
  });
});
