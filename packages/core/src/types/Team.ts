import type {
  SimplifiedTeam as SimplifiedTeamSchema,
  Static,
  TeamDetail as TeamDetailSchema,
  TeamRef,
} from '@pallone/contract';

/** SPEC §3: the simplified team record. */
export type SimplifiedTeam = Static<typeof SimplifiedTeamSchema>;

/** SPEC §3: id, name, country.name, country.image.path, image.path, pallonecomSlug. */
export type Team = Static<typeof TeamRef>;

/** `GET /teams/{id}` and `/teams/pallonecomSlug/{slug}`: the team with what the data knows about it. */
export type TeamDetail = Static<typeof TeamDetailSchema>;
