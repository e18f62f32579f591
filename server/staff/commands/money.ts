/**
 * Money commands for staff (issue 12):
 * - `wire list`: every wire request still waiting for its money;
 * - `wire confirm <reference> [amount] [--yes]`: the money arrived, credit the wallet (the announced amount unless
 *   another is given, in dollars as a US bank statement writes them, read by the web app's parser: 1500, 1,500.00;
 *   "12,50" is refused as ambiguous); an amount far from the announced one needs `--yes`; once, even if run twice.
 *   A wire short of its announcement says by how much, to staff and to the company;
 * - `wallet <email>`: a company's balance and its last movements.
 */
import { boolean, object, optional, string } from 'superstruct';
import { check, email } from '../../../src/domain/validation';
import {
  isFarFromAnnounced,
  normalizeWireReference,
  WIRE_STATEMENT_LOCALE,
  WIRE_TOP_UP_MAX_CENTS,
} from '../../../src/domain/billing';
import { formatMoney, parseMoney } from '../../../src/domain/money';
import type { FieldError } from '../../../src/domain/validation';
import { findCompanyByEmail } from '../../services/accounts';
import { allPendingWires, confirmWire, findWire } from '../../services/top-ups';
import { billingHistory } from '../../services/billing-pages';
import { balanceOf, ledgerAccount } from '../../services/ledger';
import type { StaffCommand } from '../command';

const invalid = (fields: unknown) => ({ status: 400, body: { error: 'Some fields are not valid', fields } });

/** Dollars as staff type them ("1500", "1500.5", "$1,500.00") into cents, or the field error that says why not. */
export function wireAmountOf(value: string): { ok: true; cents: number } | { ok: false; error: FieldError } {
  const read = parseMoney(value, WIRE_STATEMENT_LOCALE);
  if (!read.ok) return read;
  if (read.cents <= 0) return { ok: false, error: { code: 'min', params: { min: 1 } } };
  if (read.cents > WIRE_TOP_UP_MAX_CENTS)
    return { ok: false, error: { code: 'max', params: { max: WIRE_TOP_UP_MAX_CENTS } } };
  return { ok: true, cents: read.cents };
}

const dollars = (cents: number) => formatMoney(cents, WIRE_STATEMENT_LOCALE);

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

const ConfirmInput = object({ reference: string(), amount: optional(string()), yes: optional(boolean()) });

export const wireConfirm: StaffCommand = async (services, input) => {
  const checked = check(ConfirmInput, {
    ...input,
    ...(input.amount === undefined || input.amount === null ? {} : { amount: String(input.amount) }),
  });
  if (!checked.ok) return invalid(checked.fields);
  let amount: number | undefined;
  if (checked.value.amount !== undefined) {
    const read = wireAmountOf(checked.value.amount);
    if (!read.ok) return invalid({ amount: read.error });
    amount = read.cents;
    const wire = await findWire(services.db, normalizeWireReference(checked.value.reference));
    if (wire?.status === 'pending' && isFarFromAnnounced(amount, wire.amount_cents) && !checked.value.yes)
      return {
        status: 409,
        body: {
          error:
            `${dollars(amount)} is far from the ${dollars(wire.amount_cents)} announced for ${wire.reference}: ` +
            'check the statement, and run it again with --yes to credit it',
          code: 'WIRE_AMOUNT_FAR',
          amount,
          announced: wire.amount_cents,
        },
      };
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
      announced: outcome.wire.amount_cents,
      short: Math.max(0, outcome.wire.amount_cents - (outcome.wire.confirmed_amount_cents ?? 0)),
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
