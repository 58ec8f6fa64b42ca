/** Guides: POST and PUT /guides, POST /backoffice/guides/getPaginated, GET and DELETE /backoffice/guides/{id}. */
import {
  BackofficeGuidePage,
  BackofficeGuidePageRequest,
  BackofficeGuideRow,
  GuideCreate,
  GuideUpdate,
} from '@pallone/contract';
import { BANNER_WIDTHS } from '../../../uploads/processImage.ts';
import { guideTable } from '../queries/guides.ts';
import type { ContentSection } from '../contentSection.ts';

export const guidesSection: ContentSection<BackofficeGuideRow, GuideCreate> = {
  section: 'guides',
  what: 'Guide',
  entity: 'guide',
  item: BackofficeGuideRow,
  list: {
    request: BackofficeGuidePageRequest,
    page: BackofficeGuidePage,
    summary:
      'Guides of every language and date; search in title and slug; sort sortOrder, publishedAt, title, id',
  },
  create: GuideCreate,
  update: GuideUpdate,
  remove: true,
  image: { kind: 'guides', widths: BANNER_WIDTHS },
  store: guideTable,
};
