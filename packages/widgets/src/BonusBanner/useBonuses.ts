import { useQuery } from '@tanstack/react-query';
import {
  bookmakerBonusesQuery,
  homeBonusesQuery,
  MAX_BONUS_BANNERS,
  type BookmakerBonus,
} from '@pallone/core';
import { usePallone } from '../provider/usePallone.ts';

export type BonusPlacement = 'mobile' | 'home';

const shownOn = (placement: BonusPlacement) => (bonus: BookmakerBonus) =>
  placement === 'mobile' ? bonus.showOnMobile : bonus.showOnHome;

/**
 * SPEC §9: the mobile banner shows `showOnMobile` bonuses, the home side column `showOnHome` ones
 * (`/bookmakerBonuses/home`), at most MAX_BONUS_BANNERS of them in display order. The flag and the limit are
 * applied here too, whatever the API answers.
 */
export function useBonuses(placement: BonusPlacement) {
  const { client } = usePallone();
  const query =
    placement === 'home' ? homeBonusesQuery(client) : bookmakerBonusesQuery(client, { showOnMobile: true });
  return useQuery({
    ...query,
    select: (bonuses: BookmakerBonus[]) => bonuses.filter(shownOn(placement)).slice(0, MAX_BONUS_BANNERS),
  });
}
