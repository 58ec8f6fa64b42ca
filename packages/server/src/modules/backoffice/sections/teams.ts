/** Teams: POST /backoffice/teams/getPaginated, GET /backoffice/teams/{id}, PUT /teams (logo in `image`). */
import { BackofficeTeam, BackofficeTeamPage, BackofficeTeamPageRequest, TeamUpdate } from '@pallone/contract';
import { LOGO_WIDTHS } from '../../../uploads/processImage.ts';
import { teamTable, type TeamFields } from '../queries/teams.ts';
import type { ContentSection } from '../contentSection.ts';

export const teamsSection: ContentSection<BackofficeTeam, TeamFields> = {
  section: 'teams',
  what: 'Team',
  entity: 'team',
  item: BackofficeTeam,
  list: {
    request: BackofficeTeamPageRequest,
    page: BackofficeTeamPage,
    summary: 'Every team; search in the names and slug; sort name, id, city',
  },
  update: TeamUpdate,
  image: { kind: 'teams', widths: LOGO_WIDTHS },
  store: teamTable,
};
