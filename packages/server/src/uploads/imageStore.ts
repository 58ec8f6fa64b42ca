/**
 * Uploaded images on disk, under server-made names: `<dir>/<kind>/<uuid>-<width>.webp`, served at
 * `/uploads/<kind>/<uuid>-<width>.webp`. Writes are staged: `stage` writes temp files, the caller inserts its row
 * in a transaction, then `commit` renames them into place, or `discard` deletes them when anything failed, so
 * a failed write leaves neither a row nor a file.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageVariant } from './processImage.ts';

export const UPLOADS_URL_PREFIX = '/uploads';
export type ImageKind = 'news' | 'guides' | 'landings' | 'bonuses' | 'teams';

export interface StagedImage {
  /** `/uploads/<kind>/<uuid>`: the files are `<path>-<width>.webp`. */
  path: string;
  widths: number[];
  /** The largest variant's URL. */
  largest: string;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

export class ImageStore {
  readonly dir: string;
  constructor(dir: string) {
    this.dir = dir;
  }

  async stage(kind: ImageKind, variants: ImageVariant[]): Promise<StagedImage> {
    const name = randomUUID();
    const folder = path.join(this.dir, kind);
    await mkdir(folder, { recursive: true });
    const files = variants.map((variant) => ({
      temp: path.join(folder, `.tmp-${name}-${variant.width}.webp`),
      final: path.join(folder, `${name}-${variant.width}.webp`),
      variant,
    }));
    const discard = async () => {
      await Promise.all(
        files.flatMap((file) => [rm(file.temp, { force: true }), rm(file.final, { force: true })]),
      );
    };
    try {
      await Promise.all(files.map((file) => writeFile(file.temp, file.variant.data, { flag: 'wx' })));
    } catch (error) {
      await discard();
      throw error;
    }
    const widths = variants.map((variant) => variant.width);
    const urlPath = `${UPLOADS_URL_PREFIX}/${kind}/${name}`;
    return {
      path: urlPath,
      widths,
      largest: `${urlPath}-${Math.max(...widths)}.webp`,
      commit: async () => {
        await Promise.all(files.map((file) => rename(file.temp, file.final)));
      },
      discard,
    };
  }

  /** Deletes the files of an image this store made (any other path is ignored). */
  async remove(imagePath: string | null): Promise<void> {
    const match = imagePath?.match(/^\/uploads\/(news|guides|landings|bonuses|teams)\/([0-9a-f-]{36})/);
    if (!match) return;
    const [, kind, name] = match;
    const folder = path.join(this.dir, kind ?? '');
    const entries = await readdir(folder).catch(() => [] as string[]);
    await Promise.all(
      entries
        .filter((entry) => entry.startsWith(`${name}-`))
        .map((entry) => rm(path.join(folder, entry), { force: true })),
    );
  }
}
