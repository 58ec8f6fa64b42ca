/**
 * Linked translations on the public article (decision 049): both language versions in hreflang alternates, and
 * the language switch sends the reader to the version in the language they pick.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import * as newsRoute from './news.$param.tsx';
import { LanguageSwitcher } from '../components/header/LanguageSwitcher.tsx';
import { seoMeta } from '../lib/seo.ts';
import { LANG, useRealApi } from '../testing/realApi.ts';
import { REAL_API_NOW } from '../testing/realApiGlobalSetup.ts';
import type { RealApiLocation } from '../testing/providedContext.ts';
import { renderRoute, runLoader } from '../testing/renderRoute.tsx';
import { staffLogin } from '../testing/staffLogin.ts';

const IT_SLUG = 'traduzioni-derby-della-lanterna';
const EN_SLUG = 'translations-genoa-derby';

async function staffCall(
  api: RealApiLocation,
  staff: Record<string, string>,
  method: string,
  path: string,
  json: object,
) {
  const response = await fetch(`${api.base}/api/v1${path}`, {
    method,
    headers: { ...staff, 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { id: number; translationKey: string };
}

/** An Italian article, its English version made from it in the back-office, then published. */
async function createLinkedArticles(api: RealApiLocation) {
  const staff = await staffLogin(api);
  const article = {
    language: 'it',
    status: 'published',
    pallonecomSlug: IT_SLUG,
    title: 'Derby della Lanterna: pari',
    publishedAt: new Date(Date.parse(REAL_API_NOW) - 60_000).toISOString(),
    keywords: ['genoa'],
    description: 'Uno a uno al Ferraris.',
    category: 'generali',
    body: '<p>Pari.</p>',
  };
  const italian = await staffCall(api, staff, 'POST', '/news', article);
  const draft = await staffCall(api, staff, 'POST', `/backoffice/news/${italian.id}/translations`, {
    language: 'en',
  });
  await staffCall(api, staff, 'PUT', '/news', {
    ...article,
    id: draft.id,
    language: 'en',
    pallonecomSlug: EN_SLUG,
    title: 'Genoa derby: a draw',
    translationKey: italian.translationKey,
  });
}

beforeAll(async () => {
  await createLinkedArticles(useRealApi());
});

const alternates = [
  { tagName: 'link', rel: 'alternate', hrefLang: 'it', href: `http://localhost/news/${IT_SLUG}` },
  { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: `http://localhost/news/${EN_SLUG}` },
];

describe('an article with a linked translation', () => {
  it('names both language versions as hreflang alternates, in either language', async () => {
    const italian = await runLoader(newsRoute.loader, `/news/${IT_SLUG}`, { param: IT_SLUG }, LANG.it);
    const english = await runLoader(newsRoute.loader, `/news/${EN_SLUG}`, { param: EN_SLUG }, LANG.en);
    for (const data of [italian, english]) {
      const links = seoMeta(data.seo).filter((tag) => 'rel' in tag && tag.rel === 'alternate');
      expect(links).toEqual(alternates);
    }
  });

  it('sends the language switch to the English version from the Italian article', async () => {
    const page = {
      loader: newsRoute.loader,
      default: () => (
        <>
          <newsRoute.default />
          <LanguageSwitcher />
        </>
      ),
    };
    const { container } = renderRoute(page, '/news/:param', `/news/${IT_SLUG}`, LANG.it);
    await screen.findByRole('heading', { level: 1, name: 'Derby della Lanterna: pari' });
    const backTo = (language: string) =>
      container.querySelector<HTMLInputElement>(`input[name="back-${language}"]`)?.value;
    expect(backTo('en')).toBe(`/news/${EN_SLUG}`);
    expect(backTo('it')).toBe(`/news/${IT_SLUG}`);
  });
});
