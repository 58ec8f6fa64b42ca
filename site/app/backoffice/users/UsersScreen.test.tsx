import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStaff } from '../testing/renderStaff.tsx';
import { fetchMock, json, sent, stubStaffFetch } from '../testing/stubFetch.ts';
import { UsersScreen } from './UsersScreen.tsx';

stubStaffFetch();

const ANNA = {
  id: 2,
  email: 'anna@pallone.test',
  role: 'editor',
  active: true,
  twoFactor: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastLoginAt: null,
};
const ME = { ...ANNA, id: 1, email: 'admin@pallone.test', role: 'admin', twoFactor: true };
const users = (requireTwoFactor = false) => json(200, { users: [ME, ANNA], requireTwoFactor });

function answerWith(write: (url: string) => Response) {
  fetchMock.mockImplementation((url, init) => Promise.resolve(init.method === 'GET' ? users() : write(url)));
}

// Typing under a loaded CI machine can take longer than the 5 s default.
describe('users screen', { timeout: 20_000 }, () => {
  it('lists users with role, state and two-factor, and shows a new user’s one-time password once', async () => {
    answerWith(() =>
      json(200, {
        user: { ...ANNA, id: 3, email: 'nuovo@pallone.test', role: 'author' },
        password: 'Temp-Password-24chars-xx',
      }),
    );
    renderStaff(<UsersScreen selfId={1} />);
    expect(await screen.findByText('anna@pallone.test')).toBeInTheDocument();
    expect(screen.getByLabelText('Ruolo di anna@pallone.test')).toHaveValue('editor');
    expect(screen.getByLabelText('Ruolo di admin@pallone.test')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Disattiva' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'nuovo@pallone.test');
    await user.selectOptions(screen.getByLabelText('Ruolo'), 'author');
    await user.click(screen.getByRole('button', { name: 'Invita' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password temporanea di nuovo@pallone.test (mostrata solo ora): Temp-Password-24chars-xx',
    );
    expect(sent(1)).toMatchObject({
      method: 'POST',
      url: '/api/v1/backoffice/users',
      data: { email: 'nuovo@pallone.test', role: 'author' },
    });
  });

  it('deactivates a user, changes a role and requires two-factor for everyone', async () => {
    answerWith((url) => json(200, url.endsWith('staffSettings') ? { requireTwoFactor: true } : ANNA));
    renderStaff(<UsersScreen selfId={1} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disattiva' }));
    await vi.waitFor(() =>
      expect(sent(1)).toMatchObject({ method: 'PATCH', url: '/api/v1/backoffice/users/2' }),
    );
    expect(sent(1).data).toEqual({ active: false });

    await user.selectOptions(screen.getByLabelText('Ruolo di anna@pallone.test'), 'author');
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init.body === JSON.stringify({ role: 'author' }))).toBe(
        true,
      ),
    );
    await user.click(screen.getByLabelText('Richiedi la verifica in due passaggi a tutto lo staff'));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/v1/backoffice/staffSettings')).toBe(true),
    );
  });

  it('says why a write failed', async () => {
    answerWith(() =>
      json(400, { statusCode: 400, error: 'Bad Request', message: 'A user with email x already exists' }),
    );
    renderStaff(<UsersScreen selfId={1} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'x@pallone.test');
    await user.click(screen.getByRole('button', { name: 'Invita' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A user with email x already exists');
  });
});
