import { describe, expect, it } from 'vitest';
import { LABELS } from '@pallone/core';
import { commonMessages } from './commonMessages.ts';

describe('commonMessages', () => {
  it("uses the spec's Italian labels exactly", () => {
    expect(commonMessages.it.loading).toBe(LABELS.loading);
    expect(commonMessages.it.noData).toBe(LABELS.noData);
  });

  it('has the same texts in both languages', () => {
    expect(Object.keys(commonMessages.en)).toEqual(Object.keys(commonMessages.it));
  });
});
