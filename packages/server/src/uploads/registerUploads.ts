/** Multipart parsing, the image store (`app.imageStore`), the /uploads file route and the /flags pictures. */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ImageStore } from './imageStore.ts';
import { MAX_UPLOAD_BYTES } from './processImage.ts';
import { uploadRoutes } from './serveUploads.ts';
import { flagRoutes } from '../pictures/flagRoutes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    imageStore: ImageStore;
  }
}

export async function registerUploads(app: FastifyInstance, dir: string): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024 * 1024 },
  });
  app.decorate('imageStore', new ImageStore(dir));
  await app.register(uploadRoutes, { dir });
  await app.register(flagRoutes);
}
