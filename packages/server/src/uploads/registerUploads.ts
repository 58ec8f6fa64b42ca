/** Multipart parsing, the image store (`app.imageStore`) and the /uploads file route. */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ImageStore } from './imageStore.ts';
import { MAX_UPLOAD_BYTES } from './processImage.ts';
import { uploadRoutes } from './serveUploads.ts';

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
}
