import { describe, expect, it } from 'vitest';
import { headerMenus, initialHeaderMenus, isOpen, type HeaderMenusAction } from './headerMenus.ts';

const run = (...actions: HeaderMenusAction[]) => actions.reduce(headerMenus, initialHeaderMenus);

describe('header menus (SPEC §4)', () => {
  it('opens and closes the burger and the search independently', () => {
    expect(isOpen(run({ type: 'toggle', menu: 'burger' }), 'burger')).toBe(true);
    expect(run({ type: 'toggle', menu: 'burger' }, { type: 'toggle', menu: 'burger' }).open).toBeNull();
    expect(isOpen(run({ type: 'toggle', menu: 'search' }), 'search')).toBe(true);
  });

  it('closes the burger when the search opens, and the other way round', () => {
    const searchAfterBurger = run({ type: 'toggle', menu: 'burger' }, { type: 'toggle', menu: 'search' });
    expect(isOpen(searchAfterBurger, 'search')).toBe(true);
    expect(isOpen(searchAfterBurger, 'burger')).toBe(false);
    const burgerAfterSearch = run({ type: 'toggle', menu: 'search' }, { type: 'toggle', menu: 'burger' });
    expect(isOpen(burgerAfterSearch, 'burger')).toBe(true);
    expect(isOpen(burgerAfterSearch, 'search')).toBe(false);
  });

  it('closes everything on an overlay click', () => {
    expect(run({ type: 'toggle', menu: 'burger' }, { type: 'overlay' }).open).toBeNull();
    expect(run({ type: 'toggle', menu: 'search' }, { type: 'overlay' }).open).toBeNull();
  });

  it('closing one menu leaves another open one alone', () => {
    expect(isOpen(run({ type: 'toggle', menu: 'filter' }, { type: 'close', menu: 'burger' }), 'filter')).toBe(
      true,
    );
  });
});
