import { staffRequest } from '../api.ts';
import type { NewsRow } from './newsTypes.ts';

export { writeErrorMessage } from '../writeErrorMessage.ts';

type NewsData = Record<string, unknown>;

/**
 * POST /news (create) or PUT /news (update, `id` in the data, `removeImage: true` to drop the stored image):
 * multipart with the image in `image` and the rest as a JSON string in `data`, credentialed and with the XSRF
 * header.
 */
export function saveNews(
  data: NewsData,
  { id, image = null, removeImage = false }: { id?: number; image?: File | null; removeImage?: boolean } = {},
): Promise<NewsRow> {
  const payload =
    id === undefined ? data : { id, ...data, ...(removeImage && !image ? { removeImage } : {}) };
  const form = new FormData();
  form.append('data', JSON.stringify(payload));
  if (image) form.append('image', image);
  return staffRequest<NewsRow>({ method: id === undefined ? 'POST' : 'PUT', path: '/news', body: form });
}

export function deleteNews(id: number): Promise<unknown> {
  return staffRequest({ method: 'DELETE', path: `/backoffice/news/${id}` });
}
