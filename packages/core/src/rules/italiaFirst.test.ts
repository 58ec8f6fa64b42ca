import { describe, expect, it } from 'vitest';
import { italiaFirst } from './italiaFirst.ts';

describe('italiaFirst', () => {
  it('gives 0 to names starting with Italia', () => {
    expect(italiaFirst('Italia')).toBe(0);
    expect(italiaFirst('Italia - Serie A')).toBe(0);
  });

  it('gives 1 to the others', () => {
    expect(italiaFirst('Inghilterra')).toBe(1);
    expect(italiaFirst('Coppa Italia')).toBe(1);
  });

  it('sorts Italia first when used as a key', () => {
    const names = ['Spagna', 'Italia', 'Francia'];
    expect([...names].sort((a, b) => italiaFirst(a) - italiaFirst(b))).toEqual([
      'Italia',
      'Spagna',
      'Francia',
    ]);
  });
});
