import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen } from '../../../tests/support/render-app';
import { NotFoundScreen } from './not-found.screen';
import { NotFoundInAppScreen } from './not-found-in-app.screen';

describe('NotFoundScreen', () => {
  it('tells a visitor the page does not exist and leads to log in', () => {
    renderScreen(<NotFoundScreen />);
    expect(screen.getByRole('heading').textContent).toBe('Page not found');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('speaks Spanish', () => {
    renderScreen(<NotFoundScreen />, { language: 'es' });
    expect(screen.getByRole('heading').textContent).toBe('Página no encontrada');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/login');
  });
});

describe('NotFoundInAppScreen', () => {
  it('leads a signed-in user back to the dashboard', () => {
    renderScreen(<NotFoundInAppScreen />);
    expect(screen.getByRole('heading').textContent).toBe('Page not found');
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/');
  });
});
