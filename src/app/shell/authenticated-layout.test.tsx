import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AuthenticatedLayout } from './authenticated-layout';
import { renderScreen } from '../../../tests/support/render-app';
import { SIDEBAR_STORAGE_KEY } from '../../domain/constants';
import { isActive, ALL_NAV_ITEMS } from './nav';
import { businessHours } from './business-hours';

describe('AuthenticatedLayout', () => {
  it('remembers the collapsed sidebar in local storage', () => {
    renderScreen(<AuthenticatedLayout>page</AuthenticatedLayout>);
    fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('collapsed');
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeTruthy();
  });

  it('starts collapsed when the choice was remembered', () => {
    localStorage.setItem(SIDEBAR_STORAGE_KEY, 'collapsed');
    renderScreen(<AuthenticatedLayout>page</AuthenticatedLayout>);
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeTruthy();
  });

  it('opens the navigation drawer, closes it on Escape, and on choosing a page', async () => {
    const { location } = renderScreen(<AuthenticatedLayout>page</AuthenticatedLayout>);
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Main navigation' });
    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Products' }));
    expect(location.history?.at(-1)).toBe('/products');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers the language switch and log-out in the user menu', async () => {
    const { session } = renderScreen(<AuthenticatedLayout>page</AuthenticatedLayout>);
    const send = vi.spyOn(session, 'send');
    const trigger = screen.getAllByRole('button', { name: /Account menu/ })[0]!;
    fireEvent.click(trigger);
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: 'English' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(within(menu).getByRole('menuitemradio', { name: 'Español' })).toBeTruthy();
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(trigger);
    await act(async () =>
      fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Log out' })),
    );
    expect(send).toHaveBeenCalledWith({ type: 'session.logout' });
  });

  it('shows the footer links and the support hours', () => {
    renderScreen(<AuthenticatedLayout>page</AuthenticatedLayout>);
    for (const name of [
      'Blog',
      'Academy',
      'FAQ',
      'Support',
      'Privacy policy',
      'Terms of service',
      'Instagram',
    ]) {
      expect(screen.getByRole('link', { name })).toBeTruthy();
    }
    expect(screen.getByText('9:00 AM – 7:00 PM')).toBeTruthy();
    expect(screen.getByText('10:00 AM – 2:00 PM')).toBeTruthy();
  });
});

describe('the navigation', () => {
  it('marks the item of the current page, including pages below it', () => {
    const active = (path: string) =>
      ALL_NAV_ITEMS.filter((item) => isActive(item, path)).map((item) => item.key);
    expect(active('/')).toEqual(['dashboard']);
    expect(active('/product/p1')).toEqual(['products']);
    expect(active('/campaign/creation/settings')).toEqual(['campaignCreation']);
    expect(active('/campaign/c1/product/p1')).toEqual(['campaignListing']);
    expect(active('/deal/d1')).toEqual(['dealListing']);
    expect(active('/account/billing')).toEqual(['billing']);
  });

  it('writes the support hours as each language does', () => {
    expect(businessHours('es-ES').weekdays).toEqual({ from: '9:00', to: '19:00' });
  });
});
