import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { ApiRequestError, ERROR_MESSAGES, LABELS } from '@pallone/core';
import { login, storeToken, type StaffUser } from '../api.ts';
import { validateLogin, type LoginErrors } from './validateLogin.ts';
import type { LoginChallenge } from '@pallone/core';
import { SecondFactorStep } from '../users/SecondFactorStep.tsx';
import { LoginField } from './LoginField.tsx';

interface Props {
  /** After a successful login; the page reloads by default (SPEC §4). */
  onLoggedIn?: (user: StaffUser) => void;
  /** Why the form shows, e.g. "Sessione scaduta, accedi di nuovo.". */
  notice?: string;
}

const reload = () => window.location.reload();

/** The form's two inputs, in order. */
const LOGIN_FIELDS = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
] as const;

/** SPEC §2 "Area Riservata": email, password, Login; Enter submits; SPEC §5 rules and §8 texts. */
export function LoginForm({ onLoggedIn = reload, notice }: Props) {
  const [credentials, setCredentials] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);

  const clearErrors = () => {
    setErrors({});
    setFailure(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { email, password } = credentials;
    const found = validateLogin(email, password);
    setErrors(found);
    setFailure(null);
    if (found.email || found.password) return;
    setBusy(true);
    try {
      const answer = await login(email.trim(), password);
      if ('challenge' in answer) return setChallenge(answer);
      storeToken(answer.token);
      onLoggedIn(answer.user);
    } catch (error) {
      const tooMany = error instanceof ApiRequestError && error.status === 429;
      setFailure(tooMany && error.body?.message ? error.body.message : ERROR_MESSAGES.loginFailed);
    } finally {
      setBusy(false);
    }
  }

  if (challenge) {
    const onSession = ({ token, user }: { token: string; user: StaffUser }) => {
      storeToken(token);
      onLoggedIn(user);
    };
    return (
      <Page>
        <SecondFactorStep challenge={challenge} onSession={onSession} />
      </Page>
    );
  }

  return (
    <Page>
      <Card onSubmit={submit} noValidate aria-labelledby="login-title">
        <h1 id="login-title">{LABELS.reservedArea}</h1>
        {notice && <Notice role="status">{notice}</Notice>}
        {LOGIN_FIELDS.map((field) => (
          <LoginField
            key={field.name}
            id={`login-${field.name}`}
            label={field.label}
            type={field.type}
            autoComplete={field.autoComplete}
            value={credentials[field.name]}
            error={errors[field.name]}
            onChange={(value) => {
              setCredentials((current) => ({ ...current, [field.name]: value }));
              clearErrors();
            }}
          />
        ))}
        {failure && <Failure role="alert">{failure}</Failure>}
        <button type="submit" disabled={busy}>
          {LABELS.login}
        </button>
      </Card>
    </Page>
  );
}

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  background: #1b1e24;
`;

const Card = styled.form`
  display: flex;
  flex-direction: column;
  gap: 6px;
  width: min(360px, 92vw);
  padding: 28px;
  border-radius: 8px;
  background: #fff;
  color: #222;
  h1 {
    margin: 0 0 12px;
    font-size: 1.4rem;
    text-align: center;
  }
  label {
    font-weight: 600;
    margin-top: 8px;
  }
  input {
    padding: 8px 10px;
    border: 1px solid #bbb;
    border-radius: 4px;
    font: inherit;
  }
  input[aria-invalid='true'] {
    border-color: #c0392b;
  }
  button {
    margin-top: 16px;
    padding: 10px;
    border: 0;
    border-radius: 4px;
    background: #0d2b1c;
    color: #fff;
    font-weight: 700;
    cursor: pointer;
  }
`;

const Notice = styled.p`
  margin: 0 0 8px;
  padding: 8px 10px;
  border-radius: 4px;
  background: #fff4e5;
  color: #8a4b00;
  text-align: center;
`;

const Failure = styled.p`
  margin: 8px 0 0;
  color: #c0392b;
  text-align: center;
`;
