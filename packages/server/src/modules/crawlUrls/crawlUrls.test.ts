import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../testing/testAppPerFile.ts';

const API = '/api/v1';

const t = testAppPerFile();

const isImportant = async (url: string) => {
  const response = await t.get(`${API}/crawlUrls/isImportant?url=${encodeURIComponent(url)}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('crawl URLs', () => {
  it('lists the important paths, top competitions included', async () => {
    const list = (await t.get(`${API}/crawlUrls/getImportantList`)).json() as string[];
    expect(list).toEqual(expect.arrayContaining(['/', '/news', '/pronostici', '/campionato/italia-serie-a']));
    expect(list).toEqual([...list].sort());
    expect(list).not.toContain('/privacy');
  });

  it('answers isImportant for paths and full URLs, ignoring host, query and trailing slash', async () => {
    expect(await isImportant('/campionato/italia-serie-a')).toEqual({ isImportant: true });
    expect(await isImportant('https://www.example.org/campionato/italia-serie-a/?tab=1')).toEqual({
      isImportant: true,
    });
    expect(await isImportant('news')).toEqual({ isImportant: true });
    expect(await isImportant('/privacy')).toEqual({ isImportant: false });
    expect(await isImportant('/not/listed')).toEqual({ isImportant: false });
  });

  it('needs a url and the public credentials', async () => {
    const missing = await t.get(`${API}/crawlUrls/isImportant`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('url');
    expect((await t.inject({ method: 'GET', url: `${API}/crawlUrls/getImportantList` })).statusCode).toBe(
      401,
    );
  });
});
