/**
 * Competitions: POST /backoffice/competitions/getPaginated, GET /backoffice/competitions/{id}, PUT /competitions
 * (names it/en; the logo in `image`, in the logo sizes and folder of the team logos).
 */
import {
  BackofficeCompetition,
  BackofficeCompetitionPage,
  BackofficeCompetitionPageRequest,
  CompetitionUpdate,
} from '@pallone/contract';
import { LOGO_WIDTHS } from '../../../uploads/processImage.ts';
import { competitionTable, type CompetitionNames } from '../queries/competitions.ts';
import type { ContentSection } from '../contentSection.ts';

export const competitionsSection: ContentSection<BackofficeCompetition, CompetitionNames> = {
  section: 'competitions',
  what: 'Competition',
  entity: 'competition',
  item: BackofficeCompetition,
  list: {
    request: BackofficeCompetitionPageRequest,
    page: BackofficeCompetitionPage,
    summary: 'Every competition; search in the names, code and slug; sort nameIt, nameEn, code, id',
  },
  update: CompetitionUpdate,
  image: { kind: 'teams', widths: LOGO_WIDTHS },
  store: competitionTable,
};
