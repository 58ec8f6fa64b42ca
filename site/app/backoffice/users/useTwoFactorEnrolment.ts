import { useState } from 'react';
import type { TotpEnabled, TotpSetup } from '@pallone/core';
import { ApiRequestError } from '@pallone/core';
import { backofficeClient } from '../api.ts';
import { TWO_FACTOR_TEXTS } from './twoFactorTexts.ts';

export const failureText = (error: unknown) =>
  error instanceof ApiRequestError && error.body?.message ? error.body.message : TWO_FACTOR_TEXTS.failed;

/** TOTP enrolment in two calls (signed in, or with a login's challenge): the secret, then the recovery codes. */
export function useTwoFactorEnrolment(challenge?: string) {
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [enabled, setEnabled] = useState<TotpEnabled | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (call: () => Promise<void>) => {
    setFailure(null);
    try {
      await call();
    } catch (error) {
      setFailure(failureText(error));
    }
  };
  return {
    setup,
    enabled,
    failure,
    start: () => run(async () => setSetup(await backofficeClient().setUpTotp(challenge))),
    confirm: (code: string) =>
      run(async () => setEnabled(await backofficeClient().confirmTotp(code.trim(), challenge))),
  };
}
