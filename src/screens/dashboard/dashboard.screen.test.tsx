import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import { DashboardScreen } from './dashboard.screen';
import { aCompany, renderScreen } from '../../../tests/support/render-app';
import { fakeApi } from '../../../tests/support/fake-api';
import { sessionMachine } from '../../machines/session';
import { ApiError } from '../../domain/api-error';

function signedInSession() {
  const machine = sessionMachine.provide({
    actors: { loadCompany: fromPromise(async () => aCompany({ first_name: 'Grace' })) },
  });
  return createActor(machine, { input: { token: 't' } }).start();
}

const summary = (
  values: Partial<Record<'brands' | 'products' | 'campaigns' | 'wallet_balance', number>>,
) => ({
  DashboardSummary: { brands: 0, products: 0, campaigns: 0, wallet_balance: 0, ...values },
});

describe('DashboardScreen', () => {
  it('greets the user by first name and shows the balance and counts', async () => {
    const api = fakeApi({
      DashboardSummary: () => summary({ brands: 2, products: 5, wallet_balance: 123456 }),
    });
    renderScreen(<DashboardScreen />, { api, session: signedInSession() });
    expect(await screen.findByRole('heading', { level: 1, name: /Grace/ })).toBeTruthy();
    expect(await screen.findByText('$1,234.56')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Brands' }).textContent).toContain('2');
    expect(screen.getByRole('region', { name: 'Products' }).textContent).toContain('5');
  });

  it('leads a new account to create a brand first, then a product, then a campaign', async () => {
    const api = fakeApi({ DashboardSummary: () => summary({ brands: 1 }) });
    renderScreen(<DashboardScreen />, { api, session: signedInSession() });
    expect(await screen.findByText('1 of 3 done')).toBeTruthy();
    const next = screen.getByRole('link', { name: 'Add a product' });
    expect(next.getAttribute('href')).toBe('/products?new=1');
    expect(screen.queryByRole('link', { name: 'Create a brand' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Create a campaign' }).getAttribute('href')).toBe(
      '/campaign/creation/type',
    );
  });

  it('lists the active campaigns with places to fill, each one click from its discovery', async () => {
    const row = (id: string, name: string, deals: number, deals_hired: number) => ({
      id,
      name,
      kind: 'ugc_image',
      status: 'active',
      deals,
      deals_hired,
      spent: 0,
      created_at: '2026-11-01T00:00:00Z',
      brand: { id: 'b1', name: 'Lumen' },
      products: [],
    });
    const api = fakeApi({
      DashboardSummary: () => summary({ campaigns: 2 }),
      Campaigns: (variables) => {
        expect(variables).toMatchObject({ tab: 'active', page: 1 });
        return {
          Campaigns: {
            total: 2,
            page: 1,
            page_size: 20,
            tabs: [],
            items: [row('k1', 'Spring glow', 3, 1), row('k2', 'Full house', 2, 2)],
          },
        };
      },
    });
    renderScreen(<DashboardScreen />, { api, session: signedInSession() });
    const find = await screen.findByRole('link', { name: 'Find creators for Spring glow' });
    expect(find.getAttribute('href')).toBe('/campaign/k1/creators-discovery');
    expect(screen.getByText('Spring glow · 2 of 3 places left')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Find creators for Full house' })).toBeNull();
  });

  it('formats the balance in Spanish', async () => {
    const api = fakeApi({ DashboardSummary: () => summary({ wallet_balance: 123456 }) });
    renderScreen(<DashboardScreen />, { api, session: signedInSession(), language: 'es' });
    expect(await screen.findByText(/1234,56\s*US\$|1\.234,56\s*US\$/)).toBeTruthy();
  });

  it('offers a retry when the summary cannot be loaded', async () => {
    let fail = true;
    const api = fakeApi({
      DashboardSummary: () => {
        if (fail) throw new ApiError('network', 'offline');
        return summary({ brands: 3 });
      },
    });
    renderScreen(<DashboardScreen />, { api, session: signedInSession() });
    fail = false;
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Manage brands')).toBeTruthy();
  });
});
