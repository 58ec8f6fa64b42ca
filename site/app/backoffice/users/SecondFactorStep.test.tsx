import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchMock, json, sent, stubStaffFetch } from '../testing/stubFetch.ts';
import { SecondFactorStep } from './SecondFactorStep.tsx';

stubStaffFetch();

const SESSION = { token: 'jwt.new', user: { id: 2, email: 'anna@pallone.test', role: 'editor' } };

describe('second login step', () => {
  it('sends the code with the challenge and hands over the session; a wrong code says so', async () => {
    fetchMock
      .mockResolvedValueOnce(
        json(401, { statusCode: 401, error: 'Unauthorized', message: 'Codice non valido' }),
      )
      .mockResolvedValueOnce(json(200, SESSION));
    const onSession = vi.fn();
    render(<SecondFactorStep challenge={{ twoFactor: 'code', challenge: 'ch.1' }} onSession={onSession} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Codice di verifica'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verifica' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Codice non valido');
    await user.clear(screen.getByLabelText('Codice di verifica'));
    await user.type(screen.getByLabelText('Codice di verifica'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verifica' }));
    await vi.waitFor(() => expect(onSession).toHaveBeenCalledWith(SESSION));
    expect(sent(1)).toMatchObject({
      url: '/api/v1/auth/login/code',
      data: { challenge: 'ch.1', code: '654321' },
    });
  });

  it('enrols when an admin requires it: secret, code, recovery codes, then the session', async () => {
    fetchMock
      .mockResolvedValueOnce(
        json(200, { secret: 'GEZDGNBVGY3TQOJQ', otpauthUri: 'otpauth://totp/Pallone:anna' }),
      )
      .mockResolvedValueOnce(json(200, { recoveryCodes: ['aaaaa-bbbbb', 'ccccc-ddddd'], session: SESSION }));
    const onSession = vi.fn();
    render(<SecondFactorStep challenge={{ twoFactor: 'enrol', challenge: 'ch.2' }} onSession={onSession} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Configura la verifica in due passaggi' }));
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('GEZDGNBVGY3TQOJQ');
    await user.type(screen.getByLabelText('Codice di verifica'), '287082');
    await user.click(screen.getByRole('button', { name: 'Attiva' }));
    expect(await screen.findByText('ccccc-ddddd')).toBeInTheDocument();
    expect(onSession).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    expect(onSession).toHaveBeenCalledWith(SESSION);
    expect(sent(1)).toMatchObject({
      url: '/api/v1/auth/totp/confirm',
      data: { code: '287082', challenge: 'ch.2' },
    });
  });
});
