/**
 * News: POST and PUT /news, POST /backoffice/news/getPaginated (filter by status at the server's clock), GET and
 * DELETE /backoffice/news/{id}. Authors save drafts and change only their own (decision 048); the slug, section
 * and image texts are completed on write (decision 049). Every create and update keeps a revision in its
 * transaction (decision 054). Translations, the preview and the revisions have their own routes.
 */
import {
  BackofficeNewsPage,
  BackofficeNewsPageRequest,
  BackofficeNewsRow,
  NewsCreate,
  NewsUpdate,
} from '@pallone/contract';
import { BANNER_WIDTHS } from '../../../uploads/processImage.ts';
import { assertMayDeleteNews, assertMayWriteNews } from '../../auth/authorPolicy.ts';
import { newsTable } from '../queries/news.ts';
import type { ContentSection } from '../contentSection.ts';
import { recordNewsRevision } from '../../revisions/newsRevision.ts';

export const newsSection: ContentSection<BackofficeNewsRow, NewsCreate> = {
  section: 'news',
  what: 'News',
  record: 'news item',
  entity: 'news',
  item: BackofficeNewsRow,
  list: {
    request: BackofficeNewsPageRequest,
    page: BackofficeNewsPage,
    summary:
      'News of every language, date and status; search in title and slug; filter by status (draft, scheduled, ' +
      'published at the server clock); sort publishedAt, updatedAt, title, id',
  },
  create: NewsCreate,
  update: NewsUpdate,
  remove: true,
  image: { kind: 'news', widths: BANNER_WIDTHS },
  rules: 'Authors save drafts only, and change only the drafts they created',
  store: newsTable,
  policy: {
    write: (tx, staff, input, existing) => assertMayWriteNews(tx, staff, { status: input.status, existing }),
    remove: assertMayDeleteNews,
  },
  onSaved: (tx, save) => recordNewsRevision(tx, { ...save, user: save.staff, savedAt: save.now }),
};
