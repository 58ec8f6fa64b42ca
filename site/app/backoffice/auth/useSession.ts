import { useCallback, useEffect, useState } from 'react';
import { clearToken, readToken, SESSION_EXPIRED_EVENT, verifyToken, type StaffUser } from '../api.ts';

export type Session = { state: 'checking' } | { state: 'signedOut' } | { state: 'signedIn'; user: StaffUser };

/**
 * SPEC §4 back-office session: on entry the stored token is checked (GET /auth/verifyToken); success signs in,
 * failure (or no token) shows the login form, and so does any later staff call answering 401 (SESSION_EXPIRED_EVENT).
 * Runs in the browser only, so the server renders "checking".
 */
export function useSession(): { session: Session; logout: () => void } {
  const [session, setSession] = useState<Session>({ state: 'checking' });

  useEffect(() => {
    let live = true;
    if (!readToken()) {
      setSession({ state: 'signedOut' });
      return;
    }
    verifyToken().then(
      ({ user }) => live && setSession({ state: 'signedIn', user }),
      () => live && setSession({ state: 'signedOut' }),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const expire = () => setSession({ state: 'signedOut' });
    globalThis.addEventListener(SESSION_EXPIRED_EVENT, expire);
    return () => globalThis.removeEventListener(SESSION_EXPIRED_EVENT, expire);
  }, []);

  const logout = useCallback(() => {
    clearToken();
    setSession({ state: 'signedOut' });
  }, []);

  return { session, logout };
}
