import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LABELS, type StaffRole, type StaffUserRow, type UserWithPassword } from '@pallone/core';
import { staffCall } from '../api.ts';
import { formatDateTime } from '../forms/dates.ts';
import { Button, ErrorText, Muted, Panel, Table } from '../ui.ts';
import { InviteForm } from './InviteForm.tsx';
import { ROLE_LABELS, ROLES } from './roleLabels.ts';
import { failureText } from './useTwoFactorEnrolment.ts';
import { usersQuery } from './usersQueries.ts';
import { TableHead } from '../TableHead.tsx';

/**
 * /backoffice/users (admins, decision 048): every user with role, state and two-factor; invite, change role,
 * deactivate or reactivate, reset the password (the one-time password shows once here: no email is sent), and
 * require two-factor login of all staff.
 */
export function UsersScreen({ selfId }: { selfId: number }) {
  const queryClient = useQueryClient();
  const loaded = useQuery(usersQuery());
  const [password, setPassword] = useState<UserWithPassword | null>(null);
  const write = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: (answer) => {
      if (answer && typeof answer === 'object' && 'password' in answer)
        setPassword(answer as UserWithPassword);
      return queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
  });
  const act = (run: Parameters<typeof staffCall>[0]) => {
    setPassword(null);
    write.mutate(() => staffCall(run));
  };
  const change = (user: StaffUserRow, body: { role?: StaffRole; active?: boolean }) =>
    act((client) => client.changeStaffUser(user.id, body));

  if (loaded.isPending) return <Muted>{LABELS.loading}</Muted>;
  if (loaded.isError) return <Muted role="alert">Utenti non disponibili.</Muted>;
  return (
    <Panel>
      <h1>Utenti</h1>
      <InviteForm onInvite={(email, role) => act((client) => client.inviteStaffUser({ email, role }))} />
      {write.isError && <ErrorText role="alert">{failureText(write.error)}</ErrorText>}
      {password && (
        <p role="status">
          Password temporanea di {password.user.email} (mostrata solo ora): <code>{password.password}</code>
        </p>
      )}
      <label>
        <input
          type="checkbox"
          checked={loaded.data.requireTwoFactor}
          onChange={(event) =>
            act((client) => client.setStaffSettings({ requireTwoFactor: event.target.checked }))
          }
        />{' '}
        Richiedi la verifica in due passaggi a tutto lo staff
      </label>
      <Table>
        <TableHead labels={['Email', 'Ruolo', 'Stato', '2FA', 'Ultimo accesso', 'Azioni']} />
        <tbody>
          {loaded.data.users.map((user) => (
            <tr key={user.id}>
              <td>{user.email}</td>
              <td>
                <select
                  aria-label={`Ruolo di ${user.email}`}
                  value={user.role}
                  disabled={user.id === selfId}
                  onChange={(event) => change(user, { role: event.target.value as StaffRole })}
                >
                  {ROLES.map((role) => (
                    <option key={role} value={role}>
                      {ROLE_LABELS[role]}
                    </option>
                  ))}
                </select>
              </td>
              <td>{user.active ? 'Attivo' : 'Disattivato'}</td>
              <td>{user.twoFactor ? 'Sì' : 'No'}</td>
              <td>{user.lastLoginAt ? formatDateTime(user.lastLoginAt) : '—'}</td>
              <td>
                {user.id !== selfId && (
                  <Button
                    type="button"
                    $variant={user.active ? 'danger' : 'plain'}
                    onClick={() => change(user, { active: !user.active })}
                  >
                    {user.active ? 'Disattiva' : 'Riattiva'}
                  </Button>
                )}
                <Button
                  type="button"
                  $variant="plain"
                  onClick={() => act((client) => client.resetStaffPassword(user.id))}
                >
                  Reimposta password
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Panel>
  );
}
