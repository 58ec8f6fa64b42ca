import { describe, expect, it } from 'vitest';
import { parseReplayArgs, UsageError } from './replayArgs.ts';

describe('parseReplayArgs', () => {
  it('reads the match and the options, with the documented defaults', () => {
    expect(parseReplayArgs(['argentina-francia-2022-12-18'], {})).toEqual({
      match: 'argentina-francia-2022-12-18',
      speed: 60,
      server: 'http://localhost:3000',
    });
    expect(
      parseReplayArgs(['64', '--speed', '120', '--target', '7', '--server', 'http://10.0.0.2:8080'], {
        PORT: '4000',
      }),
    ).toEqual({ match: '64', speed: 120, target: 7, server: 'http://10.0.0.2:8080' });
    expect(parseReplayArgs(['--instant', '64'], { PORT: '4000' })).toMatchObject({
      speed: 0,
      server: 'http://localhost:4000',
    });
  });

  it.each([
    [[]],
    [['--speed', '-1', 'x']],
    [['x', '--target', 'abc']],
    [['x', '--speed']],
    [['x', 'y']],
    [['x', '--fast']],
  ])('refuses %j', (argv) => {
    expect(() => parseReplayArgs(argv, {})).toThrow(UsageError);
  });
});
