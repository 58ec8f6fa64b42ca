import { describe, expect, it, vi } from 'vitest';
import { JWT_STORAGE_KEY } from '@pallone/core';
import { SESSION_EXPIRED_EVENT, staffCall } from './api.ts';
import { fetchMock, json, stubStaffFetch } from './testing/stubFetch.ts';

stubStaffFetch();

describe('staff calls and the session', () => {
  it('on 401 clears jwt_token and announces the expired session', async () => {
    fetchMock.mockResolvedValue(
      json(401, { statusCode: 401, error: 'Unauthorized', message: 'Token expired' }),
    );
    const expired = vi.fn();
    globalThis.addEventListener(SESSION_EXPIRED_EVENT, expired);
    await expect(staffCall((client) => client.getStaffDashboard())).rejects.toMatchObject({ status: 401 });
    globalThis.removeEventListener(SESSION_EXPIRED_EVENT, expired);
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBeNull();
    expect(expired).toHaveBeenCalledOnce();
  });

  it('keeps the token on other failures (403, 400)', async () => {
    fetchMock.mockResolvedValue(json(403, { statusCode: 403, error: 'Forbidden', message: 'XSRF' }));
    await expect(staffCall((client) => client.deleteStaffRecord('guides', 1))).rejects.toMatchObject({
      status: 403,
    });
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBe('jwt.staff');
  });
});
