import { Outlet } from 'react-router';
import { LABELS } from '@pallone/core';
import { LoginForm } from '../backoffice/auth/LoginForm.tsx';
import { useSession } from '../backoffice/auth/useSession.ts';
import { BackofficeShell, Frame } from '../backoffice/layout/BackofficeShell.tsx';
import { Spinner } from '../backoffice/layout/Spinner.tsx';
import { backofficeMeta } from '../backoffice/meta.ts';

export const meta = () => backofficeMeta('Dashboard');

/** /backoffice/*: the token check ("Loading..."), then the login form or the back-office (SPEC §4). */
export default function Backoffice() {
  const { session, logout } = useSession();
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
          <LoginForm />
        </div>
      </Frame>
    );
  }
  return (
    <BackofficeShell email={session.user.email} onLogout={logout}>
      <Outlet />
    </BackofficeShell>
  );
}
