/**
 * POST /backoffice/images: a picture for inside an article's body, uploaded from the editor (issue #13). The file
 * is checked and re-encoded like a banner (uploads/processImage.ts) into `BODY_IMAGE_WIDTHS` WebP variants under
 * /uploads/news/, and the answer is what the editor writes into the body's `<img>`. No row is written: the body
 * that uses the picture is saved (and sanitized) by the article's own write. Every staff role may upload, since
 * authors write bodies too.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BodyImage, BodyImageForm, type BodyImageData, ErrorBody } from '@pallone/contract';
import { BadRequestError } from '../../http/errors.ts';
import { BODY_IMAGE_WIDTHS, processImage } from '../../uploads/processImage.ts';
import { EVERY_ROLE } from '../auth/routeRoles.ts';
import { readImageForm, writeValidator, type WriteForm } from './writeBody.ts';

async function readBodyImageForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) {
    throw new BadRequestError(
      'Field "image" is required: send multipart/form-data with `data` ({"alt": …}) and `image`',
      'image',
    );
  }
  await readImageForm(request);
}

export async function backofficeBodyImageRoute(app: FastifyInstance): Promise<void> {
  app.post(
    '/backoffice/images',
    {
      config: { roles: EVERY_ROLE },
      schema: {
        tags: ['backoffice'],
        summary:
          'Upload a picture for an article body (re-encoded to WebP); answers its src, srcset and size',
        body: { content: { 'multipart/form-data': { schema: BodyImageForm } } },
        response: { 200: BodyImage, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
      validatorCompiler: writeValidator,
      preValidation: readBodyImageForm,
    },
    async (request, reply) => {
      const { data, image } = request.body as WriteForm<BodyImageData>;
      if (!image) throw new BadRequestError('Field "image" is required', 'image');
      const variants = await processImage(image, BODY_IMAGE_WIDTHS);
      const largest = variants.at(-1);
      if (!largest) throw new BadRequestError('The image could not be re-encoded', 'image');
      const staged = await app.imageStore.stage('news', variants);
      await staged.commit();
      reply.header('Cache-Control', 'no-store');
      return {
        src: staged.largest,
        srcset: variants
          .map((variant) => `${staged.path}-${variant.width}.webp ${variant.pixels.width}w`)
          .join(', '),
        width: largest.pixels.width,
        height: largest.pixels.height,
        alt: data.alt.trim(),
      };
    },
  );
}
