import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { waitFor } from 'xstate';
import { ApiError } from '../../domain/api-error';
import { aCompany, fakeSession, renderScreen } from '../../../tests/support/render-app';
import type { Environment } from '../../machines/environment';
import { simulatedEnvironment } from '../../machines/simulated-environment';
import { VerifyScreen } from './verify.screen';

const unverified = aCompany({ email: 'ada@example.com', has_verified_email: false, onboard_position: 0 });

async function unverifiedSession(fakes: Parameters<typeof fakeSession>[0] = {}) {
  const session = fakeSession({ loadCompany: () => Promise.resolve(unverified), ...fakes }, 'token-1');
  await waitFor(session, (snapshot) => snapshot.hasTag('unverified'));
  return session;
}

/** A session that has just signed up, so a code was sent a moment ago. */
async function freshSignup(fakes: Parameters<typeof fakeSession>[0] = {}, environment?: Environment) {
  const session = fakeSession(
    {
      signup: () => Promise.resolve({ token: 'token-1' }),
      loadCompany: () => Promise.resolve(unverified),
      ...fakes,
    },
    null,
    environment,
  );
  session.send({ type: 'session.signup', email: 'ada@example.com', password: 'Secret-Password1' });
  await waitFor(session, (snapshot) => snapshot.hasTag('unverified'));
  return session;
}

const codeInput = () => screen.getByLabelText(/^verification code/i);
const resendButton = () => screen.getByRole('button', { name: /send a new code/i });

afterEach(() => {
  vi.useRealTimers();
});

describe('VerifyScreen', () => {
  it('shows the address the code went to and a one-time-code input', async () => {
    renderScreen(<VerifyScreen />, { session: await unverifiedSession() });
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(codeInput().getAttribute('inputmode')).toBe('numeric');
    expect(codeInput().getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('sends the code typed, digits only', async () => {
    const verifyCode = vi.fn(() => new Promise<void>(() => {}));
    renderScreen(<VerifyScreen />, { session: await unverifiedSession({ verifyCode }) });
    fireEvent.change(codeInput(), { target: { value: '12 34-56' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(verifyCode).toHaveBeenCalledWith({ code: '123456' });
    expect(screen.getByRole('button', { name: 'Verify' }).getAttribute('aria-busy')).toBe('true');
  });

  it('stays busy while the verified account reloads, until the route moves on', async () => {
    let reload: (company: typeof unverified) => void = () => {};
    const loadCompany = vi
      .fn<() => Promise<typeof unverified>>()
      .mockResolvedValueOnce(unverified)
      .mockImplementationOnce(() => new Promise((resolve) => (reload = resolve)));
    const session = fakeSession({ loadCompany, verifyCode: () => Promise.resolve() }, 'token-1');
    await waitFor(session, (snapshot) => snapshot.hasTag('unverified'));
    renderScreen(<VerifyScreen />, { session });
    fireEvent.change(codeInput(), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(session, (snapshot) => snapshot.hasTag('reloading'));
    expect(screen.getByRole('button', { name: 'Verify' }).getAttribute('aria-busy')).toBe('true');
    reload({ ...unverified, has_verified_email: true });
    await waitFor(session, (snapshot) => snapshot.hasTag('onboarding'));
  });

  it('refuses a code that is not 6 digits without calling the API', async () => {
    const verifyCode = vi.fn(() => Promise.resolve());
    renderScreen(<VerifyScreen />, { session: await unverifiedSession({ verifyCode }) });
    fireEvent.change(codeInput(), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(codeInput().getAttribute('aria-invalid')).toBe('true');
    expect(verifyCode).not.toHaveBeenCalled();
  });

  it('shows the invalid-code text on CODE_INVALID', async () => {
    const verifyCode = () => Promise.reject(new ApiError('refused', 'no', { code: 'CODE_INVALID' }));
    renderScreen(<VerifyScreen />, { session: await unverifiedSession({ verifyCode }) });
    fireEvent.change(codeInput(), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The code is not valid, please double-check and try again');
  });

  it('counts down the resend cooldown after a code was sent, on the session’s clock', async () => {
    const environment = simulatedEnvironment();
    const resendCode = vi.fn(() => Promise.resolve());
    const session = await freshSignup({ resendCode }, environment);
    renderScreen(<VerifyScreen />, { session });
    expect(resendButton().textContent).toBe('Send a new code in 60 seconds');
    expect((resendButton() as HTMLButtonElement).disabled).toBe(true);
    act(() => environment.increment(15_000));
    expect(resendButton().textContent).toBe('Send a new code in 45 seconds');
    // The flow itself refuses a resend while the cooldown runs, whatever the screen offers.
    act(() => session.send({ type: 'session.resend' }));
    expect(resendCode).not.toHaveBeenCalled();
    act(() => environment.increment(45_000));
    expect(resendButton().textContent).toBe('Send a new code');
    expect((resendButton() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(resendButton());
    expect(resendCode).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Send a new code in 60 seconds')).toBeTruthy();
  });

  it('resends the code, says so in a success toast, and starts the cooldown again', async () => {
    const resendCode = vi.fn(() => Promise.resolve());
    const view = renderScreen(<VerifyScreen />, { session: await unverifiedSession({ resendCode }) });
    fireEvent.click(resendButton());
    expect(resendCode).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/^Send a new code in \d+ seconds$/)).toBeTruthy();
    expect(view.notices()).toEqual([
      { id: 'flash', content: 'The code has been sent to your email', themeColor: 'green' },
    ]);
  });

  it('tells when a new code may be asked for when resending is limited', async () => {
    const resendCode = () =>
      Promise.reject(new ApiError('rateLimited', 'wait', { code: 'RATE_LIMITED', retryAfter: 40 }));
    const view = renderScreen(<VerifyScreen />, { session: await unverifiedSession({ resendCode }) });
    fireEvent.click(resendButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Try again in 1 minute.');
    expect(view.notices()).toEqual([]);
  });

  it('logs out from the link', async () => {
    const logout = vi.fn(() => Promise.resolve());
    const session = await unverifiedSession({ logout });
    renderScreen(<VerifyScreen />, { session });
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(logout).toHaveBeenCalled();
  });

  it('speaks Spanish', async () => {
    renderScreen(<VerifyScreen />, { session: await unverifiedSession(), language: 'es' });
    expect(screen.getByRole('heading').textContent).toBe('Verifica tu correo electrónico');
    expect(screen.getByRole('button', { name: 'Enviar un código nuevo' })).toBeTruthy();
  });
});
