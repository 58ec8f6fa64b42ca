import { describe, expect, it } from 'vitest';
import { pageContext } from './pageContext.server.ts';

const page = (url: string, cookie = 'lang=it') => pageContext(new Request(url, { headers: { cookie } }));

describe('page.seo', () => {
  it("fills host, language and the canonical URL, and puts the trail's breadcrumbs after the page's own JSON-LD", () => {
    const person = { '@type': 'Person', name: 'Ada' };
    const seo = page('http://localhost:3000/autori/ada').seo({
      title: 'Ada',
      description: 'Ada',
      path: '/autori/ada',
      type: 'profile',
      jsonLd: [person],
      trail: [['Ada', '/autori/ada']],
    });
    expect(seo).toMatchObject({
      host: 'localhost:3000',
      url: 'http://localhost:3000/autori/ada',
      language: 'it',
    });
    expect(seo.jsonLd).toEqual([
      person,
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Pallone', item: 'http://localhost:3000/' },
          { '@type': 'ListItem', position: 2, name: 'Ada', item: 'http://localhost:3000/autori/ada' },
        ],
      },
    ]);
  });

  it('leaves JSON-LD out of a page with neither its own nor a trail', () => {
    const seo = page('http://localhost:3000/statistiche', 'lang=en').seo({
      title: 'Statistics',
      description: 'Serie A',
      path: '/statistiche',
    });
    expect(seo.language).toBe('en');
    expect(seo).not.toHaveProperty('jsonLd');
  });
});
