import { lazy, Suspense, useCallback, useState } from 'react';
import type { NavGroup } from '../../lib/navCompetitions.ts';
import { useSite } from '../../lib/useSite.ts';
import { FeaturedListsIsland } from '../header/headerIslands.ts';
import { MOBILE_MAX_WIDTH } from './filterConfig.ts';
import { filterLabels } from './filterLabels.ts';
import { Panel } from './filterStyles.ts';

export interface FilterMenuProps {
  id: string;
  open: boolean;
  groups: readonly NavGroup[];
  /** Closes the menu; called after a choice on mobile only (SPEC §4). */
  onClose: () => void;
}

// The pickers and their data hooks load the first time the menu opens (decision 009).
const FilterPickers = lazy(() =>
  import('./FilterPickers.tsx').then((module) => ({ default: module.FilterPickers })),
);

const isMobile = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`).matches;

/**
 * "Filtra" (SPEC §2, §4, §9): the pickers and the three configured lists. Stays mounted while closed so the
 * choices survive closing and reopening; the lists are in the server-rendered HTML (their code comes with the first
 * opening, headerIslands.ts), the pickers come with the first opening.
 */
export function FilterMenu({ id, open, groups, onClose }: FilterMenuProps) {
  const { t, language } = useSite();
  // Data loads from the first opening on (state adjusted during render, not in an effect).
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const afterChoice = useCallback(() => {
    if (isMobile()) onClose();
  }, [onClose]);
  return (
    <Panel id={id} role="region" aria-label={t.filterTitle} hidden={!open}>
      <h2>{t.filterTitle}</h2>
      {opened && (
        <Suspense fallback={<p role="status">{filterLabels(language).loading}</p>}>
          <FilterPickers active={opened} onNavigate={afterChoice} />
        </Suspense>
      )}
      <FeaturedListsIsland groups={groups} onNavigate={afterChoice} />
    </Panel>
  );
}
