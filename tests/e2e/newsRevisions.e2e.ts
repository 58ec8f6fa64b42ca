/**
 * Issue #13's revisions and autosave in real Chromium against the real server (decision 054): an article saved
 * three times, its first revision restored from "Revisioni" (the form and the public page show the first text
 * again), and an unsaved edit offered back after a reload ("È stata trovata una bozza non salvata").
 * Needs `npm run build` first; run with `npm run test:e2e`.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserErrors } from './support/browserErrors.ts';
import { newStaffContext, startStaffServer, type StaffServer } from './support/staffServer.ts';
import { launchChromium } from './support/chromium.ts';
import type { ApiServer } from './support/startApiServer.ts';

const ADMIN = { email: 'admin.revisioni@pallone.test', password: 'una-password-lunga-revisioni' };
const NOW = new Date('2026-11-25T12:00:00Z');
const TITLE = 'Articolo con tre stesure';
const SLUG = 'articolo-con-tre-stesure';
const TEXTS = ['Testo della prima stesura.', 'Testo della seconda stesura.', 'Testo della terza stesura.'];

let api: ApiServer;
let server: StaffServer;
let browser: Browser;
let context: BrowserContext;
let errors: BrowserErrors;
let admin: Page;
let newsId = '';

/** NOW minus a quarter of an hour in Rome, as the date input holds it: published before the server's now. */
function recentRomeTime(): string {
  const format = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Rome',
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return format.format(new Date(NOW.getTime() - 15 * 60_000)).replace(' ', 'T');
}

const savedStatus = () => admin.getByRole('status').filter({ hasText: 'salvata' });
const body = () => admin.getByRole('textbox', { name: 'Testo', exact: true });

async function save(): Promise<string> {
  await admin.getByRole('button', { name: 'Salva' }).click();
  const status = savedStatus();
  await expect.poll(() => status.textContent(), { timeout: 15_000 }).toMatch(/^News #\d+ salvata\.$/);
  return /#(\d+)/.exec((await status.textContent()) ?? '')?.[1] ?? '';
}

async function openForm() {
  await admin.goto(`${api.origin}/backoffice/news/${newsId}`);
  await admin.getByRole('heading', { name: `Modifica news #${newsId}` }).waitFor();
}

beforeAll(async () => {
  server = await startStaffServer({ admin: ADMIN, now: NOW, name: 'revisioni' });
  api = server.api;
  browser = await launchChromium();
  ({ context, errors, page: admin } = await newStaffContext(browser, NOW));
}, 360_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('news revisions and autosave (decision 054)', () => {
  it('saves an article three times', async () => {
    await admin.goto(`${api.origin}/backoffice`);
    await admin.getByLabel('Email').fill(ADMIN.email);
    await admin.getByLabel('Password').fill(ADMIN.password);
    await admin.getByRole('button', { name: 'Login' }).click();
    await admin.getByRole('button', { name: 'Esci' }).waitFor();

    await admin.goto(`${api.origin}/backoffice/news/new`);
    await admin.getByRole('heading', { name: 'Nuova news' }).waitFor();
    await admin.getByLabel('Titolo', { exact: true }).fill(TITLE);
    await admin.getByLabel('Titolo', { exact: true }).blur();
    await admin.getByLabel('Stato', { exact: true }).selectOption({ label: 'Pubblicato' });
    await admin.getByLabel('Data di pubblicazione').fill(recentRomeTime());
    await admin.getByLabel('Descrizione').fill('Un articolo riscritto due volte.');
    await admin.getByLabel('Sezione').fill('Back-office');
    await body().fill(TEXTS[0] ?? '');
    newsId = await save();

    for (const text of TEXTS.slice(1)) {
      await openForm();
      await body().fill(text);
      await save();
    }
    const publicPage = await context.newPage();
    await publicPage.goto(`${api.origin}/news/${SLUG}`);
    await publicPage.getByText(TEXTS[2] ?? '').waitFor();
    await publicPage.close();
  });

  it('restores the first revision: the form and the public page show the first text again', async () => {
    await openForm();
    await admin.getByText('Revisioni', { exact: true }).click();
    const revisions = admin.getByRole('region', { name: "Revisioni dell'articolo" });
    await expect.poll(() => revisions.getByRole('listitem').count()).toBe(3);
    const first = revisions.getByRole('listitem').filter({ hasText: 'Creazione' });
    expect(await revisions.getByRole('listitem').first().textContent()).toMatch(/Modifica: .*Testo/);
    await first.getByRole('button', { name: 'Ripristina' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => body().textContent(), { timeout: 15_000 }).toBe(TEXTS[0]);

    const publicPage = await context.newPage();
    await publicPage.goto(`${api.origin}/news/${SLUG}`);
    await publicPage.getByText(TEXTS[0] ?? '').waitFor();
    expect(await publicPage.getByText(TEXTS[2] ?? '').count()).toBe(0);
    await publicPage.close();
  });

  it('offers an unsaved edit back after a reload', async () => {
    await openForm();
    await admin.getByLabel('Titolo', { exact: true }).fill(`${TITLE} (non salvato)`);
    await admin.clock.runFor(1500);
    await admin.reload();
    await admin.getByRole('heading', { name: `Modifica news #${newsId}` }).waitFor();
    const offer = admin.getByRole('region', { name: 'Bozza non salvata' });
    await offer.getByText(/È stata trovata una bozza non salvata/).waitFor();
    expect(await admin.getByLabel('Titolo', { exact: true }).inputValue()).toBe(TITLE);
    await offer.getByRole('button', { name: 'Ripristina' }).click();
    expect(await admin.getByLabel('Titolo', { exact: true }).inputValue()).toBe(`${TITLE} (non salvato)`);
    expect(errors.list()).toEqual([]);
  });
});
