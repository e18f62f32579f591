import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import { DashboardScreen } from './dashboard.screen';
import { aCompany, renderScreen } from '../../../tests/support/render-app';
import { fakeApi } from '../../../tests/support/fake-api';
import { sessionMachine } from '../../machines/session';
import { ApiError } from '../../domain/api-error';
import { DASHBOARD_ACTIVITY_SIZE } from '../../domain/dashboard';

function signedInSession() {
  const machine = sessionMachine.provide({
    actors: { loadCompany: fromPromise(async () => aCompany({ first_name: 'Grace' })) },
  });
  return createActor(machine, { input: { token: 't' } }).start();
}

type Counts = 'brands' | 'products' | 'campaigns' | 'wallet_balance' | 'campaigns_rejected';
type MonthCounts = 'content_to_review' | 'content_received' | 'spent_this_month';

const summary = (values: Partial<Record<Counts | MonthCounts, number>>) => ({
  DashboardSummary: {
    brands: 0,
    products: 0,
    campaigns: 0,
    wallet_balance: 0,
    campaigns_rejected: 0,
    content_to_review: 0,
    content_received: 0,
    spent_this_month: 0,
    ...values,
  },
});

const notice = (id: string, message: string, link: string | null, read = true) => ({
  id,
  code: null,
  params: [],
  message,
  subject: link ? 'deal' : null,
  subject_id: null,
  link,
  read,
  created_at: '2026-11-20T10:00:00Z',
});
const notices = (items: ReturnType<typeof notice>[]) => ({
  Notifications: { items, next_cursor: null, unread: items.filter((item) => !item.read).length },
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

  it('puts what needs the user first: content to review, campaigns to fix, the deals waiting', async () => {
    const api = fakeApi({
      DashboardSummary: () =>
        summary({ brands: 1, products: 1, campaigns: 3, content_to_review: 2, campaigns_rejected: 1 }),
      Notifications: () => notices([]),
      DashboardDeals: () => ({ Deals: { items: [], total: 0, awaiting_brand: 0 } }),
    });
    renderScreen(<DashboardScreen />, { api, session: signedInSession() });
    const needs = await screen.findByRole('region', { name: 'Needs you' });
    expect(await within(needs).findByText('2 pieces of content wait for your review')).toBeTruthy();
    expect(within(needs).getByRole('link', { name: 'Review content' }).getAttribute('href')).toBe(
      '/content?status=pending_approval',
    );
    expect(within(needs).getByText('1 campaign was rejected')).toBeTruthy();
    expect(within(needs).getByRole('link', { name: 'Fix and resubmit' }).getAttribute('href')).toBe(
      '/campaigns?tab=rejected',
    );
    expect(
      await within(needs).findByText('Nothing waits for you. Creators are working on your deals.'),
    ).toBeTruthy();
    // The story's order: needs, then recent activity, then the figures (on a phone too: one column).
    const activity = screen.getByRole('region', { name: 'Recent activity' });
    const figures = screen.getByRole('region', { name: 'Your figures' });
    expect(needs.compareDocumentPosition(activity) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(activity.compareDocumentPosition(figures) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the newest notices, each linking to its subject, and leads to all of them', async () => {
    const api = fakeApi({
      DashboardSummary: () => summary({ brands: 1, products: 1, campaigns: 1 }),
      Notifications: (variables) => {
        expect(variables).toMatchObject({ page_size: DASHBOARD_ACTIVITY_SIZE, before: null, unread: null });
        return notices([
          notice('n1', 'Ana Ruiz uploaded content', '/deal/d1', false),
          notice('n2', 'Staff note for you', null),
        ]);
      },
    });
    renderScreen(<DashboardScreen />, { api, session: signedInSession() });
    const activity = await screen.findByRole('region', { name: 'Recent activity' });
    const link = await within(activity).findByRole('link', { name: 'Ana Ruiz uploaded content' });
    expect(link.getAttribute('href')).toBe('/deal/d1');
    expect(within(activity).getByText('Staff note for you')).toBeTruthy();
    expect(within(activity).getByRole('link', { name: 'See all' }).getAttribute('href')).toBe(
      '/notifications',
    );
  });

  it("shows this month's spend and content received", async () => {
    const api = fakeApi({
      DashboardSummary: () =>
        summary({ brands: 1, products: 1, campaigns: 1, spent_this_month: 12_500, content_received: 4 }),
      Notifications: () => notices([]),
    });
    renderScreen(<DashboardScreen />, { api, session: signedInSession() });
    const month = await screen.findByRole('region', { name: 'Spent this month' });
    await waitFor(() => expect(month.textContent).toContain('$125.00'));
    expect(screen.getByRole('region', { name: 'Content received this month' }).textContent).toContain('4');
  });

  it('folds the set-up checklist to one line once every step is done', async () => {
    const api = fakeApi({
      DashboardSummary: () => summary({ brands: 1, products: 2, campaigns: 1 }),
      Notifications: () => notices([]),
    });
    renderScreen(<DashboardScreen />, { api, session: signedInSession() });
    expect(await screen.findByText('Set-up done: you have a brand, a product and a campaign.')).toBeTruthy();
    expect(screen.queryByText('3 of 3 done')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Get started with CreatorHub' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
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
