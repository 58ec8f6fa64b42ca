import { backofficeMeta } from '../backoffice/meta.ts';
import { AccountScreen } from '../backoffice/users/AccountScreen.tsx';

export const meta = () => backofficeMeta('Il mio account');

/** /backoffice/users/me: the signed-in user's account and two-factor login. */
export default function BackofficeAccount() {
  return <AccountScreen />;
}
