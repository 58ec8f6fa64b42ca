import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JWT_STORAGE_KEY } from '@pallone/core';
import { LoginForm } from './LoginForm.tsx';

type FetchArgs = [string, { method: string; headers: Record<string, string>; body: string }];

function answer(status: number, body: unknown) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const onLoggedIn = vi.fn();
  render(<LoginForm onLoggedIn={onLoggedIn} />);
  return {
    user: userEvent.setup(),
    onLoggedIn,
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
  };
}

describe('LoginForm "Area Riservata"', () => {
  it('shows the title, the two fields and the Login button', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Area Riservata' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('marks both empty fields "* Campo obbligatorio" without calling the server', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getAllByText('* Campo obbligatorio')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a malformed email with "Inserisci una email valida"', async () => {
    const { user, email, password } = setup();
    await user.type(email, 'admin@pallone');
    await user.type(password, 'secret{Enter}');
    expect(screen.getByText('Inserisci una email valida')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats a blank email as empty', async () => {
    const { user, email, password } = setup();
    await user.type(email, '   ');
    await user.type(password, 'secret{Enter}');
    expect(screen.getAllByText('* Campo obbligatorio')).toHaveLength(1);
  });

  it('clears the errors when a field is edited', async () => {
    const { user, email } = setup();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getAllByText('* Campo obbligatorio')).toHaveLength(2);
    await user.type(email, 'a');
    expect(screen.queryByText('* Campo obbligatorio')).toBeNull();
  });

  it('shows "Email o Password errate!" when the server refuses, and clears it on edit', async () => {
    fetchMock.mockReturnValue(
      answer(401, { statusCode: 401, error: 'Unauthorized', message: 'Email o Password errate!' }),
    );
    const { user, email, password, onLoggedIn } = setup();
    await user.type(email, 'admin@pallone.test');
    await user.type(password, 'wrong{Enter}');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Email o Password errate!');
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBeNull();
    await user.type(password, 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows "Email o Password errate!" when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user, email, password } = setup();
    await user.type(email, 'admin@pallone.test');
    await user.type(password, 'secret{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Email o Password errate!');
  });

  it('sends the trimmed email, keeps the token under jwt_token and reloads (Enter submits)', async () => {
    fetchMock.mockReturnValue(
      answer(200, { token: 'jwt.abc', user: { id: 1, email: 'admin@pallone.test' } }),
    );
    const { user, email, password, onLoggedIn } = setup();
    await user.type(email, '  admin@pallone.test  ');
    await user.type(password, ' pass word {Enter}');
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/auth/login');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({ email: 'admin@pallone.test', password: ' pass word ' });
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBe('jwt.abc');
  });
});
