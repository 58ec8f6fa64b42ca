import { ApiRequestError } from '@pallone/core';
import { backofficeClient } from '../api.ts';
import type { NewsRow } from './newsTypes.ts';

type NewsData = Record<string, unknown>;

/**
 * POST /news (create) or PUT /news (update, `id` in the data): multipart with the image in `image` and the rest
 * as a JSON string in `data`, credentialed and with the XSRF header.
 */
export function saveNews(data: NewsData, image: File | null, id?: number): Promise<NewsRow> {
  const form = new FormData();
  form.append('data', JSON.stringify(id === undefined ? data : { id, ...data }));
  if (image) form.append('image', image);
  return backofficeClient().request<NewsRow>({
    method: id === undefined ? 'POST' : 'PUT',
    path: '/news',
    body: form,
    credentialed: true,
  });
}

export function deleteNews(id: number): Promise<unknown> {
  return backofficeClient().request({ method: 'DELETE', path: `/backoffice/news/${id}`, credentialed: true });
}

/** The server's words for a failed write (400 names the field), or a generic Italian message. */
export function writeErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 401) return 'Sessione scaduta: effettua di nuovo il login.';
    if (error.body?.message) return error.body.message;
    return `Salvataggio non riuscito (${error.status}).`;
  }
  return 'Salvataggio non riuscito: server non raggiungibile.';
}
