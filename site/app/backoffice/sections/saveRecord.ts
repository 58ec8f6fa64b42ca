import { staffRequest } from '../api.ts';
import type { Row, SectionConfig } from './sectionTypes.ts';

/**
 * POST (create) or PUT (update, `id` in the data) of a section's write path: multipart with the image in `image`
 * and the rest as a JSON string in `data` when the section takes an image, a JSON body otherwise. Credentialed,
 * with the XSRF header (the core client's default on state-changing calls).
 */
export function saveRecord(
  config: SectionConfig,
  data: Record<string, unknown>,
  options: { id?: number; image?: File | null; removeImage?: boolean } = {},
): Promise<Row> {
  const { id, image, removeImage } = options;
  const payload = id === undefined ? data : { id, ...data, ...(removeImage ? { removeImage: true } : {}) };
  const method = id === undefined ? 'POST' : 'PUT';
  if (!config.form.image) return staffRequest<Row>({ method, path: config.form.writePath, json: payload });
  const form = new FormData();
  form.append('data', JSON.stringify(payload));
  if (image) form.append('image', image);
  return staffRequest<Row>({ method, path: config.form.writePath, body: form });
}

export function deleteRecord(config: SectionConfig, id: number): Promise<unknown> {
  if (!config.deletePath) return Promise.reject(new Error(`${config.title}: nothing to delete`));
  return staffRequest({ method: 'DELETE', path: config.deletePath(id) });
}
