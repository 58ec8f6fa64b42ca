import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import type { LoginChallenge } from '@pallone/core';
import type { StaffSession } from '@pallone/core';
import { backofficeClient } from '../api.ts';
import { TwoFactorEnrolment } from './TwoFactorEnrolment.tsx';
import { TWO_FACTOR_TEXTS as T } from './twoFactorTexts.ts';
import { failureText } from './useTwoFactorEnrolment.ts';

interface Props {
  challenge: LoginChallenge;
  onSession: (session: StaffSession) => void;
}

/** The login's second step (decision 048): a TOTP or recovery code, or enrolling when an admin requires it. */
export function SecondFactorStep({ challenge, onSession }: Props) {
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      onSession(await backofficeClient().loginWithCode(challenge.challenge, code.trim()));
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  }

  if (challenge.twoFactor === 'enrol') {
    return (
      <Card as="div">
        <p>{T.enrolIntro}</p>
        <TwoFactorEnrolment
          challenge={challenge.challenge}
          onDone={({ session }) => {
            if (session) onSession(session);
          }}
        />
      </Card>
    );
  }
  return (
    <Card onSubmit={submit} noValidate>
      <label htmlFor="login-code">{T.codeLabel}</label>
      <input
        id="login-code"
        autoComplete="one-time-code"
        value={code}
        aria-describedby="login-code-hint"
        onChange={(event) => {
          setCode(event.target.value);
          setFailure(null);
        }}
      />
      <small id="login-code-hint">{T.codeHint}</small>
      {failure && <p role="alert">{failure}</p>}
      <button type="submit" disabled={busy || code.trim() === ''}>
        {T.verify}
      </button>
    </Card>
  );
}

const Card = styled.form`
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: min(360px, 92vw);
  padding: 28px;
  border-radius: 8px;
  background: #fff;
  color: #222;
  [role='alert'] {
    color: #c0392b;
  }
`;
