import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import { WalletScreen } from './wallet.screen';
import { aCompany, renderScreen } from '../../../tests/support/render-app';
import { sessionMachine } from '../../machines/session';
import { resourceMachine } from '../../machines/resource';
import { topUpMachine, type WireRequest } from '../../machines/top-up';
import { paymentMethodsMachine } from '../../machines/payment-methods';
import { defineForm } from '../../machines/form';
import type { MoneyFlows } from '../shared/flows';
import { BillingProfileInput, PLATFORM_BANK } from '../../domain/billing';

const REFERENCE = 'CH-7KQ2M9XD';

function signedInSession() {
  const machine = sessionMachine.provide({ actors: { loadCompany: fromPromise(async () => aCompany()) } });
  return createActor(machine, { input: { token: 't' } }).start();
}

/** A card top-up among the latest movements: the wallet lists only those, never the wire confirmed before them. */
const cardTopUp = (index: number) => ({
  id: `00000000-0000-4000-8000-00000000000${index}`,
  created_at: '2026-11-20T10:00:00.000Z',
  kind: 'card_top_up',
  method: 'card',
  amount: 1_000,
  fee: 40,
  escrow: 0,
  balance: 100_000 + index * 1_000,
  card_brand: 'visa',
  card_last4: '4242',
  reference: null,
  receipt_number: null,
  has_receipt: true,
  description: null,
  creator_name: null,
  short: 0,
});

describe('WalletScreen', () => {
  it('shows the requested wire as arrived, found by its reference, whatever movements came after it', async () => {
    const asked: unknown[] = [];
    const flows: MoneyFlows = {
      wallet: resourceMachine.provide({
        actors: {
          load: fromPromise<unknown, unknown>(async ({ input }) => {
            asked.push(input);
            const wires = (input as { wires?: string[] } | undefined)?.wires ?? [];
            return {
              balance: 90_000,
              pending_wires: [],
              recent: [1, 2, 3, 4, 5].map(cardTopUp),
              platform_bank: { ...PLATFORM_BANK },
              // Staff confirmed it at once: the answer carries it only when the wallet asks by its reference.
              wire_arrivals: wires.includes(REFERENCE)
                ? [{ reference: REFERENCE, amount: 90_000, short: 10_000 }]
                : [],
              cards: [],
            };
          }),
        },
      }),
      topUp: topUpMachine.provide({
        actors: {
          requestWire: fromPromise<WireRequest, { amount: number; key: string }>(async ({ input }) => ({
            reference: REFERENCE,
            amount: input.amount,
          })),
        },
      }),
      paymentMethods: paymentMethodsMachine,
      billing: resourceMachine,
      billingProfile: resourceMachine,
      billingProfileForm: defineForm('billingProfile', BillingProfileInput).machine,
      download: async () => new Blob(),
    };
    renderScreen(<WalletScreen />, { session: signedInSession(), flows });
    fireEvent.click(await screen.findByRole('button', { name: 'Wire transfer' }));
    fireEvent.change(screen.getByLabelText(/Amount/), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get wire instructions' }));
    expect(await screen.findByText('Your wire arrived')).toBeTruthy();
    expect(screen.getByText(/arrived \$100\.00 short of the \$1,000\.00 announced/)).toBeTruthy();
    expect(asked.at(-1)).toEqual({ wires: [REFERENCE] });
  });
});
