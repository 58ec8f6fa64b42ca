/**
 * The public API of `@pallone/widgets`. Changing this list is a versioned act: add a changeset
 * (`npx changeset`) saying what was added (minor) or removed/renamed (major).
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as widgets from './index.ts';
import type { Brand, LinkBuilder, PalloneProviderProps, ThemeName } from './index.ts';

const RUNTIME_EXPORTS = [
  'MissingPalloneProviderError',
  'PalloneProvider',
  'darkTheme',
  'defaultLinkBuilder',
  'lightTheme',
  'usePallone',
];

describe('@pallone/widgets public API', () => {
  it('exports exactly these values', () => {
    expect(Object.keys(widgets).sort()).toEqual([...RUNTIME_EXPORTS].sort());
  });

  it('exports these types', () => {
    expectTypeOf<PalloneProviderProps>().toHaveProperty('language');
    expectTypeOf<LinkBuilder>().toHaveProperty('match');
    expectTypeOf<ThemeName>().toEqualTypeOf<'light' | 'dark'>();
    expectTypeOf<Brand>().toHaveProperty('primary');
  });
});
