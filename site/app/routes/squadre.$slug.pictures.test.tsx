/**
 * Team pictures on the site (issue #15 point 5), with the real loader and the seeded API. The test shell's
 * provider has an API origin, which the API's root-relative picture paths resolve against (the site's is '').
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import * as teamRoute from './squadre.$slug.tsx';
import { useRealApi } from '../testing/realApi.ts';
import { renderRoute } from '../testing/renderRoute.tsx';

beforeAll(() => {
  useRealApi();
});

const openTeam = (url: string) => renderRoute(teamRoute, '/squadre/:slug/:tab?', url);

/** The decorative picture in the title's block (alt="": the name stands beside it). */
async function titlePicture(name: string): Promise<HTMLImageElement> {
  const heading = await screen.findByRole('heading', { level: 1, name });
  const image = heading.parentElement?.querySelector('img');
  if (!image) throw new Error(`no picture beside ${name}`);
  return image;
}

describe('team pictures', () => {
  it("shows a club's generated badge beside its name at 40 px, and its country's flag", async () => {
    openTeam('/squadre/fc-internazionale-milano');
    const badge = await titlePicture('FC Internazionale Milano');
    expect(badge.getAttribute('src')).toMatch(/\/api\/v1\/teams\/\d+\/badge\.svg$/);
    expect([badge.getAttribute('width'), badge.getAttribute('height'), badge.getAttribute('alt')]).toEqual([
      '40',
      '40',
      '',
    ]);
    const flag = document.querySelector('img[data-part="flag"]');
    expect(flag?.getAttribute('src')).toBe('/flags/4x3/it.svg');
    expect(flag?.closest('dd')?.textContent).toBe('Italy');
  });

  it("shows both teams' pictures in the team page's match lists", async () => {
    openTeam('/squadre/fc-internazionale-milano');
    await titlePicture('FC Internazionale Milano');
    const rows = [...document.querySelectorAll('main li a')].filter((row) =>
      row.querySelector('[data-part="result"]'),
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const pictures = [...row.querySelectorAll('[data-part="team"] > img')];
      expect(pictures.map((image) => [image.getAttribute('width'), image.getAttribute('alt')])).toEqual([
        ['20', ''],
        ['20', ''],
      ]);
    }
  });

  it('gives two clubs two different pictures', async () => {
    const inter = openTeam('/squadre/fc-internazionale-milano');
    const interSrc = (await titlePicture('FC Internazionale Milano')).getAttribute('src');
    inter.unmount();
    openTeam('/squadre/ac-milan');
    const milanSrc = (await titlePicture('AC Milan')).getAttribute('src');
    expect(milanSrc).toMatch(/\/api\/v1\/teams\/\d+\/badge\.svg$/);
    expect(milanSrc).not.toBe(interSrc);
  });
});
