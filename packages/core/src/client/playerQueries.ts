import type { PlayerDetail } from '../types/Player.ts';
import type { ApiClient } from './ApiClient.ts';
import type { PalloneQuery } from './PalloneQuery.ts';
import { queryKeys } from './queryKeys.ts';

export const playerQuery = (client: ApiClient, id: number): PalloneQuery<PlayerDetail> => ({
  queryKey: queryKeys.player(client.language, id),
  queryFn: ({ signal }) => client.getPlayer(id, { signal }),
});

export const playerBySlugQuery = (client: ApiClient, slug: string): PalloneQuery<PlayerDetail> => ({
  queryKey: queryKeys.playerBySlug(client.language, slug),
  queryFn: ({ signal }) => client.getPlayerBySlug(slug, { signal }),
});
