/**
 * Landing pages (SEO metadata in the data): POST and PUT /landings, POST /landings/backoffice/getPaginated (the
 * path SPEC §7 names), GET and DELETE /backoffice/landings/{id}.
 */
import {
  BackofficeLandingPage,
  BackofficeLandingPageRequest,
  BackofficeLandingRow,
  LandingCreate,
  LandingUpdate,
} from '@pallone/contract';
import { BANNER_WIDTHS } from '../../../uploads/processImage.ts';
import { landingTable } from '../queries/landings.ts';
import type { ContentSection } from '../contentSection.ts';

export const landingsSection: ContentSection<BackofficeLandingRow, LandingCreate> = {
  section: 'landings',
  what: 'Landing page',
  entity: 'landing',
  item: BackofficeLandingRow,
  list: {
    request: BackofficeLandingPageRequest,
    page: BackofficeLandingPage,
    summary:
      'Landing pages of every language and date; search in title and slug; sort title, publishedAt, id',
    path: '/landings/backoffice/getPaginated',
  },
  create: LandingCreate,
  update: LandingUpdate,
  remove: true,
  image: { kind: 'landings', widths: BANNER_WIDTHS },
  store: landingTable,
};
