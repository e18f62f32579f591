import { describe, expect, it } from 'vitest';
import { decide } from './guards';

describe('route guards', () => {
  it('sends a signed-in user away from the logged-out screens to where they belong', () => {
    expect(decide('loggedOutOnly', 'guest')).toEqual({ kind: 'render' });
    expect(decide('loggedOutOnly', 'ready')).toEqual({ kind: 'redirect', to: '/' });
    expect(decide('loggedOutOnly', 'unverified')).toEqual({ kind: 'redirect', to: '/verify' });
    expect(decide('loggedOutOnly', 'onboarding')).toEqual({ kind: 'redirect', to: '/about-you' });
  });

  it('lets only a signed-in, unverified user verify; others go to AboutYou or Login', () => {
    expect(decide('unverifiedOnly', 'unverified')).toEqual({ kind: 'render' });
    expect(decide('unverifiedOnly', 'guest')).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide('unverifiedOnly', 'onboarding')).toEqual({ kind: 'redirect', to: '/about-you' });
    expect(decide('unverifiedOnly', 'ready')).toEqual({ kind: 'redirect', to: '/about-you' });
  });

  it('needs a verified e-mail for AboutYou and sends a finished onboarding to the Dashboard', () => {
    expect(decide('incompleteOnboarding', 'onboarding')).toEqual({ kind: 'render' });
    expect(decide('incompleteOnboarding', 'unverified')).toEqual({ kind: 'redirect', to: '/verify' });
    expect(decide('incompleteOnboarding', 'ready')).toEqual({ kind: 'redirect', to: '/' });
    expect(decide('incompleteOnboarding', 'guest')).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('opens the authenticated layout only after login, verification and onboarding', () => {
    expect(decide('completeOnboarding', 'ready')).toEqual({ kind: 'render' });
    expect(decide('completeOnboarding', 'guest')).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide('completeOnboarding', 'unverified')).toEqual({ kind: 'redirect', to: '/verify' });
    expect(decide('completeOnboarding', 'onboarding')).toEqual({ kind: 'redirect', to: '/about-you' });
  });

  it('waits while the session loads, and always renders the unguarded routes', () => {
    expect(decide('completeOnboarding', 'pending')).toEqual({ kind: 'wait' });
    expect(decide('loggedOutOnly', 'unavailable')).toEqual({ kind: 'unavailable' });
    expect(decide('none', 'pending')).toEqual({ kind: 'render' });
    expect(decide('none', 'ready')).toEqual({ kind: 'render' });
  });

  it('lands a user who logged in where they were going, once the account is ready', () => {
    expect(decide('loggedOutOnly', 'ready', '/products?page=2')).toEqual({
      kind: 'redirect',
      to: '/products?page=2',
    });
    expect(decide('loggedOutOnly', 'unverified', '/products')).toEqual({ kind: 'redirect', to: '/verify' });
    expect(decide('loggedOutOnly', 'guest', '/products')).toEqual({ kind: 'render' });
  });
});
