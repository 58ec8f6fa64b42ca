import type { PlayerDetail as PlayerDetailSchema, Static } from '@pallone/contract';

/** `GET /players/{id}` and `/players/pallonecomSlug/{slug}`. */
export type PlayerDetail = Static<typeof PlayerDetailSchema>;

/** SPEC §3: name, image.path, currentTeam.name, pallonecomSlug. */
export type Player = Pick<PlayerDetail, 'id' | 'name' | 'image' | 'currentTeam' | 'pallonecomSlug'>;
