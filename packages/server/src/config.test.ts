import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.ts';

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
  it('rejects a port that is not a port', () => {
    expect(() => readConfig({ PORT: 'abc' })).toThrow(ConfigError);
  });
});
