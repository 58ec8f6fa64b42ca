/** Back-office teams and competitions lists, and the `data` of PUT /competitions (names it/en; logo in `image`). */
import { Type, type Static } from 'typebox';
import { backofficePageRequest } from './backofficeCommon.ts';
import { BackofficeCompetition, BackofficeTeam } from './backofficeTeams.ts';
import { pageOf } from './content/pagination.ts';

export const TEAM_BACKOFFICE_SORT = ['name', 'id', 'city'] as const;
export const BackofficeTeamPageRequest = backofficePageRequest(TEAM_BACKOFFICE_SORT);
export type BackofficeTeamPageRequest = Static<typeof BackofficeTeamPageRequest>;
export const BackofficeTeamPage = pageOf(BackofficeTeam);

export const COMPETITION_BACKOFFICE_SORT = ['nameIt', 'nameEn', 'code', 'id'] as const;
export const BackofficeCompetitionPageRequest = backofficePageRequest(COMPETITION_BACKOFFICE_SORT);
export type BackofficeCompetitionPageRequest = Static<typeof BackofficeCompetitionPageRequest>;
export const BackofficeCompetitionPage = pageOf(BackofficeCompetition);

const Name = Type.Optional(Type.String({ minLength: 1, maxLength: 120 }));

/** The names in both languages; code, country, type and slug stay as the importer made them. */
export const CompetitionUpdate = Type.Object(
  {
    id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    nameIt: Name,
    nameEn: Name,
    removeImage: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type CompetitionUpdate = Static<typeof CompetitionUpdate>;
