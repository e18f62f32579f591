import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '../../domain/api-error';
import { descriptionOf } from '../../../tests/support/dom';
import { fakeSession, renderScreen } from '../../../tests/support/render-app';
import { SignupScreen } from './signup.screen';

function fill(values: { email: string; password: string; confirmation: string }, submit = 'Sign up') {
  fireEvent.change(screen.getByLabelText(/^e-mail/i), { target: { value: values.email } });
  fireEvent.change(screen.getByLabelText(/^password/i), { target: { value: values.password } });
  fireEvent.change(screen.getByLabelText(/^confirm password/i), { target: { value: values.confirmation } });
  fireEvent.click(screen.getByRole('button', { name: submit }));
}

describe('SignupScreen', () => {
  it('states the password rule under the password, not under its confirmation', () => {
    renderScreen(<SignupScreen />, { session: fakeSession({}) });
    expect(descriptionOf(screen.getByLabelText(/^password/i))).toBe(
      '10 to 30 characters, with at least one capital letter',
    );
    expect(descriptionOf(screen.getByLabelText(/^confirm password/i))).toBe('');
  });

  it('refuses a password without a capital letter before calling the API', () => {
    const signup = vi.fn(() => Promise.resolve({ token: 't' }));
    renderScreen(<SignupScreen />, { session: fakeSession({ signup }) });
    fill({ email: 'ada@example.com', password: 'lowercase-only1', confirmation: 'lowercase-only1' });
    const password = screen.getByLabelText(/^password/i);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(password)).toBe('Include at least one capital letter');
    expect(document.activeElement).toBe(password);
    expect(signup).not.toHaveBeenCalled();
  });

  it('refuses a password shorter than 10 characters', () => {
    const signup = vi.fn(() => Promise.resolve({ token: 't' }));
    renderScreen(<SignupScreen />, { session: fakeSession({ signup }) });
    fill({ email: 'ada@example.com', password: 'Short1', confirmation: 'Short1' });
    expect(descriptionOf(screen.getByLabelText(/^password/i))).toBe('Use 10 to 30 characters');
    expect(signup).not.toHaveBeenCalled();
  });

  it('refuses a confirmation that does not match', () => {
    const signup = vi.fn(() => Promise.resolve({ token: 't' }));
    renderScreen(<SignupScreen />, { session: fakeSession({ signup }) });
    fill({ email: 'ada@example.com', password: 'Secret-Password1', confirmation: 'Secret-Password2' });
    expect(descriptionOf(screen.getByLabelText(/^confirm password/i))).toBe('The passwords do not match');
    expect(signup).not.toHaveBeenCalled();
  });

  it('sends the e-mail and password (not the confirmation) to session.signup', () => {
    const signup = vi.fn(() => new Promise<{ token: string }>(() => {}));
    renderScreen(<SignupScreen />, { session: fakeSession({ signup }) });
    fill({ email: 'Ada@Example.com', password: 'Secret-Password1', confirmation: 'Secret-Password1' });
    expect(signup).toHaveBeenCalledWith({
      type: 'session.signup',
      email: 'ada@example.com',
      password: 'Secret-Password1',
    });
    expect(screen.getByRole('button', { name: 'Sign up' }).getAttribute('aria-busy')).toBe('true');
  });

  it('shows a taken address beside the e-mail field, once', async () => {
    const taken = new ApiError('refused', 'taken', {
      code: 'EMAIL_TAKEN',
      fields: { email: { code: 'emailTaken' } },
    });
    renderScreen(<SignupScreen />, { session: fakeSession({ signup: () => Promise.reject(taken) }) });
    fill({ email: 'ada@example.com', password: 'Secret-Password1', confirmation: 'Secret-Password1' });
    expect(await screen.findByText('An account with this e-mail already exists')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks Spanish, validation included', () => {
    renderScreen(<SignupScreen />, { language: 'es' });
    fireEvent.click(screen.getByRole('button', { name: 'Registrarse' }));
    expect(descriptionOf(screen.getByLabelText(/^correo electrónico/i))).toBe('Este campo es obligatorio');
  });
});
