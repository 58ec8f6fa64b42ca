import { staffRequest } from '../api.ts';
import type { NewsRow } from './newsTypes.ts';

export { writeErrorMessage } from '../writeErrorMessage.ts';

type NewsData = Record<string, unknown>;

/**
 * POST /news (create) or PUT /news (update, `id` in the data): multipart with the image in `image` and the rest
 * as a JSON string in `data`, credentialed and with the XSRF header.
 */
export function saveNews(data: NewsData, image: File | null, id?: number): Promise<NewsRow> {
  const form = new FormData();
  form.append('data', JSON.stringify(id === undefined ? data : { id, ...data }));
  if (image) form.append('image', image);
  return staffRequest<NewsRow>({ method: id === undefined ? 'POST' : 'PUT', path: '/news', body: form });
}

export function deleteNews(id: number): Promise<unknown> {
  return staffRequest({ method: 'DELETE', path: `/backoffice/news/${id}` });
}
