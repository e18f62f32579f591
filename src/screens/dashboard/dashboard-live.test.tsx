/** The dashboard with the app's live notices: its summary and its recent activity follow them without a reload. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import { DashboardScreen } from '../../screens/dashboard/dashboard.screen';
import { aCompany, renderScreen } from '../../../tests/support/render-app';
import { fakeApi } from '../../../tests/support/fake-api';
import { sessionMachine } from '../../machines/session';

function signedInSession() {
  const machine = sessionMachine.provide({
    actors: { loadCompany: fromPromise(async () => aCompany({ first_name: 'Grace' })) },
  });
  return createActor(machine, { input: { token: 't' } }).start();
}

const notice = (id: string, message: string, link: string) => ({
  id,
  code: null,
  params: [],
  message,
  subject: 'deal',
  subject_id: null,
  link,
  read: true,
  created_at: '2026-11-20T10:00:00Z',
});

describe('the dashboard, live', () => {
  it("reloads this month's spend and the recent activity when a live notice arrives", async () => {
    let spent = 12_500;
    let items = [notice('n1', 'Campaign approved', '/campaign/k1')];
    const api = fakeApi({
      DashboardSummary: () => ({
        DashboardSummary: {
          brands: 1,
          products: 1,
          campaigns: 1,
          wallet_balance: 0,
          campaigns_rejected: 0,
          content_to_review: 0,
          content_received: 4,
          spent_this_month: spent,
        },
      }),
      Notifications: () => ({ Notifications: { items, next_cursor: null, unread: 0 } }),
    });
    const view = renderScreen(<DashboardScreen />, { api, session: signedInSession() });
    const month = await screen.findByRole('region', { name: 'Spent this month' });
    await waitFor(() => expect(month.textContent).toContain('$125.00'));
    expect(await screen.findByRole('link', { name: 'Campaign approved' })).toBeTruthy();

    spent = 20_000;
    items = [notice('n2', 'Ana Ruiz was hired', '/deal/d2'), ...items];
    view.live.publish({ message: 'Ana Ruiz was hired', subject: 'deal' });
    await waitFor(() => expect(month.textContent).toContain('$200.00'));
    expect(await screen.findByRole('link', { name: 'Ana Ruiz was hired' })).toBeTruthy();
  });
});
