/** Steps of the back-office forms the browser tests share: signing in, dates as the form holds them, saving news. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { StaffAccount } from './staffServer.ts';

/** Opens the back-office login ("Area Riservata") and submits an account's email and password. */
export async function signIn(page: Page, origin: string, account: StaffAccount): Promise<void> {
  await page.goto(`${origin}/backoffice`);
  await page.getByRole('heading', { name: 'Area Riservata' }).waitFor();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Resolves once the page shows a signed-in back-office (its "Esci" button). */
export const signedIn = (page: Page) => page.getByRole('button', { name: 'Esci' }).waitFor();

/** An instant as a datetime-local input in Rome holds it. */
export function romeInput(instant: Date): string {
  const format = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Rome',
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return format.format(instant).replace(' ', 'T');
}

/** The news form's "… salvata" status line. */
export const savedStatus = (page: Page) => page.getByRole('status').filter({ hasText: 'salvata' });

/** Saves the open news form and gives the saved article's id. */
export async function saveNews(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Salva' }).click();
  const status = savedStatus(page);
  await expect.poll(() => status.textContent(), { timeout: 15_000 }).toMatch(/^News #\d+ salvata\.$/);
  return /#(\d+)/.exec((await status.textContent()) ?? '')?.[1] ?? '';
}
