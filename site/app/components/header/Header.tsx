import { useCallback, useEffect, useReducer } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { NavGroup } from '../../lib/navCompetitions.ts';
import { useSite } from '../../lib/useSite.ts';
import { FilterMenu } from '../filter/FilterMenu.tsx';
import { searchPageHref } from '../search/searchPageTexts.ts';
import { headerMenus, initialHeaderMenus, isOpen } from './headerMenus.ts';
import { SearchIsland } from './headerIslands.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { loadSearchResults } from './LazySearchResults.tsx';
import { MainNav } from './MainNav.tsx';
import { HeaderEndMark } from './HeaderPaintsWhole.tsx';
import { Bar, Brand, Burger, Overlay, Root, SearchSlot, Tools, ToolButton } from './headerStyles.ts';

/** SPEC §2: the home page and /live-risultati use the special header container. */
const isSpecial = (pathname: string) => pathname === '/' || pathname.startsWith('/live-risultati');

export function Header({ navGroups }: { navGroups: readonly NavGroup[] }) {
  const { t } = useSite();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [menus, dispatch] = useReducer(headerMenus, initialHeaderMenus);
  // A navigation closes the burger and the search (a new /cerca?q= too); the filter menu stays open on desktop
  // (SPEC §4).
  useEffect(() => {
    dispatch({ type: 'close', menu: 'burger' });
    dispatch({ type: 'close', menu: 'search' });
  }, [pathname, search]);
  const burgerOpen = isOpen(menus, 'burger');
  const searchOpen = isOpen(menus, 'search');
  const filterOpen = isOpen(menus, 'filter');
  // Stable across renders: the search field and Filtra's lists are islands, which a new prop would client-render.
  const openSearchPage = useCallback((text: string) => void navigate(searchPageHref(text)), [navigate]);
  const closeFilter = useCallback(() => dispatch({ type: 'close', menu: 'filter' }), []);
  return (
    <Root data-special={isSpecial(pathname) ? 'true' : undefined}>
      <Bar>
        <Burger
          type="button"
          aria-expanded={burgerOpen}
          aria-controls="site-burger-menu"
          aria-label={burgerOpen ? t.closeMenu : t.menu}
          onClick={() => dispatch({ type: 'toggle', menu: 'burger' })}
        >
          <span aria-hidden="true">{burgerOpen ? '✕' : '☰'}</span>
        </Burger>
        {/* Named by its visible words (WCAG 2.5.3 label in name); the space keeps them apart when read aloud. */}
        <Brand to="/">
          <strong>Pallone</strong> <span>{t.tagline}</span>
        </Brand>
        <MainNav id="site-burger-menu" open={burgerOpen} />
        <Tools>
          <ToolButton
            type="button"
            data-mobile-only="true"
            aria-expanded={searchOpen}
            aria-controls="site-search"
            aria-label={t.searchPlaceholder}
            onClick={() => dispatch({ type: 'toggle', menu: 'search' })}
          >
            <span aria-hidden="true">⌕</span>
          </ToolButton>
          {/* The results panel's code starts loading as soon as the search gets focus (decision 009). */}
          <SearchSlot
            id="site-search"
            data-open={searchOpen ? 'true' : undefined}
            onFocus={() => void loadSearchResults()}
          >
            {/* Enter opens the results page (/cerca), the typeahead stays as it is. */}
            <SearchIsland onSubmit={openSearchPage} />
          </SearchSlot>
          <ToolButton
            type="button"
            aria-expanded={filterOpen}
            aria-controls="site-filter-menu"
            onClick={() => dispatch({ type: 'toggle', menu: 'filter' })}
          >
            {t.filterTitle}
          </ToolButton>
          <FilterMenu id="site-filter-menu" open={filterOpen} groups={navGroups} onClose={closeFilter} />
          <LanguageSwitcher />
        </Tools>
      </Bar>
      {menus.open !== null && (
        <Overlay
          data-testid="header-overlay"
          aria-hidden="true"
          onClick={() => dispatch({ type: 'overlay' })}
        />
      )}
      <HeaderEndMark />
    </Root>
  );
}
