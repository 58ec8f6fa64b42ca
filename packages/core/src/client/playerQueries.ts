import { clientQuery } from './clientQuery.ts';

export const playerQuery = /* @__PURE__ */ clientQuery('player', (client, options, id) =>
  client.getPlayer(id, options),
);

export const playerBySlugQuery = /* @__PURE__ */ clientQuery('playerBySlug', (client, options, slug) =>
  client.getPlayerBySlug(slug, options),
);
