import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { JWT_STORAGE_KEY } from '@pallone/core';
import Backoffice from './backoffice.tsx';
import BackofficeNews from './backoffice.news.tsx';
import BackofficeNewsItem from './backoffice.news.$id.tsx';
import { fillNewsFormAndSave } from '../backoffice/testing/fillNewsForm.ts';

type Init = { method: string; headers: Record<string, string>; body?: string | FormData };

const USER = { id: 1, email: 'editor@pallone.test' };
const NEWS = {
  id: 8,
  title: 'Inter-Torino 5-0',
  pallonecomSlug: 'inter-torino-5-0',
  language: 'it',
  category: 'generali',
  publishedAt: '2025-08-25T21:00:00.000Z',
};
const answer = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

/**
 * The server: `jwt.old` passes the token check but its staff calls answer 401 once `expired` is set; `refused`
 * fails the token check too. Logging in gives `jwt.new`.
 */
let expired = false;
let refused = false;
const calls: { url: string; method: string; authorization?: string }[] = [];

function server(url: string, init: Init) {
  const authorization = init.headers.Authorization;
  calls.push({ url, method: init.method, authorization });
  if (url === '/api/v1/auth/login') return answer(200, { token: 'jwt.new', user: USER });
  if (url === '/api/v1/auth/verifyToken' && !refused) return answer(200, { user: USER });
  if (authorization === 'Bearer jwt.old' && (expired || refused))
    return answer(401, { statusCode: 401, error: 'Unauthorized', message: 'Token expired' });
  if (url === '/api/v1/backoffice/news/getPaginated')
    return answer(200, { items: [NEWS], total: 1, page: 1, pageSize: 20 });
  if (url.startsWith('/api/v1/backoffice/') || url.startsWith('/api/v1/competitions')) return answer(200, []);
  return answer(404, { statusCode: 404, error: 'Not Found', message: 'Not Found' });
}

beforeEach(() => {
  expired = false;
  refused = false;
  calls.length = 0;
  vi.stubGlobal('fetch', vi.fn(server));
  localStorage.setItem(JWT_STORAGE_KEY, 'jwt.old');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderAt(path: string) {
  const Stub = createRoutesStub([
    {
      path: '/backoffice',
      Component: Backoffice,
      children: [
        { path: 'news', Component: BackofficeNews },
        { path: 'news/:id', Component: BackofficeNewsItem },
      ],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return userEvent.setup();
}

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), USER.email);
  await user.type(screen.getByLabelText('Password'), 'una password lunga');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('back-office session expiry', () => {
  it('a 401 on save shows "Sessione scaduta, accedi di nuovo."; after logging in the form is back as it was', async () => {
    const user = renderAt('/backoffice/news/new');
    const title = await screen.findByLabelText<HTMLInputElement>('Titolo');
    await user.type(title, 'Bozza non ancora salvata');
    expired = true;
    await fillNewsFormAndSave(user, {
      description: 'x',
      section: 'x',
      publishedAt: '25/08/2025 21:00',
      body: 'x',
    });

    expect((await screen.findByRole('status')).textContent).toBe('Sessione scaduta, accedi di nuovo.');
    expect(screen.getByRole('heading', { name: 'Area Riservata' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Nuova news' })).toBeNull();
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBeNull();

    await logIn(user);
    expect(await screen.findByRole('heading', { name: 'Nuova news' })).toBeInTheDocument();
    expect(screen.getByLabelText<HTMLInputElement>('Titolo').value).toBe('Bozza non ancora salvata');
    expect(screen.queryByRole('heading', { name: 'Area Riservata' })).toBeNull();
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBe('jwt.new');
  });

  it('a list that failed with 401 loads again once the editor has logged in', async () => {
    expired = true;
    const user = renderAt('/backoffice/news');
    await screen.findByRole('heading', { name: 'Area Riservata' });
    expect(screen.getByRole('status').textContent).toBe('Sessione scaduta, accedi di nuovo.');
    await logIn(user);
    expect(await screen.findByText('Inter-Torino 5-0')).toBeInTheDocument();
    const lists = calls.filter((call) => call.url === '/api/v1/backoffice/news/getPaginated');
    expect(lists.at(-1)?.authorization).toBe('Bearer jwt.new');
  });

  it('a stored token the check refuses shows the login form with the expiry message', async () => {
    refused = true;
    renderAt('/backoffice/news');
    await screen.findByRole('heading', { name: 'Area Riservata' });
    expect(screen.getByRole('status').textContent).toBe('Sessione scaduta, accedi di nuovo.');
  });

  it('logging out shows the login form without the expiry message', async () => {
    const user = renderAt('/backoffice/news');
    await user.click(await screen.findByRole('button', { name: 'Esci' }));
    expect(screen.getByRole('heading', { name: 'Area Riservata' })).toBeInTheDocument();
    expect(screen.queryByText('Sessione scaduta, accedi di nuovo.')).toBeNull();
  });
});
