import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { homeStandingsQuery, standingsQuery } from '@pallone/core';
import { usePallone } from '../provider/usePallone.ts';
import type { StandingsView } from './VenueTabs.tsx';

/** The full, home or away table of a group, after a turn (undefined = as it stands); the old one stays while the next loads. */
export function useStandingsTable(
  groupId: number | undefined,
  view: StandingsView,
  turnId: number | undefined,
) {
  const { client } = usePallone();
  const query =
    view === 'total'
      ? standingsQuery(client, groupId ?? 0, turnId)
      : homeStandingsQuery(client, groupId ?? 0, view, turnId);
  return useQuery({ ...query, enabled: groupId !== undefined, placeholderData: keepPreviousData });
}
