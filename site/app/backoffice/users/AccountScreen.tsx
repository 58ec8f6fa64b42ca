import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LABELS } from '@pallone/core';
import { staffCall } from '../api.ts';
import { Button, ErrorText, Muted, Panel } from '../ui.ts';
import { TwoFactorEnrolment } from './TwoFactorEnrolment.tsx';
import { ROLE_LABELS } from './roleLabels.ts';
import { TWO_FACTOR_TEXTS as T } from './twoFactorTexts.ts';
import { failureText } from './useTwoFactorEnrolment.ts';
import { accountQuery, usersKeys } from './usersQueries.ts';

/** /backoffice/users/me: the signed-in user's role, and turning two-factor login on or off. */
export function AccountScreen() {
  const queryClient = useQueryClient();
  const loaded = useQuery(accountQuery());
  const [code, setCode] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: usersKeys.account() });
  const disable = useMutation({
    mutationFn: () => staffCall((client) => client.disableTotp(code.trim())),
    onSuccess: refresh,
  });
  if (loaded.isPending) return <Muted>{LABELS.loading}</Muted>;
  if (loaded.isError) return <Muted role="alert">Account non disponibile.</Muted>;
  const { user, twoFactor } = loaded.data;
  return (
    <Panel>
      <h1>Il mio account</h1>
      <p>
        {user.email} · {ROLE_LABELS[user.role]}
      </p>
      <h2>Verifica in due passaggi: {twoFactor ? 'attiva' : 'non attiva'}</h2>
      {twoFactor ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            disable.mutate();
          }}
        >
          <label htmlFor="disable-code">{T.codeLabel}</label>{' '}
          <input id="disable-code" value={code} onChange={(event) => setCode(event.target.value)} />{' '}
          <Button type="submit" $variant="danger">
            Disattiva
          </Button>
          {disable.isError && <ErrorText role="alert">{failureText(disable.error)}</ErrorText>}
        </form>
      ) : (
        <TwoFactorEnrolment onDone={() => void refresh()} />
      )}
    </Panel>
  );
}
