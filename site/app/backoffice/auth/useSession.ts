import { useCallback, useEffect, useState } from 'react';
import {
  clearToken,
  isUnauthorized,
  readToken,
  SESSION_EXPIRED_EVENT,
  SESSION_RESTORED_EVENT,
  verifyToken,
  type StaffUser,
} from '../api.ts';

export type Session =
  | { state: 'checking' }
  /** `expired`: the stored token was refused (401), so the login form says why. */
  | { state: 'signedOut'; expired: boolean }
  | { state: 'signedIn'; user: StaffUser }
  /** A staff call answered 401 while signed in: the login form shows over the page, which stays as it was. */
  | { state: 'expired'; user: StaffUser };

/**
 * SPEC §4 back-office session: on entry the stored token is checked (GET /auth/verifyToken); success signs in,
 * failure (or no token) shows the login form. A later staff call answering 401 (SESSION_EXPIRED_EVENT) makes the
 * session `expired`: logging in again (`restore`) returns to the same page with its unsaved edits, and
 * SESSION_RESTORED_EVENT lets the page redo the calls the 401 broke. Runs in the browser only, so the server
 * renders "checking".
 */
export function useSession(): {
  session: Session;
  logout: () => void;
  restore: (user: StaffUser) => void;
} {
  const [session, setSession] = useState<Session>({ state: 'checking' });

  useEffect(() => {
    let live = true;
    if (!readToken()) {
      setSession({ state: 'signedOut', expired: false });
      return;
    }
    verifyToken().then(
      ({ user }) => live && setSession({ state: 'signedIn', user }),
      (error: unknown) => live && setSession({ state: 'signedOut', expired: isUnauthorized(error) }),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const expire = () =>
      setSession((current) =>
        current.state === 'signedIn' || current.state === 'expired'
          ? { state: 'expired', user: current.user }
          : { state: 'signedOut', expired: true },
      );
    globalThis.addEventListener(SESSION_EXPIRED_EVENT, expire);
    return () => globalThis.removeEventListener(SESSION_EXPIRED_EVENT, expire);
  }, []);

  const logout = useCallback(() => {
    clearToken();
    setSession({ state: 'signedOut', expired: false });
  }, []);

  const restore = useCallback((user: StaffUser) => {
    setSession({ state: 'signedIn', user });
    globalThis.dispatchEvent(new Event(SESSION_RESTORED_EVENT));
  }, []);

  return { session, logout, restore };
}
