/** SPEC §4: the header's menus. At most one is open: opening one closes the others; the overlay closes all. */
export type HeaderMenu = 'burger' | 'search' | 'filter';

export interface HeaderMenusState {
  open: HeaderMenu | null;
}

export type HeaderMenusAction =
  { type: 'toggle'; menu: HeaderMenu } | { type: 'close'; menu?: HeaderMenu } | { type: 'overlay' };

export const initialHeaderMenus: HeaderMenusState = { open: null };

export function headerMenus(state: HeaderMenusState, action: HeaderMenusAction): HeaderMenusState {
  switch (action.type) {
    case 'toggle':
      return { open: state.open === action.menu ? null : action.menu };
    case 'close':
      return action.menu === undefined || state.open === action.menu ? { open: null } : state;
    case 'overlay':
      return { open: null };
  }
}

export const isOpen = (state: HeaderMenusState, menu: HeaderMenu): boolean => state.open === menu;
