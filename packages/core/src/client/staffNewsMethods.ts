import type {
  BackofficeNewsRow,
  BackofficeNewsVersion,
  NewsDetail,
  NewsPreviewRequest,
} from '@pallone/contract';
import type { Http, RequestOptions } from './createHttp.ts';

export type { BackofficeNewsVersion, NewsPreviewRequest } from '@pallone/contract';

/** The back-office's news translation and preview calls (decision 049). */
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
  };
}
