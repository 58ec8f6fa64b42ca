import { styled } from 'styled-components';
import { BonusBanner } from '@pallone/widgets';
import { island } from './island.tsx';
import { loadBonusBanner } from './widgetCode.ts';
import { useHasBonuses } from './useHasBonuses.ts';

/**
 * Below 768 px (where the bottom bar shows) only: on wider screens the home side column carries the bonuses.
 * Inline-size containment keeps the banner's horizontal scroller from widening the page's grid column; the
 * relative position and clip keep the cards' visually hidden texts (absolutely positioned, so not clipped by
 * the scroller) from widening the page.
 */
const MobileOnly = styled.div`
  position: relative;
  overflow-x: clip;
  contain: inline-size;
  margin-bottom: 16px;
  @media (min-width: 768px) {
    display: none;
  }
`;

/** From 768 px only: on phones the in-flow mobile banner replaces it. */
export const WiderOnly = styled.div`
  @media (max-width: 767.98px) {
    display: none;
  }
`;

// Below the page's first block: server-rendered, its code loads as it comes into view (decision 009).
const BonusBannerIsland = island({
  server: import.meta.env.BROWSER_BUNDLE ? null : BonusBanner,
  load: loadBonusBanner,
  when: 'visible',
  // Links and a picture: plain HTML until then, so the code waits until the banner is in view (issue #14).
  margin: '0px',
});

/**
 * SPEC §9's mobile banner: up to 3 `showOnMobile` bonuses in the page flow (never over it), with the widget's
 * 18+ mark and responsible-gambling notice. Loaders prefetch `bookmakerBonusesQuery(client, { showOnMobile:
 * true })` so it renders on the server at its full height; left out when that list is empty.
 */
export function MobileBonusBanner() {
  if (!useHasBonuses('mobile')) return null;
  return (
    <MobileOnly>
      <BonusBannerIsland placement="mobile" />
    </MobileOnly>
  );
}
