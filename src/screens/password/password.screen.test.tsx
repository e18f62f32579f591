import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen } from '../../../tests/support/render-app';
import { PASSWORD_CHANGED_STATE } from '../shared/password-changed';
import { PasswordScreen } from './password.screen';

/** The browser's history entry, as the new-password screen leaves it after a reset. */
const arriveAfterReset = () => window.history.replaceState(PASSWORD_CHANGED_STATE, '');

describe('PasswordScreen', () => {
  afterEach(() => window.history.replaceState(null, ''));

  it('says the password was changed right after a reset, and leads to log in', () => {
    arriveAfterReset();
    renderScreen(<PasswordScreen />);
    expect(screen.getByRole('heading').textContent).toBe('Your password was changed');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: 'Choose a new password' })).toBeNull();
  });

  it('claims nothing when opened directly: it offers to log in or to choose a new password', () => {
    renderScreen(<PasswordScreen />);
    expect(screen.getByRole('heading').textContent).toBe('Your password');
    expect(screen.queryByText('Your password was changed')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Choose a new password' }).getAttribute('href')).toBe('/forgot');
  });

  it('speaks Spanish', () => {
    arriveAfterReset();
    renderScreen(<PasswordScreen />, { language: 'es' });
    expect(screen.getByRole('heading').textContent).toBe('Tu contraseña se ha cambiado');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeTruthy();
  });
});
