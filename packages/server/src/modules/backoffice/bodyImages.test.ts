/**
 * Pictures inside an article's body (issue #13): uploaded from the editor, re-encoded like a banner, served from
 * /uploads/news/, kept by the body sanitizer in a saved article; bad uploads are 400s naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffTestApp, sessionFrom, type StaffTestApp } from './staffTestApp.ts';
import { multipart, png } from './testMultipart.ts';
import { uploadedFiles } from './testSectionChecks.ts';
import { createUser } from '../auth/users.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
let t: StaffTestApp;

beforeAll(async () => {
  t = await createStaffTestApp({ now: () => NOW });
});
afterAll(() => t.close());

const upload = async (
  data: unknown,
  bytes?: Buffer,
  session?: Awaited<ReturnType<StaffTestApp['session']>>,
) =>
  t.staff(
    { method: 'POST', url: '/api/v1/backoffice/images', ...multipart(data, bytes && { bytes }) },
    session,
  );

const newsFiles = () => uploadedFiles(t, 'news');

describe('POST /backoffice/images', () => {
  it('re-encodes the picture to WebP variants and answers src, srcset, pixel size and alt', async () => {
    const response = await upload({ alt: '  La curva nord  ' }, await png(1600, 900));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const image = response.json();
    expect(image).toMatchObject({ width: 960, height: 540, alt: 'La curva nord' });
    expect(image.src).toMatch(/^\/uploads\/news\/[0-9a-f-]{36}-960\.webp$/);
    const base = image.src.replace(/-960\.webp$/, '');
    expect(image.srcset).toBe(`${base}-480.webp 480w, ${base}-960.webp 960w`);
    const served = await t.publicGet(image.src);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('never enlarges a small picture: srcset names the real widths', async () => {
    const image = (await upload({ alt: 'Stemma' }, await png(300, 200))).json();
    expect(image).toMatchObject({ width: 300, height: 200 });
    expect(image.srcset).toMatch(/-480\.webp 300w, .*-960\.webp 300w$/);
  });

  it.each([
    ['no alt text', { alt: '' }, true, 'alt'],
    ['an unknown field', { alt: 'x', caption: 'y' }, true, 'caption'],
    ['no file', { alt: 'Senza file' }, false, 'image'],
  ])('refuses %s with a 400 naming the field and writes no file', async (_case, data, withFile, field) => {
    const before = await newsFiles();
    const response = await upload(data, withFile ? await png(100, 100) : undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    expect(await newsFiles()).toEqual(before);
  });

  it('refuses a file that is not a picture and a JSON body', async () => {
    const notImage = await upload({ alt: 'Testo' }, Buffer.from('%PDF-1.7 not a picture'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toMatch(/not a JPEG, PNG, WebP or GIF/);
    const json = await t.staff({ method: 'POST', url: '/api/v1/backoffice/images', payload: { alt: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().field).toBe('image');
  });

  it('is for staff only, authors included', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/backoffice/images',
      ...multipart({ alt: 'x' }),
    });
    expect(anonymous.statusCode).toBe(401);
    await createUser(t.database.db, {
      email: 'autrice@pallone.test',
      password: 'a long enough password',
      role: 'author',
    });
    const author = sessionFrom(await t.login('autrice@pallone.test', 'a long enough password'));
    expect((await upload({ alt: 'Dall’autrice' }, await png(200, 100), author)).statusCode).toBe(200);
  });

  it('keeps the picture with its srcset and size when an article body carries it', async () => {
    const image = (await upload({ alt: 'Il gol' }, await png(1200, 800))).json();
    const tag = `<img src="${image.src}" srcset="${image.srcset}" sizes="(max-width: 720px) 100vw, 720px" alt="Il gol" width="${image.width}" height="${image.height}" loading="lazy">`;
    const created = await t.staff({
      method: 'POST',
      url: '/api/v1/news',
      ...multipart({
        language: 'it',
        status: 'published',
        pallonecomSlug: 'foto-nel-testo',
        title: 'Una foto nel testo',
        publishedAt: NOW.toISOString(),
        articleSection: 'Serie A',
        keywords: ['foto'],
        description: 'Un articolo con una foto nel testo',
        category: 'generali',
        body: `<p>Prima</p><p>${tag}</p>`,
      }),
    });
    expect(created.statusCode).toBe(200);
    const article = (await t.publicGet(`/api/v1/news/${created.json().id}`)).json();
    expect(article.body).toContain(`src="${image.src}"`);
    expect(article.body).toContain(`srcset="${image.srcset}"`);
    expect(article.body).toContain('loading="lazy"');
    expect(article.body).toContain(`width="${image.width}" height="${image.height}"`);
  });
});
