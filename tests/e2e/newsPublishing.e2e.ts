/**
 * Issue #13 in real Chromium against the real server: an article's English version made from the Italian one and
 * linked to it (hreflang on both public pages, the language switch goes across), and a scheduled article that is
 * a 404 until its time and then goes live on its own, with nobody acting (the server's clock runs from PALLONE_NOW;
 * the publish time is set a little ahead of it, read from the `iat` of the token the server signed).
 * Needs `npm run build` first; run with `npm run test:e2e`.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserErrors } from './support/browserErrors.ts';
import { launchChromium } from './support/chromium.ts';
import { newStaffContext, serverClock, startStaffServer, type StaffServer } from './support/staffServer.ts';

const ADMIN = { email: 'admin.pubblicazione@pallone.test', password: 'una-password-lunga-pubblicazione' };
const NOW = new Date('2026-11-25T12:00:00Z');
const TITLE_IT = 'Le pagelle di prova del derby';
const TITLE_EN = 'The test ratings of the derby';
const SCHEDULED_TITLE = 'Un articolo programmato di prova';

let server: StaffServer;
let browser: Browser;
let context: BrowserContext;
let errors: BrowserErrors;
let admin: Page;
/** The server's clock (PALLONE_NOW moves on), from the token it signed at login. */
let serverNow: () => Date = () => NOW;

const origin = () => server.api.origin;

/** An instant as a datetime-local input in Rome holds it. */
function romeInput(instant: Date): string {
  const format = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Rome',
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return format.format(instant).replace(' ', 'T');
}

async function save(): Promise<string> {
  await admin.getByRole('button', { name: 'Salva' }).click();
  const status = admin.getByRole('status').filter({ hasText: 'salvata' });
  await expect.poll(() => status.textContent(), { timeout: 15_000 }).toMatch(/^News #\d+ salvata\.$/);
  return /#(\d+)/.exec((await status.textContent()) ?? '')?.[1] ?? '';
}

async function fillArticle(title: string, publishAt: Date): Promise<string> {
  await admin.getByLabel('Titolo', { exact: true }).fill(title);
  await admin.getByLabel('Titolo', { exact: true }).blur();
  await admin.getByLabel('Stato', { exact: true }).selectOption({ label: 'Pubblicato' });
  await admin.getByLabel('Data di pubblicazione').fill(romeInput(publishAt));
  await admin.getByLabel('Descrizione').fill(`${title}: la descrizione.`);
  await admin.getByRole('textbox', { name: 'Testo', exact: true }).fill(`${title}: il testo.`);
  return admin.getByLabel('Slug').inputValue();
}

const alternateOf = (page: Page, language: string) =>
  page.locator(`head link[rel="alternate"][hreflang="${language}"]`).getAttribute('href');

beforeAll(async () => {
  server = await startStaffServer({ admin: ADMIN, now: NOW, name: 'pubblicazione' });
  browser = await launchChromium();
  ({ context, errors, page: admin } = await newStaffContext(browser, NOW));
  await admin.goto(`${origin()}/backoffice`);
  await admin.getByLabel('Email').fill(ADMIN.email);
  await admin.getByLabel('Password').fill(ADMIN.password);
  await admin.getByRole('button', { name: 'Login' }).click();
  await admin.getByRole('button', { name: 'Esci' }).waitFor();
  serverNow = await serverClock(admin);
}, 360_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('publishing news: translations and scheduling', () => {
  it('links an English version to an Italian article: hreflang on both pages, the language switch goes across', async () => {
    await admin.goto(`${origin()}/backoffice/news/new`);
    const itSlug = await fillArticle(TITLE_IT, new Date(serverNow().getTime() - 15 * 60_000));
    const itId = await save();

    await admin.goto(`${origin()}/backoffice/news/${itId}`);
    await admin.getByRole('heading', { name: `Modifica news #${itId}` }).waitFor();
    await admin.getByText('Traduzioni', { exact: true }).click();
    const versions = admin.getByRole('region', { name: "Versioni dell'articolo" });
    await versions.getByRole('button', { name: 'Crea la versione in inglese' }).click();
    await versions.getByRole('link', { name: TITLE_IT }).click();
    await admin.getByLabel('Lingua').waitFor();
    expect(await admin.getByLabel('Lingua').inputValue()).toBe('en');
    await admin.getByLabel('Slug').fill('');
    const enSlug = await fillArticle(TITLE_EN, new Date(serverNow().getTime() - 10 * 60_000));
    expect(enSlug).toBe('the-test-ratings-of-the-derby');
    await save();

    const visitor = await context.newPage();
    await visitor.goto(`${origin()}/news/${itSlug}`);
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
    expect(errors.list()).toEqual([]);
  });

  it('schedules an article: a 404 until its time, then live on its own', async () => {
    // The next whole minute at least 40 s ahead of the server's clock (the input takes minutes).
    const ahead = serverNow().getTime() + 40_000;
    const publishAt = new Date(Math.ceil(ahead / 60_000) * 60_000);
    await admin.goto(`${origin()}/backoffice/news/new`);
    const slug = await fillArticle(SCHEDULED_TITLE, publishAt);
    await save();
    const row = admin.getByRole('row').filter({ hasText: SCHEDULED_TITLE });
    await row.getByText('Programmato', { exact: true }).waitFor();

    const url = `${origin()}/news/${slug}`;
    errors.expect404(url);
    const visitor = await context.newPage();
    expect((await visitor.goto(url))?.status()).toBe(404);
    expect(serverNow().getTime()).toBeLessThan(publishAt.getTime());
    // Nobody acts: the page answers once the server's clock passes the publish time.
    await expect
      .poll(async () => (await visitor.goto(url))?.status(), { timeout: 180_000, interval: 5_000 })
      .toBe(200);
    expect(serverNow().getTime()).toBeGreaterThanOrEqual(publishAt.getTime() - 1_000);
    await visitor.getByRole('heading', { level: 1, name: SCHEDULED_TITLE }).waitFor();
    await visitor.close();
    expect(errors.list()).toEqual([]);
  }, 300_000);
});
