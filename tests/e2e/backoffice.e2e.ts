/**
 * The back-office in real Chromium (Debian's /usr/bin/chromium) against the real server on a fresh PGlite
 * database with the real data: log in, create a news item with an uploaded image, find it on the public site
 * and in the RSS feed, edit its title, delete it, log out. No console error on any page visited. Screenshots of
 * each step go to artifacts/screenshots/backoffice-*.png (and backoffice-failed-*.png when a step fails).
 * Needs `npm run build` first; run with `npm run test:e2e`.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bannerPng } from './support/bannerImage.ts';
import { romeInput, savedStatus } from './support/staffForms.ts';
import { useStaffBrowser } from './support/staffServer.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const screenshots = path.join(root, 'artifacts/screenshots');
const ADMIN = { email: 'admin@pallone.test', password: 'una-password-lunga-e2e' };
/** "Now" for the server (PALLONE_NOW) and the browser's clock: the article is published a quarter of an hour before. */
const NOW = new Date('2026-11-25T12:00:00Z');
const PUBLISHED_AT = new Date(NOW.getTime() - 15 * 60_000);
/** Each server starts on its own copy of the imported data, so a fixed name never meets an earlier run's. */
const run = 'prova';
const TITLE = `Prova e2e del back-office ${run}`;
const EDITED_TITLE = `Prova e2e del back-office ${run} modificata`;
const SLUG = `prova-e2e-del-back-office-${run}`;
const DESCRIPTION = 'Una news scritta dal test end-to-end del back-office.';
const BODY = 'Il corpo della news di prova, scritto nel editor.';

const staff = useStaffBrowser({ admin: ADMIN, now: NOW, name: run });
let newsId: string;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(screenshots, `backoffice-${name}.png`), fullPage: true });

async function publicPage(pathname: string) {
  const page = await staff.context.newPage();
  const response = await page.goto(`${staff.origin}${pathname}`);
  return { page, status: response?.status() };
}

async function rssFeed(): Promise<string> {
  const response = await staff.context.request.get(`${staff.origin}/rss/tutte.xml`, {
    headers: { 'cache-control': 'no-cache' },
  });
  expect(response.status()).toBe(200);
  return response.text();
}

const newsRow = (title: string) => staff.admin.getByRole('row').filter({ hasText: title });

beforeAll(async () => {
  await mkdir(screenshots, { recursive: true });
});

beforeEach(({ task, onTestFailed }) => {
  onTestFailed(async () => {
    const name = task.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
    await staff.admin?.screenshot({
      path: path.join(screenshots, `backoffice-failed-${name}.png`),
      fullPage: true,
    });
  });
});

