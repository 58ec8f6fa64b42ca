import { useQuery } from '@tanstack/react-query';
import { bookmakerBonusesQuery, homeBonusesQuery } from '@pallone/core';
import { usePallone } from '@pallone/widgets';

/**
 * Whether a bonus banner has anything to show, from the list its page's loader prefetched (never a request of its
 * own). False only when the list came back empty, as on a deployment with PALLONE_SAMPLE_CONTENT=off and no real
 * offers yet: the page then leaves the banner out instead of showing an empty box. Unknown (not prefetched, or
 * failed) is true, so the widget shows its own loading or error state as before.
 */
export function useHasBonuses(placement: 'mobile' | 'home'): boolean {
  const { client } = usePallone();
  const query =
    placement === 'home' ? homeBonusesQuery(client) : bookmakerBonusesQuery(client, { showOnMobile: true });
  const { data } = useQuery({ ...query, enabled: false });
  return data === undefined || data.length > 0;
}
