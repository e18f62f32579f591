/**
 * `wallet payout <email> <amount> <reference>`: pays a company's wallet out to its bank account (services/payouts),
 * e.g. before it closes its account. The amount is read as the web app reads an amount in English (1500, 1,500.00;
 * "12,50" is refused as ambiguous); the reference is the bank transfer's, and tells the payout once.
 */
import { object } from 'superstruct';
import { check, email, text } from '../../../src/domain/validation';
import { parseMoney } from '../../../src/domain/money';
import { findCompanyByEmail } from '../../services/accounts';
import { balanceOf, ledgerAccount } from '../../services/ledger';
import { payOut } from '../../services/payouts';
import type { StaffCommand } from '../command';

const PayoutInput = object({ email, amount: text(1, 32), reference: text(1, 64) });

const invalid = (fields: unknown) => ({ status: 400, body: { error: 'Some fields are not valid', fields } });

export const walletPayout: StaffCommand = async (services, input) => {
  const checked = check(PayoutInput, input);
  if (!checked.ok) return invalid(checked.fields);
  const { reference } = checked.value;
  const amount = parseMoney(checked.value.amount, 'en');
  if (!amount.ok) return invalid({ amount: amount.error });
  if (amount.cents <= 0) return invalid({ amount: { code: 'moneyMin', params: { min: 0.01 } } });
  const company = await findCompanyByEmail(services.db, checked.value.email);
  if (!company) return { status: 404, body: { error: `No company with the e-mail ${checked.value.email}` } };
  const outcome = await payOut(services, company.id, amount.cents, reference);
  if (!outcome.posted && outcome.reason === 'reference_reused')
    return {
      status: 409,
      body: { error: `The reference ${reference} was used for another payout of this company` },
    };
  if (!outcome.posted)
    return {
      status: 409,
      body: {
        error: `The wallet balance (${outcome.balance} cents) is less than the payout (${amount.cents} cents)`,
        balance: outcome.balance,
      },
    };
  const balance = await balanceOf(services.db, ledgerAccount.wallet(company.id));
  return {
    status: 200,
    body: {
      status: true,
      already: outcome.replayed,
      email: company.email,
      reference,
      amount: -(outcome.legs.find((leg) => leg.account === ledgerAccount.wallet(company.id))?.amount ?? 0),
      balance,
      transaction_id: outcome.transaction.id,
    },
  };
};
