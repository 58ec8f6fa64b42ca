import { clientQuery } from './clientQuery.ts';
import { queryKeys } from './queryKeys.ts';

export const playerQuery = clientQuery(queryKeys.player, (client, options, id) =>
  client.getPlayer(id, options),
);

export const playerBySlugQuery = clientQuery(queryKeys.playerBySlug, (client, options, slug) =>
  client.getPlayerBySlug(slug, options),
);
