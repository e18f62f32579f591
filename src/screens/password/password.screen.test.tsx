import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen } from '../../../tests/support/render-app';
import { PasswordScreen } from './password.screen';

describe('PasswordScreen', () => {
  it('says the password was changed and leads to log in', () => {
    renderScreen(<PasswordScreen />);
    expect(screen.getByRole('heading').textContent).toBe('Your password was changed');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('speaks Spanish', () => {
    renderScreen(<PasswordScreen />, { language: 'es' });
    expect(screen.getByRole('heading').textContent).toBe('Tu contraseña se ha cambiado');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeTruthy();
  });
});
