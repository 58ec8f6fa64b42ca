import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import * as newsListRoute from './news.tsx';
import * as newsRoute from './news.$param.tsx';
import type { Paginated } from '@pallone/core';
import type { NewsSummary } from '../lib/content.ts';
import { seoMeta } from '../lib/seo.ts';
import { LANG, newsPage, useRealApi } from '../testing/realApi.ts';
import { REAL_API_NOW } from '../testing/realApiGlobalSetup.ts';
import type { RealApiLocation } from '../testing/providedContext.ts';
import { renderRoute, runLoader } from '../testing/renderRoute.tsx';
import { expectNotFound } from '../testing/expectNotFound.ts';
import { staffLogin } from '../testing/staffLogin.ts';

/** A 32×18 PNG, uploaded through the real back-office API so the server makes its WebP sizes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAASCAIAAAC1qksFAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAJ0lEQVQ4jWPgrrKjKWIYtaBqNIjsRlMR92hGsxstKrhHS9Mq2lY4ACB6ttDdS/4HAAAAAElFTkSuQmCC',
  'base64',
);
const TITLE = 'Banner test: an article with an uploaded image';
const SLUG = 'banner-test-uploaded-image';
const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public');

let api: RealApiLocation;
let imagePath: string;

async function createArticleWithImage(api: RealApiLocation): Promise<string> {
  const staff = await staffLogin(api);
  const data = {
    language: 'en',
    status: 'published',
    pallonecomSlug: SLUG,
    title: TITLE,
    // A minute before the real API's clock (PALLONE_NOW): public at once.
    publishedAt: new Date(Date.parse(REAL_API_NOW) - 60_000).toISOString(),
    articleSection: 'Test',
    imageAlt: TITLE,
    keywords: ['test'],
    description: 'An article whose banner is an uploaded image.',
    category: 'generali',
    body: '<p>Body.</p>',
  };
  // Built by hand: under jsdom, FormData is jsdom's, which Node's fetch does not send as multipart.
  const boundary = '----pallone-site-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="banner.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const created = await fetch(`${api.base}/api/v1/news`, {
    method: 'POST',
    headers: { ...staff, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
  expect(created.status, await created.clone().text()).toBe(200);
  return ((await created.json()) as { image: { path: string } }).image.path;
}

beforeAll(async () => {
  api = useRealApi();
  imagePath = await createArticleWithImage(api);
});

describe('news article banner with the real loader and the seeded API', () => {
  it('shows an uploaded image at the top: srcset of its 320/640/1200 WebP files, sizes, box, high priority', async () => {
    renderRoute(newsRoute, '/news/:param', `/news/${SLUG}`);
    const image = await screen.findByRole('img', { name: TITLE });
    expect(image.closest('article')?.firstElementChild).toBe(image);
    const srcset = image.getAttribute('srcset');
    expect(srcset).toBe(
      `${imagePath}-320.webp 320w, ${imagePath}-640.webp 640w, ${imagePath}-1200.webp 1200w`,
    );
    expect(image.getAttribute('src')).toBe(`${imagePath}-1200.webp`);
    expect(image.getAttribute('sizes')).toMatch(/\d+px/);
    expect(image.getAttribute('width')).toBe('1200');
    expect(image.getAttribute('height')).toBe('675');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.getAttribute('loading')).toBeNull();
    for (const width of [320, 640, 1200]) {
      const file = await fetch(`${api.base}${imagePath}-${width}.webp`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
    }
    expect((await fetch(`${api.base}${imagePath}`)).status).toBe(404);
  });

  it('gives og:image, twitter:image and the JSON-LD image as absolute URLs of the largest file', async () => {
    const data = await runLoader(newsRoute.loader, `/news/${SLUG}`, { param: SLUG });
    const expected = `http://localhost${imagePath}-1200.webp`;
    const tags = seoMeta(data.seo);
    expect(tags).toContainEqual({ property: 'og:image', content: expected });
    expect(tags).toContainEqual({ name: 'twitter:image', content: expected });
    expect(data.kind === 'article' && data.seo.jsonLd?.[0]).toMatchObject({
      '@type': 'NewsArticle',
      image: [expected],
    });
  });

  it('shows the default news banner on a seeded article without an image, and shares its PNG', async () => {
    const response = await fetch(`${api.base}/api/v1/news/getPaginated`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${btoa(`${api.user}:${api.password}`)}`,
      },
      body: JSON.stringify({ page: 1, pageSize: 20 }),
    });
    const seeded = ((await response.json()) as Paginated<NewsSummary>).items.find(
      (news) => news.image === null && news.author?.pallonecomSlug,
    );
    expect(seeded).toBeDefined();
    const { container } = renderRoute(newsRoute, '/news/:param', `/news/${seeded!.pallonecomSlug}`);
    await screen.findByRole('heading', { level: 1, name: seeded!.title });
    expect(screen.getByRole('link', { name: seeded!.author!.name }).getAttribute('href')).toBe(
      `/autori/${seeded!.author!.pallonecomSlug}`,
    );
    const banner = container.querySelector('article > img');
    expect(banner?.getAttribute('src')).toBe('/images/default-news-banner.svg');
    expect(banner?.getAttribute('alt')).toBe('');
    expect(banner?.getAttribute('width')).toBe('1200');
    expect(existsSync(path.join(publicDir, 'images/default-news-banner.svg'))).toBe(true);
    const data = await runLoader(newsRoute.loader, `/news/${seeded!.pallonecomSlug}`, {
      param: seeded!.pallonecomSlug,
    });
    expect(seoMeta(data.seo)).toContainEqual({
      property: 'og:image',
      content: 'http://localhost/images/default-news-banner.png',
    });
    expect(existsSync(path.join(publicDir, 'images/default-news-banner.png'))).toBe(true);
  });

  it('lists the article with a lazy thumbnail of its 320 px file', async () => {
    const { container } = renderRoute(newsListRoute, '/news', '/news');
    const link = await screen.findByRole('link', { name: TITLE });
    const thumb = link.closest('li')?.querySelector('img');
    expect(thumb?.getAttribute('src')).toBe(`${imagePath}-320.webp`);
    expect(thumb?.getAttribute('loading')).toBe('lazy');
    expect(container.querySelectorAll('li img')).toHaveLength(1);
  });
});

describe('news list pages and unknown articles', () => {
  it('page 2 in English', async () => {
    const { items } = await newsPage(2, 'en');
    renderRoute(newsRoute, '/news/:param', '/news/2', LANG.en);
    expect(await screen.findByRole('heading', { level: 1, name: 'News — Page 2' })).toBeInTheDocument();
    const article = items[6]!;
    expect(
      screen.getByRole('link', { name: new RegExp(article.title.slice(0, 30)) }).getAttribute('href'),
    ).toBe(`/news/${article.pallonecomSlug}`);
  });

  it('answers 404 past the last page and to an unknown article', async () => {
    await expectNotFound(newsRoute.loader, '/news/999', { param: '999' });
    await expectNotFound(newsRoute.loader, '/news/no-such-article', { param: 'no-such-article' });
  });
});
