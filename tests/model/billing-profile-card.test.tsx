/**
 * The billing profile card on its own (issue 23, forms lose nothing): the saved profile loads into the form once,
 * and until it has, the fields are held, so what the user types is never replaced by it.
 */
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { BillingProfileCard } from '../../src/screens/billing/parts/billing-profile-card';
import { createMoneyFlows } from '../../src/app/actors/money';
import { liveHub } from '../support/live-hub';
import { fakeApi } from '../support/fake-api';
import { renderScreen } from '../support/render-app';
import en from '../../locales/en/money.json';

const SAVED = {
  tax_id: '12-345678',
  bank_transfer_information: {
    full_name: 'Ada Lovelace',
    account_number: '••••6789',
    routing_number: '021000021',
    account_type: 'checking',
    bank_address: '1 Wall Street, New York',
    recipient_name: 'Analytical Engines Inc.',
    purpose_of_payment: 'Campaign refunds',
  },
};

describe('the billing profile card', () => {
  it('holds its fields until the saved profile arrives, so nothing typed is replaced by it', async () => {
    let answer: (profile: typeof SAVED) => void = () => {};
    const api = fakeApi({
      BillingProfile: () =>
        new Promise((resolve) => (answer = (profile) => resolve({ BillingProfile: profile }))),
    });
    renderScreen(<BillingProfileCard />, {
      api,
      path: '/account/billing',
      flows: createMoneyFlows(api, () => 'key', liveHub()),
    });
    const taxId = screen.getByLabelText(new RegExp(`^${en.billing.profile.taxId}`)) as HTMLInputElement;
    const save = screen.getByRole('button', { name: en.billing.profile.save });
    expect(taxId.disabled || taxId.closest('fieldset')?.disabled).toBe(true);
    expect(save).toHaveProperty('disabled', true);

    await act(async () => answer(SAVED));
    await screen.findByDisplayValue('Ada Lovelace');
    expect(taxId.closest('fieldset')?.disabled).toBe(false);
    expect(save).toHaveProperty('disabled', false);
    expect(taxId.value).toBe('12-345678');
    fireEvent.change(taxId, { target: { value: '98-7654321' } });
    expect(taxId.value).toBe('98-7654321');
  });
});
