/**
 * Issue #13 in real Chromium against the real server: an article's English version made from the Italian one and
 * linked to it (hreflang on both public pages, the language switch goes across), and a scheduled article that is
 * a 404 until its time and then goes live on its own, with nobody acting (the server's clock runs from PALLONE_NOW;
 * the publish time is set a little ahead of it, read from the `iat` of the token the server signed).
 * Needs `npm run build` first; run with `npm run test:e2e`.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { romeInput, saveNews, signedIn, signIn } from './support/staffForms.ts';
import { serverClock, useStaffBrowser } from './support/staffServer.ts';

const ADMIN = { email: 'admin.pubblicazione@pallone.test', password: 'una-password-lunga-pubblicazione' };
const NOW = new Date('2026-11-25T12:00:00Z');
const TITLE_IT = 'Le pagelle di prova del derby';
const TITLE_EN = 'The test ratings of the derby';
const SCHEDULED_TITLE = 'Un articolo programmato di prova';

const staff = useStaffBrowser({ admin: ADMIN, now: NOW, name: 'pubblicazione' });
/** The server's clock (PALLONE_NOW moves on), from the token it signed at login. */
let serverNow: () => Date = () => NOW;

async function fillArticle(title: string, publishAt: Date): Promise<string> {
  await staff.admin.getByLabel('Titolo', { exact: true }).fill(title);
  await staff.admin.getByLabel('Titolo', { exact: true }).blur();
  await staff.admin.getByLabel('Stato', { exact: true }).selectOption({ label: 'Pubblicato' });
  await staff.admin.getByLabel('Data di pubblicazione').fill(romeInput(publishAt));
  await staff.admin.getByLabel('Descrizione').fill(`${title}: la descrizione.`);
  await staff.admin.getByRole('textbox', { name: 'Testo', exact: true }).fill(`${title}: il testo.`);
  return staff.admin.getByLabel('Slug').inputValue();
}

const alternateOf = (page: Page, language: string) =>
  page.locator(`head link[rel="alternate"][hreflang="${language}"]`).getAttribute('href');

beforeAll(async () => {
  await signIn(staff.admin, staff.origin, ADMIN);
  await signedIn(staff.admin);
  serverNow = await serverClock(staff.admin);
});

describe('publishing news: translations and scheduling', () => {
  it('links an English version to an Italian article: hreflang on both pages, the language switch goes across', async () => {
    await staff.admin.goto(`${staff.origin}/backoffice/news/new`);
    const itSlug = await fillArticle(TITLE_IT, new Date(serverNow().getTime() - 15 * 60_000));
    const itId = await saveNews(staff.admin);

    await staff.admin.goto(`${staff.origin}/backoffice/news/${itId}`);
    await staff.admin.getByRole('heading', { name: `Modifica news #${itId}` }).waitFor();
    await staff.admin.getByText('Traduzioni', { exact: true }).click();
    const versions = staff.admin.getByRole('region', { name: "Versioni dell'articolo" });
    await versions.getByRole('button', { name: 'Crea la versione in inglese' }).click();
    await versions.getByRole('link', { name: TITLE_IT }).click();
    await staff.admin.getByLabel('Lingua').waitFor();
    expect(await staff.admin.getByLabel('Lingua').inputValue()).toBe('en');
    await staff.admin.getByLabel('Slug').fill('');
    const enSlug = await fillArticle(TITLE_EN, new Date(serverNow().getTime() - 10 * 60_000));
    expect(enSlug).toBe('the-test-ratings-of-the-derby');
    await saveNews(staff.admin);

    const visitor = await staff.context.newPage();
    await visitor.goto(`${staff.origin}/news/${itSlug}`);
    await visitor.getByRole('heading', { level: 1, name: TITLE_IT }).waitFor();
    expect(await alternateOf(visitor, 'en')).toMatch(new RegExp(`/news/${enSlug}$`));
    expect(await alternateOf(visitor, 'it')).toMatch(new RegExp(`/news/${itSlug}$`));
    await visitor.getByRole('button', { name: 'EN — English' }).first().click();
    await visitor.waitForURL(`**/news/${enSlug}`);
    await visitor.getByRole('heading', { level: 1, name: TITLE_EN }).waitFor();
    expect(await alternateOf(visitor, 'it')).toMatch(new RegExp(`/news/${itSlug}$`));
    await visitor.getByRole('button', { name: 'IT — Italiano' }).first().click();
    await visitor.waitForURL(`**/news/${itSlug}`);
    await visitor.getByRole('heading', { level: 1, name: TITLE_IT }).waitFor();
    await visitor.close();
    expect(staff.errors.list()).toEqual([]);
  });

  it('schedules an article: a 404 until its time, then live on its own', async () => {
    // The next whole minute at least 40 s ahead of the server's clock (the input takes minutes).
    const ahead = serverNow().getTime() + 40_000;
    const publishAt = new Date(Math.ceil(ahead / 60_000) * 60_000);
    await staff.admin.goto(`${staff.origin}/backoffice/news/new`);
    const slug = await fillArticle(SCHEDULED_TITLE, publishAt);
    await saveNews(staff.admin);
    const row = staff.admin.getByRole('row').filter({ hasText: SCHEDULED_TITLE });
    await row.getByText('Programmato', { exact: true }).waitFor();

    const url = `${staff.origin}/news/${slug}`;
    staff.errors.expect404(url);
    const visitor = await staff.context.newPage();
    expect((await visitor.goto(url))?.status()).toBe(404);
    expect(serverNow().getTime()).toBeLessThan(publishAt.getTime());
    // Nobody acts: the page answers once the server's clock passes the publish time.
    await expect
      .poll(async () => (await visitor.goto(url))?.status(), { timeout: 180_000, interval: 5_000 })
      .toBe(200);
    expect(serverNow().getTime()).toBeGreaterThanOrEqual(publishAt.getTime() - 1_000);
    await visitor.getByRole('heading', { level: 1, name: SCHEDULED_TITLE }).waitFor();
    await visitor.close();
    expect(staff.errors.list()).toEqual([]);
  }, 300_000);
});
