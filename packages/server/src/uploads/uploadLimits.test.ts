/**
 * Issue #12 point 9: an empty `image` and a picture of too many pixels are 400s naming `image` that write
 * nothing, checked on the back-office news routes; re-encodes wait for a free slot.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { news } from '../db/contentSchema.ts';
import { createStaffTestApp, type StaffTestApp } from '../modules/backoffice/staffTestApp.ts';
import { multipart, png } from '../modules/backoffice/testMultipart.ts';
import { BANNER_WIDTHS, MAX_CONCURRENT_REENCODES, processImage, reencodeSlots } from './processImage.ts';

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(() => t.close());

const article = (slug: string) => ({
  language: 'it',
  status: 'published',
  pallonecomSlug: slug,
  title: 'Il Napoli passa a Marassi',
  publishedAt: '2026-11-20T18:00:00.000Z',
  articleSection: 'Serie A',
  keywords: ['napoli'],
  description: 'La cronaca della partita',
  category: 'generali',
  body: '<p>Tre punti.</p>',
});

async function newsCount(): Promise<number> {
  const [row] = await t.database.db.select({ total: count() }).from(news);
  return row?.total ?? 0;
}
const uploadedFiles = () => readdir(path.join(t.uploadsDir, 'news')).catch(() => [] as string[]);

describe('image uploads on news create and update', () => {
  it('refuses a zero-byte image with 400 naming "image" and writes no row, on create and on update', async () => {
    const before = await newsCount();
    const empty = { bytes: Buffer.alloc(0), name: 'empty.png', type: 'image/png' };
    const created = await t.staff({
      method: 'POST',
      url: '/api/v1/news',
      ...multipart(article('vuota'), empty),
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ field: 'image', message: 'The image file is empty' });
    expect(await newsCount()).toBe(before);

    const plain = await t.staff({ method: 'POST', url: '/api/v1/news', payload: article('senza-immagine') });
    expect(plain.statusCode).toBe(200);
    const id = plain.json().id as number;
    const updated = await t.staff({
      method: 'PUT',
      url: '/api/v1/news',
      ...multipart({ ...article('senza-immagine'), id, title: 'Titolo cambiato' }, empty),
    });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().field).toBe('image');
    const [row] = await t.database.db.select({ title: news.title }).from(news).where(eq(news.id, id));
    expect(row?.title).toBe('Il Napoli passa a Marassi');
    expect(await uploadedFiles()).toEqual([]);
  });

  it('refuses a 6300×6300 PNG from its header, before decoding it, with 400 naming "image"', async () => {
    const before = await newsCount();
    // One colour: the PNG is a few hundred kB although it would decode to ~160 MB of pixels.
    const big = await sharp({
      create: { width: 6300, height: 6300, channels: 3, background: { r: 0, g: 90, b: 40 } },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(big.length).toBeLessThan(5 * 1024 * 1024);
    const response = await t.staff({
      method: 'POST',
      url: '/api/v1/news',
      ...multipart(article('gigante'), { bytes: big, name: 'big.png', type: 'image/png' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('image');
    expect(response.json().message).toBe('The image image is 6300×6300 pixels: at most 24 megapixels');
    expect(await newsCount()).toBe(before);
    expect(await uploadedFiles()).toEqual([]);
  });
});

describe('re-encoding', () => {
  it(`runs at most ${MAX_CONCURRENT_REENCODES} at once: the next upload waits for a free slot`, async () => {
    const releases: Array<() => void> = [];
    const holders = Array.from({ length: MAX_CONCURRENT_REENCODES }, () =>
      reencodeSlots.run(() => new Promise<void>((resolve) => releases.push(resolve))),
    );
    let done = false;
    const processing = processImage(await png(400, 300), BANNER_WIDTHS).then((variants) => {
      done = true;
      return variants;
    });
    await vi.waitFor(() => expect(reencodeSlots.waiting).toBe(1));
    expect(done).toBe(false);
    releases.forEach((release) => release());
    await Promise.all(holders);
    const variants = await processing;
    expect(variants.map((variant) => variant.width)).toEqual([320, 640, 1200]);
    expect(reencodeSlots.active).toBe(0);
  });
});
