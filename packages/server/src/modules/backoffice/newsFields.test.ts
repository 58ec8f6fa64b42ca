/**
 * News fields (decision 049): the slug made from the title (unique, kept when the title changes), the section's
 * default from the category, and the image's alt text (required), caption and credit on the public detail.
 */
import { describe, expect, it } from 'vitest';
import { staffTestAppPerFile } from './staffTestApp.ts';
import { multipart, png } from './testMultipart.ts';
import { minuteBefore, newsData } from './testContentData.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const t = staffTestAppPerFile({ now: () => NOW });

const article = newsData({
  language: 'en',
  title: 'Title rules: Köln win the derby',
  publishedAt: minuteBefore(NOW),
});

describe('news slug, section and image texts', () => {
  it('makes a unique slug from the title and keeps it when the published title changes', async () => {
    const first = await t.staff({ method: 'POST', url: '/api/v1/news', payload: article });
    const second = await t.staff({ method: 'POST', url: '/api/v1/news', payload: article });
    expect(first.json().pallonecomSlug).toBe('title-rules-koln-win-the-derby');
    expect(second.json().pallonecomSlug).toBe('title-rules-koln-win-the-derby-2');
    expect(first.json().articleSection).toBe('News');

    const renamed = await t.staff({
      method: 'PUT',
      url: '/api/v1/news',
      payload: { ...article, id: first.json().id, title: 'A new title' },
    });
    expect(renamed.json()).toMatchObject({
      title: 'A new title',
      pallonecomSlug: 'title-rules-koln-win-the-derby',
    });
    expect(
      (await t.publicGet('/api/v1/news/pallonecomSlug/title-rules-koln-win-the-derby')).json().title,
    ).toBe('A new title');
  });

  it('refuses a slug another article has, with 400 naming "pallonecomSlug"', async () => {
    const taken = await t.staff({
      method: 'POST',
      url: '/api/v1/news',
      payload: { ...article, pallonecomSlug: 'title-rules-koln-win-the-derby' },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().field).toBe('pallonecomSlug');
  });

  it('requires alt text with an image and shows alt, caption and credit on the public detail', async () => {
    const image = { bytes: await png(640, 360), name: 'a.png', type: 'image/png' };
    const withoutAlt = await t.staff({ method: 'POST', url: '/api/v1/news', ...multipart(article, image) });
    expect(withoutAlt.statusCode).toBe(400);
    expect(withoutAlt.json().field).toBe('imageAlt');

    const created = await t.staff({
      method: 'POST',
      url: '/api/v1/news',
      ...multipart(
        {
          ...article,
          pallonecomSlug: 'image-texts',
          imageAlt: 'Players celebrate under the stand',
          imageCaption: 'The winner in the 90th minute',
          imageCredit: 'Photo: Pallone',
        },
        image,
      ),
    });
    expect(created.statusCode, created.body).toBe(200);
    const detail = (await t.publicGet('/api/v1/news/pallonecomSlug/image-texts')).json();
    expect(detail.image).toMatchObject({
      alt: 'Players celebrate under the stand',
      caption: 'The winner in the 90th minute',
      credit: 'Photo: Pallone',
    });

    const blanked = await t.staff({
      method: 'PUT',
      url: '/api/v1/news',
      payload: { ...article, id: created.json().id, imageAlt: ' ' },
    });
    expect(blanked.statusCode).toBe(400);
    expect(blanked.json().field).toBe('imageAlt');
    const kept = await t.staff({
      method: 'PUT',
      url: '/api/v1/news',
      payload: { ...article, id: created.json().id, title: 'Image texts kept' },
    });
    expect(kept.json()).toMatchObject({
      imageAlt: 'Players celebrate under the stand',
      imageCredit: 'Photo: Pallone',
    });
  });
});
