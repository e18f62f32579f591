import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '../../domain/api-error';
import { descriptionOf } from '../../../tests/support/dom';
import { fakeApi } from '../../../tests/support/fake-api';
import { renderScreen } from '../../../tests/support/render-app';
import { ForgotScreen } from './forgot.screen';

function ask(email: string) {
  fireEvent.change(screen.getByLabelText(/^e-mail/i), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
}

const answered = () => ({ RequestResetPassword: { status: true, message: 'sent' } });

describe('ForgotScreen', () => {
  it('asks for a reset through the guest client, for a company', async () => {
    const guestApi = fakeApi({ RequestResetPassword: answered });
    const api = fakeApi();
    renderScreen(<ForgotScreen />, { guestApi, api });
    ask(' Ada@Example.com ');
    await screen.findByRole('heading', { name: 'Check your e-mail' });
    expect(guestApi.calls).toEqual([
      { operation: 'RequestResetPassword', variables: { email: 'ada@example.com' } },
    ]);
    expect(api.calls).toEqual([]);
  });

  it('says the same thing whatever the address, without naming it', async () => {
    renderScreen(<ForgotScreen />, { guestApi: fakeApi({ RequestResetPassword: answered }) });
    ask('nobody@example.com');
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(
      'If an account exists for this address, we have sent it a link to reset the password. The link works once, for 1 hour.',
    );
    expect(document.body.textContent).not.toContain('nobody@example.com');
  });

  it('refuses an invalid address without calling the API', () => {
    const guestApi = fakeApi({ RequestResetPassword: answered });
    renderScreen(<ForgotScreen />, { guestApi });
    ask('not-an-address');
    expect(descriptionOf(screen.getByLabelText(/^e-mail/i))).toBe('Enter a valid e-mail address');
    expect(guestApi.calls).toEqual([]);
  });

  it('says when to try again after too many requests', async () => {
    const guestApi = fakeApi({
      RequestResetPassword: () => {
        throw new ApiError('rateLimited', 'wait', { code: 'RATE_LIMITED', retryAfter: 1800 });
      },
    });
    renderScreen(<ForgotScreen />, { guestApi });
    ask('ada@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Try again in 30 minutes.',
    );
  });

  it('offers to start again with another address', async () => {
    renderScreen(<ForgotScreen />, { guestApi: fakeApi({ RequestResetPassword: answered }) });
    ask('ada@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Use another address' }));
    expect(screen.getByRole('button', { name: 'Send the link' })).toBeTruthy();
    expect((screen.getByLabelText(/^e-mail/i) as HTMLInputElement).value).toBe('');
  });

  it('speaks Spanish', () => {
    renderScreen(<ForgotScreen />, { language: 'es' });
    expect(screen.getByRole('heading').textContent).toBe('Restablece tu contraseña');
  });
});
