import { Outlet } from 'react-router';
import { LABELS } from '@pallone/core';
import { SESSION_EXPIRED_MESSAGE } from '../backoffice/api.ts';
import { LoginForm } from '../backoffice/auth/LoginForm.tsx';
import { useSession } from '../backoffice/auth/useSession.ts';
import { BackofficeShell, Frame } from '../backoffice/layout/BackofficeShell.tsx';
import { Spinner } from '../backoffice/layout/Spinner.tsx';
import { backofficeMeta } from '../backoffice/meta.ts';
import { StaffQueryProvider } from '../backoffice/query/StaffQueryProvider.tsx';

export const meta = () => backofficeMeta('Dashboard');

/**
 * /backoffice/*: the token check ("Loading..."), then the login form or the back-office (SPEC §4). When a staff
 * call answers 401 the login form says the session expired; the page stays mounted (hidden) underneath, so after
 * logging in again the editor is back where they were, unsaved edits included. The back-office's queries live in
 * their own QueryClient (StaffQueryProvider).
 */
export default function Backoffice() {
  return (
    <StaffQueryProvider>
      <BackofficeSession />
    </StaffQueryProvider>
  );
}

function BackofficeSession() {
  const { session, logout, restore } = useSession();
  if (session.state === 'checking') {
    return (
      <Frame>
        <Spinner label={LABELS.backofficeLoading} />
      </Frame>
    );
  }
  if (session.state === 'signedOut') {
    return (
      <Frame>
        <div style={{ flex: 1 }}>
          <LoginForm notice={session.expired ? SESSION_EXPIRED_MESSAGE : undefined} />
        </div>
      </Frame>
    );
  }
  const expired = session.state === 'expired';
  return (
    <>
      <div hidden={expired}>
        <BackofficeShell email={session.user.email} role={session.user.role} onLogout={logout}>
          <Outlet />
        </BackofficeShell>
      </div>
      {expired && (
        <Frame>
          <div style={{ flex: 1 }}>
            <LoginForm notice={SESSION_EXPIRED_MESSAGE} onLoggedIn={restore} />
          </div>
        </Frame>
      )}
    </>
  );
}
