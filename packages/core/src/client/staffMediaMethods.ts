import type { BodyImage } from '@pallone/contract';
import type { Http, RequestOptions } from './createHttp.ts';

export type { BodyImage } from '@pallone/contract';

/** The back-office's picture uploads for article bodies (issue #13). */
export interface StaffMediaMethods {
  /**
   * `POST /backoffice/images`: `image` (a browser `File`/`Blob`) with its alternative text, re-encoded by the
   * server; answers what the editor writes into the body's `<img>`.
   */
  uploadBodyImage(image: object, alt: string, options?: RequestOptions): Promise<BodyImage>;
}

const { FormData } = globalThis as unknown as {
  FormData: new () => { append(name: string, value: unknown): void };
};

export function createStaffMediaMethods(http: Http): StaffMediaMethods {
  return {
    uploadBodyImage: (image, alt, { signal } = {}) => {
      const form = new FormData();
      form.append('data', JSON.stringify({ alt }));
      form.append('image', image);
      return http({ method: 'POST', path: '/backoffice/images', body: form, credentialed: true, signal });
    },
  };
}
