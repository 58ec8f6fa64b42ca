import { useQuery } from '@tanstack/react-query';
import { LABELS } from '@pallone/core';
import { backofficeMeta } from '../backoffice/meta.ts';
import { Muted } from '../backoffice/ui.ts';
import { UsersScreen } from '../backoffice/users/UsersScreen.tsx';
import { accountQuery } from '../backoffice/users/usersQueries.ts';

export const meta = () => backofficeMeta('Utenti');

/** /backoffice/users: the admin's users screen (the API answers 403 to anyone else). */
export default function BackofficeUsers() {
  const account = useQuery(accountQuery());
  if (!account.data) return <Muted>{LABELS.loading}</Muted>;
  if (account.data.user.role !== 'admin')
    return <Muted role="alert">Solo gli amministratori gestiscono gli utenti.</Muted>;
  return <UsersScreen selfId={account.data.user.id} />;
}