describe('back-office news, from login to log out', () => {
  it('shows the "Area Riservata" login and signs the admin in', async () => {
    await staff.admin.goto(`${staff.origin}/backoffice`);
    await staff.admin.getByRole('heading', { name: 'Area Riservata' }).waitFor();
    await staff.admin.getByLabel('Email').fill(ADMIN.email);
    await staff.admin.getByLabel('Password').fill(ADMIN.password);
    await shot(staff.admin, '01-login');
    await staff.admin.getByRole('button', { name: 'Login' }).click();
    await staff.admin.getByRole('button', { name: 'Esci' }).waitFor();
    const topBar = staff.admin.locator('header').filter({ hasText: 'Area Riservata' });
    expect(await topBar.getByText(ADMIN.email, { exact: true }).isVisible()).toBe(true);
    await shot(staff.admin, '02-dashboard');
  });

  it('creates a news item with an uploaded image', async () => {
    await staff.admin
      .getByRole('navigation', { name: 'Back-office' })
      .getByRole('link', { name: 'News' })
      .click();
    await staff.admin.getByRole('heading', { name: 'News', exact: true }).waitFor();
    await staff.admin.getByRole('link', { name: 'Nuova news' }).click();
    await staff.admin.getByRole('heading', { name: 'Nuova news' }).waitFor();
    await staff.admin.getByLabel('Titolo', { exact: true }).fill(TITLE);
    await staff.admin.getByLabel('Titolo', { exact: true }).blur();
    expect(await staff.admin.getByLabel('Slug').inputValue()).toBe(SLUG);
    // A new article starts as a draft dated now (issue #13): published on purpose here.
    expect(await staff.admin.getByLabel('Stato', { exact: true }).inputValue()).toBe('draft');
    expect(await staff.admin.getByLabel('Data di pubblicazione').inputValue()).toMatch(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    );
    await staff.admin.getByLabel('Stato', { exact: true }).selectOption({ label: 'Pubblicato' });
    await staff.admin.getByLabel('Data di pubblicazione').fill(romeInput(PUBLISHED_AT));
    await staff.admin.getByLabel('Descrizione').fill(DESCRIPTION);
    await staff.admin.getByLabel('Sezione').fill('Back-office');
    await staff.admin.getByLabel('Immagine', { exact: true }).setInputFiles(await bannerPng());
    await staff.admin.getByRole('img', { name: 'Anteprima immagine' }).waitFor();
    await staff.admin.getByLabel("Testo alternativo dell'immagine").fill('Un banner rosso');
    await staff.admin.getByLabel('Credito').fill('Foto: Pallone');
    await staff.admin.getByRole('textbox', { name: 'Testo', exact: true }).fill(BODY);
    await shot(staff.admin, '03-news-form');
    await staff.admin.getByRole('button', { name: 'Salva' }).click();

    const status = savedStatus(staff.admin);
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toMatch(/^News #\d+ salvata\.$/);
    newsId = /#(\d+)/.exec((await status.textContent()) ?? '')?.[1] ?? '';
    await newsRow(TITLE).waitFor();
    expect(await newsRow(TITLE).getByRole('cell').first().textContent()).toBe(newsId);
    expect(await newsRow(TITLE).getByRole('cell').nth(2).textContent()).toBe('Pubblicato');
    await shot(staff.admin, '04-news-created');
  });

  it('stored the image: the edit form previews the re-encoded WebP, served by the server', async () => {
    await newsRow(TITLE).getByRole('link', { name: 'Modifica' }).click();
    await staff.admin.waitForURL(`**/backoffice/news/${newsId}`);
    await staff.admin.getByRole('heading', { name: `Modifica news #${newsId}` }).waitFor();
    const preview = staff.admin.getByRole('img', { name: 'Anteprima immagine' });
    expect(await preview.getAttribute('src')).toMatch(/^\/uploads\/news\/[0-9a-f-]{36}-320\.webp$/);
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(320);
    // Anteprima (decision 049): the unsaved title in the public article's layout; the story's versions below.
    await staff.admin.getByLabel('Titolo', { exact: true }).fill(`${TITLE} (non salvato)`);
    await staff.admin.getByRole('button', { name: 'Anteprima', exact: true }).click();
    const shown = staff.admin.getByRole('region', { name: "Anteprima dell'articolo" });
    await shown.getByRole('heading', { level: 1, name: `${TITLE} (non salvato)` }).waitFor();
    expect(await shown.getByText('Foto: Pallone').isVisible()).toBe(true);
    expect(
      await staff.admin.getByRole('link', { name: 'Apri la pagina pubblica' }).getAttribute('href'),
    ).toBe(`/news/${SLUG}`);
    await staff.admin.getByText('Traduzioni', { exact: true }).click();
    const versions = staff.admin.getByRole('region', { name: "Versioni dell'articolo" });
    await versions.getByText(`${TITLE}`, { exact: true }).waitFor();
    await versions.getByRole('button', { name: 'Crea la versione in inglese' }).waitFor();
    await shot(staff.admin, '04b-news-preview');
    await staff.admin.getByRole('button', { name: 'Annulla' }).click();
    await staff.admin.getByRole('heading', { name: 'News', exact: true }).waitFor();
  });

  it('publishes it: the public list, its page and the RSS feed show it', async () => {
    const { page: list } = await publicPage('/news');
    await list.getByRole('link', { name: TITLE }).click();
    await list.waitForURL(`**/news/${SLUG}`);
    await list.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    expect(await list.getByText(DESCRIPTION).isVisible()).toBe(true);
    expect(await list.getByText(BODY).isVisible()).toBe(true);
    await shot(list, '05-public-article');
    await list.close();

    const feed = await rssFeed();
    expect(feed).toContain(`<title>${TITLE}</title>`);
    expect(feed).toContain(`/news/${SLUG}</link>`);
    expect(feed).toContain(`<description>${DESCRIPTION}</description>`);
  });

  it('edits the title, and the public page shows the new one', async () => {
    await newsRow(TITLE).getByRole('link', { name: 'Modifica' }).click();
    const title = staff.admin.getByLabel('Titolo', { exact: true });
    expect(await title.inputValue()).toBe(TITLE);
    await title.fill(EDITED_TITLE);
    await shot(staff.admin, '06-news-edit');
    await staff.admin.getByRole('button', { name: 'Salva' }).click();
    await expect
      .poll(() => savedStatus(staff.admin).textContent(), { timeout: 15_000 })
      .toBe(`News #${newsId} salvata.`);
    await newsRow(EDITED_TITLE).waitFor();

    const { page: article } = await publicPage(`/news/${SLUG}`);
    await article.getByRole('heading', { level: 1, name: EDITED_TITLE }).waitFor();
    await article.close();
    expect(await rssFeed()).toContain(`<title>${EDITED_TITLE}</title>`);
  });

  it('at 375 px lists the news as cards (title, status, date, actions) and nothing scrolls sideways', async () => {
    await staff.admin.setViewportSize({ width: 375, height: 800 });
    try {
      const card = staff.admin.getByRole('listitem').filter({ hasText: EDITED_TITLE });
      await card.waitFor();
      expect(await staff.admin.getByRole('table').count()).toBe(0);
      expect(await card.getByText('Pubblicato', { exact: true }).isVisible()).toBe(true);
      expect(
        await card.getByRole('link', { name: `Modifica ${EDITED_TITLE}`, exact: true }).isVisible(),
      ).toBe(true);
      const widths = await staff.admin.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
      await shot(staff.admin, '07-news-phone');
    } finally {
      await staff.admin.setViewportSize({ width: 1280, height: 900 });
    }
    await newsRow(EDITED_TITLE).waitFor();
  });

  it('deletes it after confirmation: its page is a 404 and the list and feed no longer have it', async () => {
    await newsRow(EDITED_TITLE).getByRole('button', { name: 'Elimina' }).click();
    const dialog = staff.admin.getByRole('alertdialog');
    expect(await dialog.textContent()).toContain(`Eliminare la news "${EDITED_TITLE}"?`);
    await shot(staff.admin, '08-delete-confirm');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => newsRow(EDITED_TITLE).count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0);
    await shot(staff.admin, '09-news-deleted');

    const url = `${staff.origin}/news/${SLUG}`;
    staff.errors.expect404(url);
    const { page: gone, status } = await publicPage(`/news/${SLUG}`);
    expect(status).toBe(404);
    await gone.close();
    const { page: list } = await publicPage('/news');
    await list.getByRole('link').first().waitFor();
    expect(await list.getByRole('link', { name: TITLE }).count()).toBe(0);
    await list.close();
    const feed = await rssFeed();
    expect(feed).not.toContain(SLUG);
  });

  it('logs out to the login form, which stays after a reload', async () => {
    await staff.admin.getByRole('button', { name: 'Esci' }).click();
    await staff.admin.getByRole('heading', { name: 'Area Riservata' }).waitFor();
    expect(await staff.admin.evaluate(() => localStorage.getItem('jwt_token'))).toBeNull();
    await staff.admin.reload();
    await staff.admin.getByRole('heading', { name: 'Area Riservata' }).waitFor();
    expect(await staff.admin.getByRole('button', { name: 'Esci' }).count()).toBe(0);
    await shot(staff.admin, '10-logged-out');
  });

  it('logged no console error on any page it visited', () => {
    const found = staff.errors.list();
    const hint = found.some((error) => /\/assets\/.*status of 404/.test(error))
      ? 'built assets answered 404: was site/build rebuilt while the test ran?'
      : 'console errors';
    expect(found, hint).toEqual([]);
  });
});
