import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { ApiError } from '../../domain/api-error';
import { aCompany, fakeSession, renderScreen } from '../../../tests/support/render-app';
import { ImpersonationScreen } from './impersonation.screen';

afterEach(() => {
  vi.useRealTimers();
});

describe('ImpersonationScreen', () => {
  it('exchanges the link once, shows the staff sign-in, and goes to the dashboard after the reload', async () => {
    vi.useFakeTimers();
    const impersonate = vi.fn(() => Promise.resolve({ token: 'staff-token' }));
    const loadCompany = vi.fn(() => Promise.resolve(aCompany({ impersonated: true })));
    const session = fakeSession({ impersonate, loadCompany });
    const view = renderScreen(<ImpersonationScreen token="link-9" />, {
      session,
      path: '/account/impersonate/link-9',
    });
    expect(screen.getByRole('heading').textContent).toBe('Signing you in as staff');
    expect(screen.getByRole('status').textContent).toBe('Signing you in as staff…');
    expect(impersonate).toHaveBeenCalledTimes(1);
    expect(impersonate).toHaveBeenCalledWith({ linkToken: 'link-9' });

    await act(async () => {
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(loadCompany).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(loadCompany).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot().context.token).toBe('staff-token');
    expect(view.location.history.at(-1)).toBe('/');
    expect(impersonate).toHaveBeenCalledTimes(1);
  });

  it('says plainly when the link was refused', async () => {
    const session = fakeSession({
      impersonate: () => Promise.reject(new ApiError('refused', 'used', { code: 'LINK_INVALID' })),
    });
    renderScreen(<ImpersonationScreen token="used-link" />, { session });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link is not valid or has already been used.',
    );
    expect(screen.getByRole('heading').textContent).toBe('This staff link does not work');
    expect(screen.getByRole('link', { name: 'Go to log in' }).getAttribute('href')).toBe('/login');
  });

  it('tells an expired link apart, in Spanish', async () => {
    const session = fakeSession({
      impersonate: () => Promise.reject(new ApiError('refused', 'expired', { code: 'LINK_EXPIRED' })),
    });
    renderScreen(<ImpersonationScreen token="old-link" />, { session, language: 'es' });
    expect((await screen.findByRole('alert')).textContent).toBe('Este enlace ha caducado. Pide uno nuevo.');
  });
});
