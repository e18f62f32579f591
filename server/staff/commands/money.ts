/**
 * Money commands for staff (issue 12):
 * - `wire list`: every wire request still waiting for its money;
 * - `wire confirm <reference> [amount]`: the money arrived, credit the wallet (the announced amount unless another
 *   is given, in dollars as on a bank statement: 1500 or 1500.00); once, even if run twice;
 * - `wallet <email>`: a company's balance and its last movements.
 */
import { object, optional, string } from 'superstruct';
import { check, email } from '../../../src/domain/validation';
import { WIRE_TOP_UP_MAX_CENTS } from '../../../src/domain/billing';
import { findCompanyByEmail } from '../../services/accounts';
import { allPendingWires, confirmWire } from '../../services/top-ups';
import { billingHistory } from '../../services/billing';
import { balanceOf, ledgerAccount } from '../../services/ledger';
import type { StaffCommand } from '../command';

const invalid = (fields: unknown) => ({ status: 400, body: { error: 'Some fields are not valid', fields } });

/** Dollars as staff type them ("1500", "1500.5", "1,500.00") into cents, or null. */
export function dollarsToCents(value: string): number | null {
  const text = value.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents > 0 && cents <= WIRE_TOP_UP_MAX_CENTS ? cents : null;
}

export const wireList: StaffCommand = async (services) => {
  const wires = await allPendingWires(services.db);
  return {
    status: 200,
    body: {
      wires: wires.map((wire) => ({
        reference: wire.reference,
        amount: wire.amount_cents,
        email: wire.email,
        company_name: wire.company_name,
        created_at: wire.created_at.toISOString(),
      })),
    },
  };
};

const ConfirmInput = object({ reference: string(), amount: optional(string()) });

export const wireConfirm: StaffCommand = async (services, input) => {
  const checked = check(ConfirmInput, {
    ...input,
    ...(input.amount === undefined || input.amount === null ? {} : { amount: String(input.amount) }),
  });
  if (!checked.ok) return invalid(checked.fields);
  let amount: number | undefined;
  if (checked.value.amount !== undefined) {
    const cents = dollarsToCents(checked.value.amount);
    if (cents === null) return invalid({ amount: { code: 'moneyDigits' } });
    amount = cents;
  }
  const outcome = await confirmWire(services, checked.value.reference, amount);
  if (outcome.status === 'not_found')
    return { status: 404, body: { error: `No wire request with the reference ${checked.value.reference}` } };
  const balance = await balanceOf(services.db, ledgerAccount.wallet(outcome.wire.company_id));
  return {
    status: 200,
    body: {
      status: true,
      already: outcome.already,
      reference: outcome.wire.reference,
      amount: outcome.wire.confirmed_amount_cents,
      balance,
      company_id: outcome.wire.company_id,
    },
  };
};

export const wallet: StaffCommand = async (services, input) => {
  const checked = check(object({ email }), input);
  if (!checked.ok) return invalid(checked.fields);
  const company = await findCompanyByEmail(services.db, checked.value.email);
  if (!company) return { status: 404, body: { error: `No company with the e-mail ${checked.value.email}` } };
  const [balance, history] = await Promise.all([
    balanceOf(services.db, ledgerAccount.wallet(company.id)),
    billingHistory(services.db, company.id, { page: 1, page_size: 10 }),
  ]);
  return {
    status: 200,
    body: {
      company_id: company.id,
      email: company.email,
      balance,
      entries: history.items.map((entry) => ({
        created_at: entry.created_at.toISOString(),
        kind: entry.kind,
        method: entry.method,
        amount: entry.amount,
        fee: entry.fee,
        balance: entry.balance,
        reference: entry.reference,
      })),
    },
  };
};
