import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { waitFor } from 'xstate';
import { ApiError } from '../../domain/api-error';
import { descriptionOf } from '../../../tests/support/dom';
import { aCompany, fakeSession, renderScreen } from '../../../tests/support/render-app';
import { LoginScreen } from './login.screen';

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/^e-mail/i), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^password/i), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginScreen', () => {
  it('sends the checked credentials to the session', async () => {
    const login = vi.fn(() => Promise.resolve({ token: 't1' }));
    const session = fakeSession({ login, loadCompany: () => Promise.resolve(aCompany()) });
    renderScreen(<LoginScreen />, { session });
    fill('  Ada@Example.com ', 'Secret-Password1');
    expect(login).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'ada@example.com', password: 'Secret-Password1' }),
    );
  });

  it('shows the invalid-credentials refusal', async () => {
    const session = fakeSession({
      login: () => Promise.reject(new ApiError('refused', 'no', { code: 'INVALID_CREDENTIALS' })),
    });
    renderScreen(<LoginScreen />, { session });
    fill('ada@example.com', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The e-mail or password is not correct.',
    );
  });

  it('says when to try again after too many attempts', async () => {
    const session = fakeSession({
      login: () =>
        Promise.reject(new ApiError('rateLimited', 'slow', { code: 'RATE_LIMITED', retryAfter: 600 })),
    });
    renderScreen(<LoginScreen />, { session });
    fill('ada@example.com', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many attempts. Try again in 10 minutes.',
    );
  });

  it('marks empty fields, focuses the first, and sends nothing', () => {
    const login = vi.fn(() => Promise.resolve({ token: 't1' }));
    renderScreen(<LoginScreen />, { session: fakeSession({ login }) });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const emailInput = screen.getByLabelText(/^e-mail/i);
    expect(emailInput.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(emailInput)).toBe('This field is required');
    expect(document.activeElement).toBe(emailInput);
    expect(login).not.toHaveBeenCalled();
  });

  it('shows the button busy while logging in', () => {
    renderScreen(<LoginScreen />, { session: fakeSession({}) });
    fill('ada@example.com', 'Secret-Password1');
    expect(screen.getByRole('button', { name: 'Log in' }).getAttribute('aria-busy')).toBe('true');
  });

  it('does not show a failure it did not cause (an earlier sign-up refusal)', async () => {
    const session = fakeSession({
      signup: () => Promise.reject(new ApiError('refused', 'taken', { code: 'EMAIL_TAKEN' })),
    });
    session.send({ type: 'session.signup', email: 'ada@example.com', password: 'Secret-Password1' });
    await waitFor(session, (snapshot) => snapshot.context.error !== null);
    renderScreen(<LoginScreen />, { session });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks Spanish', () => {
    renderScreen(<LoginScreen />, { language: 'es' });
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' }).tagName).toBe('H1');
    expect(screen.getByRole('link', { name: 'Crea una cuenta' }).getAttribute('href')).toBe('/signup');
  });
});
