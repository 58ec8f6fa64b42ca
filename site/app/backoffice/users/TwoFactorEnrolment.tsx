import { useState } from 'react';
import { styled } from 'styled-components';
import { useTwoFactorEnrolment } from './useTwoFactorEnrolment.ts';
import { TWO_FACTOR_TEXTS as T } from './twoFactorTexts.ts';
import type { TotpEnabled } from '@pallone/core';

interface Props {
  /** A login's `enrol` challenge; without it the signed-in user enrols. */
  challenge?: string;
  /** After the recovery codes were shown and the user moved on. */
  onDone: (enabled: TotpEnabled) => void;
}

/** Turning TOTP on: the secret and otpauth link, a first code, then the ten recovery codes shown once. */
export function TwoFactorEnrolment({ challenge, onDone }: Props) {
  const { setup, enabled, failure, start, confirm } = useTwoFactorEnrolment(challenge);
  const [code, setCode] = useState('');
  if (enabled) {
    return (
      <Box>
        <p>{T.recoveryIntro}</p>
        <Codes aria-label="Codici di recupero">
          {enabled.recoveryCodes.map((recovery) => (
            <li key={recovery}>{recovery}</li>
          ))}
        </Codes>
        <button type="button" onClick={() => onDone(enabled)}>
          {T.continue}
        </button>
      </Box>
    );
  }
  if (!setup) {
    return (
      <Box>
        {failure && <p role="alert">{failure}</p>}
        <button type="button" onClick={() => void start()}>
          {T.setUp}
        </button>
      </Box>
    );
  }
  return (
    <Box
      as="form"
      onSubmit={(event) => {
        event.preventDefault();
        void confirm(code);
      }}
    >
      <p>{T.secretIntro}</p>
      <Secret data-testid="totp-secret">{setup.secret}</Secret>
      <a href={setup.otpauthUri}>{setup.otpauthUri}</a>
      <label htmlFor="totp-enrol-code">{T.codeLabel}</label>
      <input
        id="totp-enrol-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      {failure && <p role="alert">{failure}</p>}
      <button type="submit">{T.confirm}</button>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  a {
    word-break: break-all;
    font-size: 0.8rem;
  }
  [role='alert'] {
    color: #c0392b;
  }
`;

const Secret = styled.code`
  font-size: 1.05rem;
  letter-spacing: 0.08em;
  word-break: break-all;
`;

const Codes = styled.ul`
  columns: 2;
  font-family: monospace;
`;
