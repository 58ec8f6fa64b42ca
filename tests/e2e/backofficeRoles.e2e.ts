/**
 * Issue #13 in real Chromium against the real server: staff roles and two-factor login as an admin and an author
 * live them, and a picture placed inside an article body.
 * - The admin invites an author (the one-time password shows once), turns on TOTP from "Il mio account" with the
 *   secret the screen shows (codes computed here with RFC 6238 against the server's clock, read from the JWT),
 *   logs out, is refused a wrong code, gets in with the right one, and later with a recovery code (once only).
 * - The author sees only News, saves a draft, is refused publishing (the server's 403 shown in the form), and the
 *   draft stays off the public site.
 * - A picture uploaded from the editor is re-encoded and shows in the public article with its alt text.
 * Needs `npm run build` first; run with `npm run test:e2e`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { base32Decode, totpAt } from '../../packages/server/src/modules/auth/totp.ts';
import { bannerPng } from './support/bannerImage.ts';
import { signedIn, signIn } from './support/staffForms.ts';
import { serverClock, useStaffBrowser } from './support/staffServer.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ADMIN = { email: 'admin.ruoli@pallone.test', password: 'una-password-lunga-ruoli' };
const AUTHOR_EMAIL = 'autrice.ruoli@pallone.test';
const NOW = new Date('2026-11-25T12:00:00Z');
const DRAFT_TITLE = 'Bozza di prova dell’autrice';
const PICTURE_TITLE = 'Articolo con una foto nel testo';
const PICTURE_SLUG = 'articolo-con-una-foto-nel-testo';

const staff = useStaffBrowser({ admin: ADMIN, now: NOW, name: 'roles' });
let author: Page | undefined;
let authorPassword = '';
let totpSecret = '';
let recoveryCodes: string[] = [];
/** The server's clock (PALLONE_NOW moves on), from the token it signed at the admin's login. */
let serverNow: () => Date = () => NOW;

const api1 = (pathname: string) => `${staff.origin}/api/v1${pathname}`;

const menu = (page: Page) => page.getByRole('navigation', { name: 'Back-office' });

async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Codice di verifica').fill(code);
  await page.getByRole('button', { name: 'Verifica' }).click();
}

beforeEach(({ task, onTestFailed }) => {
  onTestFailed(async () => {
    const name = task.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
    await author?.screenshot({
      path: path.join(root, `artifacts/screenshots/roles-failed-author-${name}.png`),
      fullPage: true,
    });
    await staff.admin?.screenshot({
      path: path.join(root, `artifacts/screenshots/roles-failed-${name}.png`),
      fullPage: true,
    });
  });
});

