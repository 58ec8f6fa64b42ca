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

  it("gives the final keywords: the page's own, then the ones it adds, then Pallone and the football word", () => {
    const italian = page('http://localhost:3000/news/derby');
    expect(italian.words).toMatchObject({ football: 'calcio', news: 'notizie calcio' });
    const seo = italian.seo({
      title: 'Derby: Inter - Milan',
      description: 'Il derby',
      path: '/news/derby',
      keywords: ['Inter', ' Milan '],
      moreKeywords: ['derby', null, 'inter', '  ', italian.words.news, undefined, 'Calcio'],
    });
    expect(seo.keywords).toEqual(['Inter', 'Milan', 'derby', 'notizie calcio', 'Calcio', 'Pallone']);
    expect(seo).not.toHaveProperty('moreKeywords');
  });

  it('falls back to the parts of the title, in the page language, and keeps at most 15', () => {
    const english = page('http://localhost:3000/statistiche', 'lang=en');
    expect(
      english.seo({ title: 'Statistics: Serie A', description: 'Serie A', path: '/statistiche' }).keywords,
    ).toEqual(['Statistics', 'Serie A', 'Pallone', 'football']);
    const many = Array.from({ length: 20 }, (_, index) => `word ${index}`);
    const seo = english.seo({
      title: 'Statistics',
      description: 'Serie A',
      path: '/statistiche',
      moreKeywords: many,
    });
    expect(seo.keywords).toEqual(many.slice(0, 15));
  });
});
