/**
 * Staff confirming a wire read "12,50" as $1,250.00 and "1,5" as $15.00 (commas silently stripped). Here the amount
 * is read by the web app's own parser (parseMoney): what is ambiguous is refused, an amount far from the announced
 * one needs --yes, and a wire that arrived short says so, to staff and to the company.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serverForTests } from '../support/server';
import { call, readyCompany, uniqueEmail } from '../api/account-helpers';
import { parse } from 'csv-parse/sync';
import {
  BillingHistoryDocument,
  CompanyDataDocument,
  WireTopUpRequestDocument,
} from '../../src/graphql/generated/graphql';
import { notifications } from '../../server/db/schema';
import { balanceOf, ledgerAccount } from '../../server/services/ledger';
import { bodyOf } from '../../server/cli/staff-cli';
import { cliCommands } from '../../server/cli/staff-commands';

const api = serverForTests();

async function announcedWire(amount: number) {
  const token = await readyCompany(api.server, uniqueEmail('wire'));
  const me = await call(api.server, CompanyDataDocument, {}, token);
  const wire = await call(
    api.server,
    WireTopUpRequestDocument,
    { amount, idempotency_key: randomUUID() },
    token,
  );
  return { token, companyId: me.data!.CompanyData.id, reference: wire.data!.WireTopUpRequest.reference };
}

const walletOf = (companyId: string) =>
  balanceOf(api.server.app.services.db, ledgerAccount.wallet(companyId));

describe('staff wire confirm', () => {
  it.each(['12,50', '1,5', '1 250', '12.505', 'twelve'])(
    'refuses the ambiguous or wrong amount %s',
    async (typed) => {
      const { companyId, reference } = await announcedWire(12_50);
      const answer = await api.server.staff('wire-confirm', { reference, amount: typed, yes: true });
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toHaveProperty('amount');
      expect(await walletOf(companyId)).toBe(0);
    },
  );

  it('reads 1,250.00 and $12.50 as a US statement writes them', async () => {
    const big = await announcedWire(1_250_00);
    const answer = await api.server.staff('wire-confirm', { reference: big.reference, amount: '1,250.00' });
    expect(answer.body).toMatchObject({ amount: 1_250_00, short: 0 });
    const small = await announcedWire(12_50);
    expect(
      (await api.server.staff('wire-confirm', { reference: small.reference, amount: '$12.50' })).body,
    ).toMatchObject({ amount: 12_50 });
  });

  it('asks for --yes when the amount is far from the announced one, then credits it', async () => {
    const { companyId, reference } = await announcedWire(1_000_00);
    const asked = await api.server.staff('wire-confirm', { reference, amount: '100' });
    expect(asked.status).toBe(409);
    expect(asked.body).toMatchObject({ code: 'WIRE_AMOUNT_FAR', amount: 100_00, announced: 1_000_00 });
    expect(String(asked.body.error)).toContain('--yes');
    expect(await walletOf(companyId)).toBe(0);
    const confirmed = await api.server.staff('wire-confirm', { reference, amount: '100', yes: true });
    expect(confirmed.body).toMatchObject({ amount: 100_00, announced: 1_000_00, short: 900_00 });
    expect(await walletOf(companyId)).toBe(100_00);
    const notices = JSON.stringify(
      await api.server.app.services.db
        .select()
        .from(notifications)
        .where(eq(notifications.company_id, companyId)),
    );
    expect(notices).toContain('wallet.wireConfirmedShort');
    expect(notices).toContain('"short":90000');
  });

  it('takes --yes on the command line and says when a wire is short', () => {
    expect(bodyOf('wire confirm', ['CH-ABCDEFGH', '100', '--yes'])).toEqual({
      ok: true,
      body: { reference: 'CH-ABCDEFGH', amount: '100', yes: true },
    });
    expect(bodyOf('wire list', ['--yes'])).toMatchObject({ ok: false });
    const printed = cliCommands['wire confirm']!.print!({
      reference: 'CH-ABCDEFGH',
      amount: 100_00,
      announced: 1_000_00,
      short: 900_00,
      balance: 100_00,
    });
    expect(printed).toContain('SHORT by $900.00 of the $1,000.00 announced');
  });

  it('shows a short wire on its billing line and in the CSV, and a full one as not short', async () => {
    const { token, reference } = await announcedWire(1_000_00);
    const full = await announcedWire(50_00);
    expect((await api.server.staff('wire-confirm', { reference, amount: '100', yes: true })).status).toBe(
      200,
    );
    expect((await api.server.staff('wire-confirm', { reference: full.reference, amount: '50' })).status).toBe(
      200,
    );
    const history = await call(api.server, BillingHistoryDocument, { kind: 'wire_top_up' }, token);
    expect(history.errors).toBeUndefined();
    expect(history.data!.BillingHistory.items).toEqual([
      expect.objectContaining({ amount: 100_00, short: 900_00, description: reference }),
    ]);
    const fullLine = await call(api.server, BillingHistoryDocument, { kind: 'wire_top_up' }, full.token);
    expect(fullLine.data!.BillingHistory.items).toEqual([
      expect.objectContaining({ amount: 50_00, short: 0 }),
    ]);
    for (const [lang, column, delimiter, figure] of [
      ['en', 'Short of announced', ',', '900.00'],
      ['es', 'Falta sobre lo anunciado', ';', '900,00'],
    ] as const) {
      const response = await fetch(`${api.server.url}/billing/export.csv?lang=${lang}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const rows = parse(await response.text(), { columns: true, bom: true, delimiter }) as Array<
        Record<string, string>
      >;
      expect(rows.map((row) => row[column])).toEqual([figure]);
    }
  });
});
