import type { BookmakerBonus } from '../types/BookmakerBonus.ts';
import type { ApiClient } from './ApiClient.ts';
import type { PalloneQuery } from './PalloneQuery.ts';
import { queryKeys } from './queryKeys.ts';

/** Which bonuses to list: those of the mobile banner (`showOnMobile`) or of the home side column (`showOnHome`). */
export interface BonusFlags {
  showOnMobile?: boolean;
  showOnHome?: boolean;
}

const bonusKey = (client: ApiClient, ...rest: unknown[]) =>
  [...queryKeys.all(client.language), 'bookmakerBonuses', ...rest] as const;

/** `GET /bookmakerBonuses`, every bonus in display order or only those with the given flags. */
export const bookmakerBonusesQuery = (
  client: ApiClient,
  flags: BonusFlags = {},
): PalloneQuery<BookmakerBonus[]> => ({
  queryKey: bonusKey(client, 'list', { showOnMobile: flags.showOnMobile, showOnHome: flags.showOnHome }),
  queryFn: ({ signal }) => client.getBookmakerBonuses(flags, { signal }),
});

/** `GET /bookmakerBonuses/home`: the home side column's bonuses (showOnHome, at most MAX_BONUS_BANNERS). */
export const homeBonusesQuery = (client: ApiClient): PalloneQuery<BookmakerBonus[]> => ({
  queryKey: bonusKey(client, 'home'),
  queryFn: ({ signal }) => client.getHomeBonuses({ signal }),
});