describe('back-office roles and two-factor login', () => {
  it('the admin invites an author, who is given a one-time password', async () => {
    await signIn(staff.admin, staff.origin, ADMIN);
    await signedIn(staff.admin);
    serverNow = await serverClock(staff.admin);
    await menu(staff.admin).getByRole('link', { name: 'Utenti' }).click();
    await staff.admin.getByRole('heading', { name: 'Utenti' }).waitFor();
    await staff.admin.getByLabel('Email', { exact: true }).fill(AUTHOR_EMAIL);
    await staff.admin.getByLabel('Ruolo', { exact: true }).selectOption({ label: 'Autore' });
    await staff.admin.getByRole('button', { name: 'Invita' }).click();
    const shown = staff.admin
      .getByRole('status')
      .filter({ hasText: `Password temporanea di ${AUTHOR_EMAIL}` });
    authorPassword = (await shown.locator('code').textContent()) ?? '';
    expect(authorPassword.length).toBeGreaterThanOrEqual(12);
    const row = staff.admin.getByRole('row').filter({ hasText: AUTHOR_EMAIL });
    expect(await row.getByLabel(`Ruolo di ${AUTHOR_EMAIL}`).inputValue()).toBe('author');
    expect(await row.getByRole('cell', { name: 'Attivo', exact: true }).isVisible()).toBe(true);
  });

  it('the admin turns on TOTP with the secret shown and keeps the recovery codes', async () => {
    await menu(staff.admin).getByRole('link', { name: 'Il mio account' }).click();
    await staff.admin.getByRole('heading', { name: 'Verifica in due passaggi: non attiva' }).waitFor();
    await staff.admin.getByRole('button', { name: 'Configura la verifica in due passaggi' }).click();
    totpSecret = ((await staff.admin.getByTestId('totp-secret').textContent()) ?? '').trim();
    expect(totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    await staff.admin.getByLabel('Codice di verifica').fill(totpAt(base32Decode(totpSecret), serverNow()));
    await staff.admin.getByRole('button', { name: 'Attiva' }).click();
    const codes = staff.admin.getByRole('list', { name: 'Codici di recupero' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
    expect(recoveryCodes[0]).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    await staff.admin.getByRole('button', { name: 'Continua' }).click();
    await staff.admin.getByRole('heading', { name: 'Verifica in due passaggi: attiva' }).waitFor();
  });

  it('after logging out, the admin needs the code: a wrong one is refused, the right one lets them in', async () => {
    await staff.admin.getByRole('button', { name: 'Esci' }).click();
    await signIn(staff.admin, staff.origin, ADMIN);
    await staff.admin.getByLabel('Codice di verifica').waitFor();
    staff.errors.expectStatus(api1('/auth/login/code'), 401);
    staff.errors.expectStatus(api1('/auth/login/code'), 400);
    await enterCode(staff.admin, '000000');
    await staff.admin.getByRole('alert').filter({ hasText: 'Codice non valido' }).waitFor();
    // The next 30-second step: the enrolment used the current one, and a step is accepted once.
    const next = new Date(serverNow().getTime() + 30_000);
    await enterCode(staff.admin, totpAt(base32Decode(totpSecret), next));
    await signedIn(staff.admin);
    await staff.admin.getByRole('button', { name: 'Esci' }).click();
  });

  it('a recovery code lets the admin in once, and not twice', async () => {
    const [first = '', second = ''] = recoveryCodes;
    await signIn(staff.admin, staff.origin, ADMIN);
    await enterCode(staff.admin, first);
    await signedIn(staff.admin);
    await staff.admin.getByRole('button', { name: 'Esci' }).click();
    await signIn(staff.admin, staff.origin, ADMIN);
    await enterCode(staff.admin, first);
    await staff.admin.getByRole('alert').filter({ hasText: 'Codice non valido' }).waitFor();
    await enterCode(staff.admin, second.toUpperCase());
    await signedIn(staff.admin);
    expect(staff.errors.list()).toEqual([]);
  });

  it('the author sees only News, saves a draft, and is refused publishing it', async () => {
    const { context, errors, page } = await staff.newContext();
    author = page;
    await signIn(page, staff.origin, { email: AUTHOR_EMAIL, password: authorPassword });
    await signedIn(page);
    const links = await menu(page).getByRole('link').allTextContents();
    expect(links.some((text) => text.includes('News'))).toBe(true);
    for (const hidden of ['Utenti', 'Guide', 'Squadre', 'Bonus bookmaker']) {
      expect(links.some((text) => text.includes(hidden))).toBe(false);
    }
    await menu(page).getByRole('link', { name: 'News' }).click();
    await page.getByRole('link', { name: 'Nuova news' }).click();
    await page.getByLabel('Titolo', { exact: true }).fill(DRAFT_TITLE);
    await page.getByLabel('Titolo', { exact: true }).blur();
    const draftSlug = await page.getByLabel('Slug').inputValue();
    expect(draftSlug).toMatch(/^bozza-di-prova-dell/);
    await page.getByLabel('Descrizione').fill('Una bozza scritta da un’autrice.');
    await page.getByRole('textbox', { name: 'Testo', exact: true }).fill('Il testo della bozza.');
    await page.getByRole('button', { name: 'Salva' }).click();
    const saved = page.getByRole('status').filter({ hasText: 'salvata' });
    await expect.poll(() => saved.textContent(), { timeout: 15_000 }).toMatch(/^News #\d+ salvata\.$/);
    const draftId = /#(\d+)/.exec((await saved.textContent()) ?? '')?.[1] ?? '';
    const row = page.getByRole('row').filter({ hasText: DRAFT_TITLE });
    await row.getByRole('link', { name: 'Modifica' }).click();
    await page.getByRole('heading', { name: `Modifica news #${draftId}` }).waitFor();
    await expect.poll(() => page.getByLabel('Titolo', { exact: true }).inputValue()).toBe(DRAFT_TITLE);
    await page.getByLabel('Stato', { exact: true }).selectOption({ label: 'Pubblicato' });
    expect(await page.getByLabel('Stato', { exact: true }).inputValue()).toBe('published');
    errors.expectStatus(api1('/news'), 403);
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByRole('alert').filter({ hasText: 'Authors save drafts: an editor publishes' }).waitFor();
    const visitor = await context.newPage();
    const url = `${staff.origin}/news/${draftSlug}`;
    errors.expect404(url);
    expect((await visitor.goto(url))?.status()).toBe(404);
    expect(errors.list()).toEqual([]);
    await context.close();
  });

  it('a picture uploaded into the body shows in the public article with its alt text', async () => {
    await menu(staff.admin).getByRole('link', { name: 'News' }).click();
    await staff.admin.getByRole('link', { name: 'Nuova news' }).click();
    await staff.admin.getByLabel('Titolo', { exact: true }).fill(PICTURE_TITLE);
    await staff.admin.getByLabel('Titolo', { exact: true }).blur();
    await staff.admin.getByLabel('Stato', { exact: true }).selectOption({ label: 'Pubblicato' });
    await staff.admin.getByLabel('Descrizione').fill('Un articolo con una foto nel testo.');
    const body = staff.admin.getByRole('textbox', { name: 'Testo', exact: true });
    await body.fill('Il campo prima della partita.');
    staff.admin.once(
      'dialog',
      (dialog) => void dialog.accept('Il campo verde con il cerchio di centrocampo'),
    );
    const chooser = staff.admin.waitForEvent('filechooser');
    await staff.admin.getByRole('button', { name: 'Inserisci immagine nel testo' }).click();
    await (await chooser).setFiles(await bannerPng());
    const inEditor = body.getByRole('img', { name: 'Il campo verde con il cerchio di centrocampo' });
    await inEditor.waitFor();
    expect(await inEditor.getAttribute('src')).toMatch(/^\/uploads\/news\/[0-9a-f-]{36}-960\.webp$/);
    await staff.admin.getByRole('button', { name: 'Salva' }).click();
    const saved = staff.admin.getByRole('status').filter({ hasText: 'salvata' });
    await expect.poll(() => saved.textContent(), { timeout: 15_000 }).toMatch(/^News #\d+ salvata\.$/);

    const visitor = await staff.context.newPage();
    await visitor.goto(`${staff.origin}/news/${PICTURE_SLUG}`);
    const picture = visitor.getByRole('img', { name: 'Il campo verde con il cerchio di centrocampo' });
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await picture.getAttribute('srcset')).toMatch(/-480\.webp 480w, .*-960\.webp 800w$/);
    expect(await picture.getAttribute('width')).toBe('800');
    expect(staff.errors.list()).toEqual([]);
    await visitor.close();
  });
});
