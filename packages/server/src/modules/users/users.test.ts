/**
 * The admin's users screen: invite with a one-time password, change role, deactivate (login and held tokens are
 * refused), reset the password (the old one and old tokens stop working), each change in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffTestApp, sessionFrom, STAFF, type StaffTestApp } from '../backoffice/staffTestApp.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp({ now: () => NOW });
});
afterAll(() => t.close());

/** POST /backoffice/users: invite a user with a role (the answer has the user and their one-time password). */
const invite = (email: string, role: string) =>
  t.staff({ method: 'POST', url: '/api/v1/backoffice/users', payload: { email, role } });

async function loginAs(email: string, password: string) {
  return sessionFrom(await t.login(email, password));
}

describe('users admin', () => {
  it('invites a user who logs in with the one-time password and the given role', async () => {
    const invited = await invite(' Nuova@Pallone.test ', 'author');
    expect(invited.statusCode).toBe(200);
    const { user, password } = invited.json();
    expect(user).toMatchObject({
      email: 'nuova@pallone.test',
      role: 'author',
      active: true,
      twoFactor: false,
    });
    expect(password).toHaveLength(24);
    const login = await t.login('nuova@pallone.test', password);
    expect(login.json().user.role).toBe('author');

    const again = await invite('nuova@pallone.test', 'editor');
    expect(again.statusCode).toBe(400);
    const badRole = await invite('x@pallone.test', 'owner');
    expect(badRole.statusCode).toBe(400);
  });

  it('refuses a deactivated user’s login and the token they already hold, until reactivated', async () => {
    const { user, password } = (await invite('via@pallone.test', 'editor')).json();
    const held = await loginAs('via@pallone.test', password);
    const dashboard = { method: 'GET' as const, url: '/api/v1/backoffice/dashboard' };
    expect((await t.staff(dashboard, held)).statusCode).toBe(200);

    const off = await t.staff({
      method: 'PATCH',
      url: `/api/v1/backoffice/users/${user.id}`,
      payload: { active: false },
    });
    expect(off.json()).toMatchObject({ active: false });
    expect((await t.staff(dashboard, held)).statusCode).toBe(401);
    const refused = await t.login('via@pallone.test', password);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Email o Password errate!');

    await t.staff({
      method: 'PATCH',
      url: `/api/v1/backoffice/users/${user.id}`,
      payload: { active: true, role: 'author' },
    });
    expect((await t.login('via@pallone.test', password)).json().user.role).toBe('author');
  });

  it('resets a password: the old one and the old tokens stop working, the new one logs in', async () => {
    const { user, password } = (await invite('reset@pallone.test', 'editor')).json();
    const held = await loginAs('reset@pallone.test', password);
    const reset = await t.staff({ method: 'POST', url: `/api/v1/backoffice/users/${user.id}/resetPassword` });
    const fresh = reset.json().password as string;
    expect(fresh).not.toBe(password);
    expect((await t.staff({ method: 'GET', url: '/api/v1/backoffice/dashboard' }, held)).statusCode).toBe(
      401,
    );
    expect((await t.login('reset@pallone.test', password)).statusCode).toBe(401);
    expect((await t.login('reset@pallone.test', fresh)).statusCode).toBe(200);
  });

  it('keeps an admin from locking themselves out and names who changed what in the audit log', async () => {
    const users = (await t.staff({ method: 'GET', url: '/api/v1/backoffice/users' })).json().users;
    const me = users.find((user: { email: string }) => user.email === STAFF.email);
    const self = await t.staff({
      method: 'PATCH',
      url: `/api/v1/backoffice/users/${me.id}`,
      payload: { role: 'author' },
    });
    expect(self.statusCode).toBe(400);
    const missing = await t.staff({
      method: 'PATCH',
      url: '/api/v1/backoffice/users/99999',
      payload: { active: false },
    });
    expect(missing.statusCode).toBe(404);

    const changes = (await t.staff({ method: 'GET', url: '/api/v1/backoffice/dashboard' })).json()
      .recentChanges;
    expect(changes).toContainEqual(
      expect.objectContaining({
        userEmail: STAFF.email,
        entity: 'user',
        summary: 'reset@pallone.test: password reset',
      }),
    );
    expect(changes).toContainEqual(
      expect.objectContaining({
        userEmail: STAFF.email,
        entity: 'user',
        summary: 'via@pallone.test: deactivated',
      }),
    );
  });
});
