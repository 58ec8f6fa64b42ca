import type {
  BackofficeNewsRow,
  BackofficeNewsVersion,
  ContentRevisionSummary,
  NewsDetail,
  NewsPreviewRequest,
  NewsRevision,
} from '@pallone/contract';
import type { Http, RequestOptions } from './createHttp.ts';
import { STAFF_REVISION_PATHS } from './staffPaths.ts';

export type {
  BackofficeNewsVersion,
  ContentRevisionSummary,
  NewsPreviewRequest,
  NewsRevision,
  NewsRevisionSnapshot,
} from '@pallone/contract';

/** The back-office's news translation and preview calls (decision 049) and its revisions (decision 054). */
export interface StaffNewsMethods {
  /** `GET /backoffice/news/{id}/translations`: the story's versions in any status, Italian first. */
  getNewsVersions(id: number, options?: RequestOptions): Promise<BackofficeNewsVersion[]>;
  /** `POST /backoffice/news/{id}/translations`: a draft version of the article in `language`. */
  createNewsTranslation(
    id: number,
    language: 'it' | 'en',
    options?: RequestOptions,
  ): Promise<BackofficeNewsRow>;
  /** `POST /backoffice/news/preview`: unsaved fields as the public detail would show them. */
  previewNews(request: NewsPreviewRequest, options?: RequestOptions): Promise<NewsDetail>;
  /** `GET /backoffice/news/{id}/revisions`: the article's saves, newest first. */
  getNewsRevisions(id: number, options?: RequestOptions): Promise<ContentRevisionSummary[]>;
  /** `GET /backoffice/news/{id}/revisions/{revisionId}`: one save with the fields it stored. */
  getNewsRevision(id: number, revisionId: number, options?: RequestOptions): Promise<NewsRevision>;
  /** `POST /backoffice/news/{id}/revisions/{revisionId}/restore`: the save written back as a new one. */
  restoreNewsRevision(id: number, revisionId: number, options?: RequestOptions): Promise<BackofficeNewsRow>;
}

export function createStaffNewsMethods(http: Http): StaffNewsMethods {
  return {
    getNewsVersions: (id, { signal } = {}) =>
      http({ path: `/backoffice/news/${id}/translations`, credentialed: true, signal }),
    createNewsTranslation: (id, language, { signal } = {}) =>
      http({
        method: 'POST',
        path: `/backoffice/news/${id}/translations`,
        json: { language },
        credentialed: true,
        signal,
      }),
    previewNews: (request, { signal } = {}) =>
      http({ method: 'POST', path: '/backoffice/news/preview', json: request, credentialed: true, signal }),
    getNewsRevisions: (id, { signal } = {}) =>
      http({ path: STAFF_REVISION_PATHS.news(id), credentialed: true, signal }),
    getNewsRevision: (id, revisionId, { signal } = {}) =>
      http({ path: `${STAFF_REVISION_PATHS.news(id)}/${revisionId}`, credentialed: true, signal }),
    restoreNewsRevision: (id, revisionId, { signal } = {}) =>
      http({
        method: 'POST',
        path: `${STAFF_REVISION_PATHS.news(id)}/${revisionId}/restore`,
        credentialed: true,
        signal,
      }),
  };
}
