/**
 * Issue #13's revisions and autosave in real Chromium against the real server (decision 054): an article saved
 * three times, its first revision restored from "Revisioni" (the form and the public page show the first text
 * again), and an unsaved edit offered back after a reload ("È stata trovata una bozza non salvata").
 * Needs `npm run build` first; run with `npm run test:e2e`.
 */
import { describe, expect, it } from 'vitest';
import { romeInput, saveNews, signedIn, signIn } from './support/staffForms.ts';
import { useStaffBrowser } from './support/staffServer.ts';

const ADMIN = { email: 'admin.revisioni@pallone.test', password: 'una-password-lunga-revisioni' };
const NOW = new Date('2026-11-25T12:00:00Z');
/** A quarter of an hour before NOW: published before the server's now. */
const PUBLISHED_AT = new Date(NOW.getTime() - 15 * 60_000);
const TITLE = 'Articolo con tre stesure';
const SLUG = 'articolo-con-tre-stesure';
const TEXTS = ['Testo della prima stesura.', 'Testo della seconda stesura.', 'Testo della terza stesura.'];

const staff = useStaffBrowser({ admin: ADMIN, now: NOW, name: 'revisioni' });
let newsId = '';

const body = () => staff.admin.getByRole('textbox', { name: 'Testo', exact: true });

async function openForm() {
  await staff.admin.goto(`${staff.origin}/backoffice/news/${newsId}`);
  await staff.admin.getByRole('heading', { name: `Modifica news #${newsId}` }).waitFor();
}

describe('news revisions and autosave (decision 054)', () => {
  it('saves an article three times', async () => {
    await signIn(staff.admin, staff.origin, ADMIN);
    await signedIn(staff.admin);

    await staff.admin.goto(`${staff.origin}/backoffice/news/new`);
    await staff.admin.getByRole('heading', { name: 'Nuova news' }).waitFor();
    await staff.admin.getByLabel('Titolo', { exact: true }).fill(TITLE);
    await staff.admin.getByLabel('Titolo', { exact: true }).blur();
    await staff.admin.getByLabel('Stato', { exact: true }).selectOption({ label: 'Pubblicato' });
    await staff.admin.getByLabel('Data di pubblicazione').fill(romeInput(PUBLISHED_AT));
    await staff.admin.getByLabel('Descrizione').fill('Un articolo riscritto due volte.');
    await staff.admin.getByLabel('Sezione').fill('Back-office');
    await body().fill(TEXTS[0] ?? '');
    newsId = await saveNews(staff.admin);

    for (const text of TEXTS.slice(1)) {
      await openForm();
      await body().fill(text);
      await saveNews(staff.admin);
    }
    const publicPage = await staff.context.newPage();
    await publicPage.goto(`${staff.origin}/news/${SLUG}`);
    await publicPage.getByText(TEXTS[2] ?? '').waitFor();
    await publicPage.close();
  });

  it('restores the first revision: the form and the public page show the first text again', async () => {
    await openForm();
    await staff.admin.getByText('Revisioni', { exact: true }).click();
    const revisions = staff.admin.getByRole('region', { name: "Revisioni dell'articolo" });
    await expect.poll(() => revisions.getByRole('listitem').count()).toBe(3);
    const first = revisions.getByRole('listitem').filter({ hasText: 'Creazione' });
    expect(await revisions.getByRole('listitem').first().textContent()).toMatch(/Modifica: .*Testo/);
    await first.getByRole('button', { name: 'Ripristina' }).click();
    await staff.admin.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => body().textContent(), { timeout: 15_000 }).toBe(TEXTS[0]);

    const publicPage = await staff.context.newPage();
    await publicPage.goto(`${staff.origin}/news/${SLUG}`);
    await publicPage.getByText(TEXTS[0] ?? '').waitFor();
    expect(await publicPage.getByText(TEXTS[2] ?? '').count()).toBe(0);
    await publicPage.close();
  });

  it('offers an unsaved edit back after a reload', async () => {
    await openForm();
    await staff.admin.getByLabel('Titolo', { exact: true }).fill(`${TITLE} (non salvato)`);
    await staff.admin.clock.runFor(1500);
    await staff.admin.reload();
    await staff.admin.getByRole('heading', { name: `Modifica news #${newsId}` }).waitFor();
    const offer = staff.admin.getByRole('region', { name: 'Bozza non salvata' });
    await offer.getByText(/È stata trovata una bozza non salvata/).waitFor();
    expect(await staff.admin.getByLabel('Titolo', { exact: true }).inputValue()).toBe(TITLE);
    await offer.getByRole('button', { name: 'Ripristina' }).click();
    expect(await staff.admin.getByLabel('Titolo', { exact: true }).inputValue()).toBe(
      `${TITLE} (non salvato)`,
    );
    expect(staff.errors.list()).toEqual([]);
  });
});
