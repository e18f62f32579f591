/**
 * The money API over HTTP (issue 12): cards added from a sandbox token, the default, deletion refused while a
 * campaign pays with the card; the billing profile with its sealed account number; card top-ups with the 4% fee,
 * declines that move nothing, one charge per key; wire requests confirmed once by staff; billing history with
 * filters and pages, its CSV and PDF downloads; and tenant isolation throughout.
 */
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { serverForTests } from '../support/server';
import { call, errorOf, readyCompany, uniqueEmail } from './account-helpers';
import {
  BillingHistoryDocument,
  BillingProfileDocument,
  BillingProfileUpdateDocument,
  CardAddDocument,
  CardDeleteDocument,
  CardsDocument,
  CardSetDefaultDocument,
  CompanyDataDocument,
  WalletOverviewDocument,
  WalletTopUpCardDocument,
  WireTopUpRequestDocument,
} from '../../src/graphql/generated/graphql';
import { bankTransferInformations, brands, campaigns } from '../../server/db/schema';
import { auditLedger } from '../../server/services/ledger';
import { parseMoney } from '../../src/domain/money';

/** The text a PDF shows, one string per text operation: its streams inflated, pdfkit's hex strings decoded. */
function pdfText(pdf: Buffer): string[] {
  const shown: string[] = [];
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const operation of content.matchAll(/\[([^\]]*)\]\s*TJ/g))
      shown.push(
        [...operation[1]!.matchAll(/<([0-9a-fA-F]*)>/g)]
          .map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1'))
          .join(''),
      );
  }
  return shown;
}

const api = serverForTests();
const key = () => randomUUID();

const ADDRESS = {
  cardholder_name: 'Ada Lovelace',
  address_name: 'Head office',
  address: '12 Baker Street',
  city: 'London',
  state: 'LN',
  country: 'GB',
  zip_code: '10001',
};

async function tokenize(
  number: string,
  cvc = '123',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${api.server.url}/gateway/sandbox/payment_methods`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number, exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function addCard(token: string, number = '4242424242424242') {
  const tokenized = await tokenize(number);
  expect(tokenized.status).toBe(200);
  return call(api.server, CardAddDocument, { token: String(tokenized.body.id), ...ADDRESS }, token);
}

async function cardId(token: string, number?: string): Promise<string> {
  const answer = await addCard(token, number);
  expect(answer.errors).toBeUndefined();
  return answer.data!.CardAdd.id;
}

const company = () => readyCompany(api.server, uniqueEmail('money'));

async function topUp(token: string, card: string, amount: number, idempotency_key = key()) {
  return call(api.server, WalletTopUpCardDocument, { amount, card_id: card, idempotency_key }, token);
}

async function balance(token: string): Promise<number> {
  const answer = await call(api.server, CompanyDataDocument, {}, token);
  return answer.data!.CompanyData.wallet.balance;
}

describe('cards', () => {
  it('adds a tokenized card with its billing address; the first is the default', async () => {
    const token = await company();
    const first = await addCard(token);
    expect(first.errors).toBeUndefined();
    expect(first.data!.CardAdd).toMatchObject({ brand: 'visa', last4: '4242', is_default: true, ...ADDRESS });
    const second = await addCard(token, '5555555555554444');
    expect(second.data!.CardAdd).toMatchObject({ brand: 'mastercard', last4: '4444', is_default: false });
    const set = await call(api.server, CardSetDefaultDocument, { id: second.data!.CardAdd.id }, token);
    expect(set.data!.CardSetDefault.is_default).toBe(true);
    const cards = await call(api.server, CardsDocument, {}, token);
    expect(cards.data!.Cards.map((card) => [card.last4, card.is_default])).toEqual([
      ['4444', true],
      ['4242', false],
    ]);
  });

  it('refuses a card its issuer declines, saying why, and saves nothing', async () => {
    const token = await company();
    const declined = await addCard(token, '4000000000000002');
    expect(errorOf(declined)).toMatchObject({
      code: 'DECLINE_CARD_DECLINED',
      extensions: { decline_code: 'card_declined' },
    });
    const cards = await call(api.server, CardsDocument, {}, token);
    expect(cards.data!.Cards).toEqual([]);
  });

  it('checks the billing address by the rules of SPEC.md §5', async () => {
    const token = await company();
    const tokenized = await tokenize('4242424242424242');
    const answer = await call(
      api.server,
      CardAddDocument,
      {
        token: String(tokenized.body.id),
        ...ADDRESS,
        address_name: 'Home',
        address: 'x!',
        city: 'L',
        state: 'N',
        country: 'G',
        zip_code: '123',
      },
      token,
    );
    const { code, extensions } = errorOf(answer);
    expect(code).toBe('BAD_USER_INPUT');
    expect(Object.keys(extensions.fields as object).sort()).toEqual(
      ['address', 'address_name', 'city', 'country', 'state', 'zip_code'].sort(),
    );
  });

  it('refuses to delete a card a campaign pays with, then deletes it once the campaign pays otherwise', async () => {
    const token = await company();
    const id = await cardId(token);
    const other = await cardId(token, '5555555555554444');
    const companyId = (await call(api.server, CompanyDataDocument, {}, token)).data!.CompanyData.id;
    const db = api.server.app.services.db;
    const [brand] = await db
      .insert(brands)
      .values({ company_id: companyId, name: 'Acme', description: 'Everyday goods' })
      .returning();
    const [campaign] = await db
      .insert(campaigns)
      .values({
        company_id: companyId,
        brand_id: brand!.id,
        name: 'Spring launch',
        kind: 'ugc_image',
        payment_method: 'card',
        payment_card_id: id,
      })
      .returning();
    const refused = await call(api.server, CardDeleteDocument, { id }, token);
    expect(errorOf(refused).code).toBe('CARD_IN_USE');
    await db.update(campaigns).set({ payment_card_id: other }).where(eq(campaigns.id, campaign!.id));
    const deleted = await call(api.server, CardDeleteDocument, { id }, token);
    expect(deleted.data!.CardDelete).toMatchObject({ status: true, code: 'card.deleted' });
    const cards = await call(api.server, CardsDocument, {}, token);
    expect(cards.data!.Cards.map((card) => [card.last4, card.is_default])).toEqual([['4444', true]]);
  });

  it("answers not found for another company's card, and changes nothing", async () => {
    const owner = await company();
    const stranger = await company();
    const id = await cardId(owner);
    expect(errorOf(await call(api.server, CardSetDefaultDocument, { id }, stranger)).code).toBe('NOT_FOUND');
    expect(errorOf(await call(api.server, CardDeleteDocument, { id }, stranger)).code).toBe('NOT_FOUND');
    expect(errorOf(await topUp(stranger, id, 10_000)).code).toBe('NOT_FOUND');
    expect((await call(api.server, CardsDocument, {}, owner)).data!.Cards).toHaveLength(1);
    expect(await balance(stranger)).toBe(0);
  });
});

describe('billing profile', () => {
  const profile = {
    tax_id: '12-345678',
    full_name: 'Acme Incorporated',
    account_number: '1234 5678 9012 345',
    routing_number: '021000021',
    account_type: 'checking',
    bank_address: '1 Wall Street, New York',
    recipient_name: 'Acme Inc.',
    purpose_of_payment: 'Campaign refunds',
  };

  it('saves the tax ID and bank details, seals the account number, and shows it in CompanyData', async () => {
    const token = await company();
    const saved = await call(api.server, BillingProfileUpdateDocument, profile, token);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.BillingProfileUpdate).toMatchObject({
      tax_id: '12-345678',
      bank_transfer_information: { account_number: '123456789012345', routing_number: '021000021' },
    });
    const data = await call(api.server, CompanyDataDocument, {}, token);
    expect(data.data!.CompanyData.bank_transfer_information).toMatchObject({
      full_name: 'Acme Incorporated',
      account_number: '123456789012345',
    });
    const [row] = await api.server.app.services.db
      .select()
      .from(bankTransferInformations)
      .where(eq(bankTransferInformations.company_id, data.data!.CompanyData.id));
    expect(row!.account_number).not.toContain('123456789012345');
    expect(row!.account_number.startsWith('v1.')).toBe(true);
    const read = await call(api.server, BillingProfileDocument, {}, token);
    expect(read.data!.BillingProfile.tax_id).toBe('12-345678');
  });

  it('refuses a tax ID that is not 9 characters and a routing number that is not 9 digits', async () => {
    const token = await company();
    const answer = await call(
      api.server,
      BillingProfileUpdateDocument,
      { ...profile, tax_id: '1234', routing_number: '12ab', account_type: 'gold' },
      token,
    );
    const { extensions } = errorOf(answer);
    expect(Object.keys(extensions.fields as object).sort()).toEqual([
      'account_type',
      'routing_number',
      'tax_id',
    ]);
  });
});

describe('card top-ups', () => {
  it('puts $100.00 into the wallet and charges the card $104.00; the same key again charges nothing', async () => {
    const token = await company();
    const card = await cardId(token);
    const idempotency_key = key();
    const first = await topUp(token, card, 10_000, idempotency_key);
    expect(first.data!.WalletTopUpCard).toMatchObject({
      status: true,
      amount: 10_000,
      fee: 400,
      balance: 10_000,
    });
    const again = await topUp(token, card, 10_000, idempotency_key);
    expect(again.data!.WalletTopUpCard).toMatchObject({ status: true, balance: 10_000 });
    expect(again.data!.WalletTopUpCard.entry_id).toBe(first.data!.WalletTopUpCard.entry_id);
    expect(await balance(token)).toBe(10_000);
    const history = await call(api.server, BillingHistoryDocument, {}, token);
    expect(history.data!.BillingHistory.items).toHaveLength(1);
    expect(history.data!.BillingHistory.items[0]).toMatchObject({
      kind: 'card_top_up',
      method: 'card',
      amount: 10_000,
      fee: 400,
      balance: 10_000,
      card_brand: 'visa',
      card_last4: '4242',
      has_receipt: true,
    });
  });

  it('refuses a key sent again with another amount', async () => {
    const token = await company();
    const card = await cardId(token);
    const idempotency_key = key();
    await topUp(token, card, 10_000, idempotency_key);
    expect(errorOf(await topUp(token, card, 20_000, idempotency_key)).code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await balance(token)).toBe(10_000);
  });

  it('tells a declined charge in its code and moves nothing', async () => {
    const token = await company();
    const card = await cardId(token, '4000000000000341');
    const answer = await topUp(token, card, 5_000);
    expect(answer.data!.WalletTopUpCard).toMatchObject({
      status: false,
      decline_code: 'card_declined',
      balance: 0,
    });
    expect(await balance(token)).toBe(0);
    expect((await call(api.server, BillingHistoryDocument, {}, token)).data!.BillingHistory.total).toBe(0);
  });

  it('refuses amounts below the minimum and above the maximum', async () => {
    const token = await company();
    const card = await cardId(token);
    expect(errorOf(await topUp(token, card, 999)).extensions.fields).toMatchObject({
      amount: { code: 'min' },
    });
    expect(errorOf(await topUp(token, card, 1_000_001)).extensions.fields).toMatchObject({
      amount: { code: 'max' },
    });
  });
});

describe('wire top-ups', () => {
  it('gives a unique reference, stays pending, and staff confirm it once', async () => {
    const token = await company();
    const idempotency_key = key();
    const request = await call(
      api.server,
      WireTopUpRequestDocument,
      { amount: 250_000, idempotency_key },
      token,
    );
    const wire = request.data!.WireTopUpRequest;
    expect(wire.reference).toMatch(/^CH-[2-9A-HJKMNP-Z]{8}$/);
    expect(wire.status).toBe('pending');
    const repeat = await call(
      api.server,
      WireTopUpRequestDocument,
      { amount: 250_000, idempotency_key },
      token,
    );
    expect(repeat.data!.WireTopUpRequest.reference).toBe(wire.reference);
    const overview = await call(api.server, WalletOverviewDocument, {}, token);
    expect(overview.data!.WalletOverview.pending_wires.map((pending) => pending.reference)).toEqual([
      wire.reference,
    ]);
    expect(overview.data!.WalletOverview.platform_bank.routing_number).toMatch(/^\d{9}$/);

    const list = await api.server.staff('wire-list');
    expect((list.body.wires as Array<{ reference: string }>).map((row) => row.reference)).toContain(
      wire.reference,
    );
    const [first, second] = await Promise.all([
      api.server.staff('wire-confirm', { reference: wire.reference.toLowerCase() }),
      api.server.staff('wire-confirm', { reference: wire.reference }),
    ]);
    expect([first.body.already, second.body.already].sort()).toEqual([false, true]);
    expect(await balance(token)).toBe(250_000);
    const after = await call(api.server, WalletOverviewDocument, {}, token);
    expect(after.data!.WalletOverview.pending_wires).toEqual([]);
    expect(after.data!.WalletOverview.recent[0]).toMatchObject({
      kind: 'wire_top_up',
      method: 'wire',
      amount: 250_000,
      fee: 0,
      description: wire.reference,
    });
    const shown = await api.server.staff('wallet', {
      email: (await call(api.server, CompanyDataDocument, {}, token)).data!.CompanyData.email,
    });
    expect(shown.body.balance).toBe(250_000);
  });

  it('credits what arrived when staff give another amount', async () => {
    const token = await company();
    const request = await call(
      api.server,
      WireTopUpRequestDocument,
      { amount: 100_000, idempotency_key: key() },
      token,
    );
    const confirmed = await api.server.staff('wire-confirm', {
      reference: request.data!.WireTopUpRequest.reference,
      amount: '999.50',
    });
    expect(confirmed.body).toMatchObject({ amount: 99_950, balance: 99_950 });
    expect((await api.server.staff('wire-confirm', { reference: 'CH-ZZZZZZZZ' })).status).toBe(404);
  });
});

describe('billing history and downloads', () => {
  async function withMovements() {
    const token = await company();
    const card = await cardId(token);
    await topUp(token, card, 10_000);
    await topUp(token, card, 2_500);
    const wire = await call(
      api.server,
      WireTopUpRequestDocument,
      { amount: 50_000, idempotency_key: key() },
      token,
    );
    await api.server.staff('wire-confirm', { reference: wire.data!.WireTopUpRequest.reference });
    return token;
  }

  it('lists every movement, newest first, with the running balance, filtered and paged', async () => {
    const token = await withMovements();
    const all = await call(api.server, BillingHistoryDocument, { page: 1, page_size: 2 }, token);
    const page = all.data!.BillingHistory;
    expect(page.total).toBe(3);
    expect(page.items.map((entry) => [entry.kind, entry.amount, entry.balance])).toEqual([
      ['wire_top_up', 50_000, 62_500],
      ['card_top_up', 2_500, 12_500],
    ]);
    const second = await call(api.server, BillingHistoryDocument, { page: 2, page_size: 2 }, token);
    expect(second.data!.BillingHistory.items.map((entry) => entry.balance)).toEqual([10_000]);
    const cards = await call(api.server, BillingHistoryDocument, { kind: 'card_top_up' }, token);
    expect(cards.data!.BillingHistory.total).toBe(2);
    const today = new Date().toISOString().slice(0, 10);
    const inRange = await call(api.server, BillingHistoryDocument, { from: today, to: today }, token);
    expect(inRange.data!.BillingHistory.total).toBe(3);
    const before = await call(api.server, BillingHistoryDocument, { to: '2020-01-01' }, token);
    expect(before.data!.BillingHistory.total).toBe(0);
    const bad = await call(api.server, BillingHistoryDocument, { kind: 'gift', from: '2020-13-45' }, token);
    expect(Object.keys(errorOf(bad).extensions.fields as object).sort()).toEqual(['from', 'kind']);
  });

  it('exports a CSV whose amounts a spreadsheet reads as numbers', async () => {
    const token = await withMovements();
    const response = await fetch(`${api.server.url}/billing/export.csv`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const bytes = Buffer.from(await response.arrayBuffer());
    // A byte-order mark, so that a spreadsheet reads the accents of the headers as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    const rows = parse(text, { columns: true, bom: true }) as Array<Record<string, string>>;
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => [row.Amount, row.Fee, row.Balance])).toEqual([
      ['100.00', '4.00', '100.00'],
      ['25.00', '1.00', '125.00'],
      ['500.00', '0.00', '625.00'],
    ]);
    expect((await fetch(`${api.server.url}/billing/export.csv`)).status).toBe(401);
  });

  it('exports a CSV in Spanish as Spanish spreadsheets read it: semicolons and a decimal comma', async () => {
    const token = await withMovements();
    const response = await fetch(`${api.server.url}/billing/export.csv?lang=es`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    const [header] = text
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0]!
      .split('\n');
    expect(header!.split(';')).toEqual([
      'Fecha',
      'Tipo',
      'Descripción',
      'Método',
      'Importe',
      'Comisión',
      'Fondos de campañas',
      'Saldo',
      'Moneda',
      'Referencia',
      'Recibo',
      'Falta sobre lo anunciado',
    ]);
    const rows = parse(text, { columns: true, bom: true, delimiter: ';' }) as Array<Record<string, string>>;
    // A card is named as people write it and a payment by its receipt, never by the gateway's token; a wire by
    // the reference the bank statement shows.
    expect(rows.map((row) => row.Método)).toEqual([
      'Visa terminada en 4242',
      'Visa terminada en 4242',
      'Transferencia bancaria',
    ]);
    expect(rows.map((row) => row.Referencia)).toEqual([
      '',
      '',
      expect.stringMatching(/^CH-[2-9A-HJKMNP-Z]{8}$/),
    ]);
    const receipts = rows.map((row) => row.Recibo!);
    for (const receipt of receipts) expect(receipt).toMatch(/^CH-20\d\d-\d{6,}$/);
    expect(new Set(receipts).size).toBe(3);
    expect(rows.map((row) => [row.Importe, row.Comisión, row.Saldo, row.Tipo])).toEqual([
      ['100,00', '4,00', '100,00', 'Recarga con tarjeta'],
      ['25,00', '1,00', '125,00', 'Recarga con tarjeta'],
      ['500,00', '0,00', '625,00', 'Transferencia bancaria'],
    ]);
    // Read back the Spanish way, every amount is the cents it was.
    expect(rows.map((row) => parseMoney(row.Saldo!, 'es-ES'))).toEqual([
      { ok: true, cents: 100_00 },
      { ok: true, cents: 125_00 },
      { ok: true, cents: 625_00 },
    ]);
  });

  it('gives a PDF receipt of a payment, to its company only', async () => {
    const token = await withMovements();
    const stranger = await company();
    const history = await call(api.server, BillingHistoryDocument, { kind: 'card_top_up' }, token);
    const id = history.data!.BillingHistory.items[0]!.id;
    const response = await fetch(`${api.server.url}/billing/receipts/${id}.pdf?lang=es`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const number = history.data!.BillingHistory.items[0]!.receipt_number!;
    expect(number).toMatch(/^CH-20\d\d-\d{6,}$/);
    expect(response.headers.get('content-disposition')).toContain(`creatorhub-receipt-${number}.pdf`);
    const lines = pdfText(bytes);
    expect(lines).toContain(number);
    expect(lines).toContain('Visa terminada en 4242');
    expect(lines).toContain('Comisión por pago con tarjeta: ');
    // A wire's receipt: its number, no card fee line.
    const wires = await call(api.server, BillingHistoryDocument, { kind: 'wire_top_up' }, token);
    const wire = wires.data!.BillingHistory.items[0]!;
    const wireReceipt = await fetch(`${api.server.url}/billing/receipts/${wire.id}.pdf?lang=es`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const wireLines = pdfText(Buffer.from(await wireReceipt.arrayBuffer()));
    expect(wireLines).toContain(wire.receipt_number!);
    expect(wireLines).not.toContain('Comisión por pago con tarjeta: ');
    const foreign = await fetch(`${api.server.url}/billing/receipts/${id}.pdf`, {
      headers: { authorization: `Bearer ${stranger}` },
    });
    expect(foreign.status).toBe(404);
  });

  it('keeps the ledger sound after all of it', async () => {
    expect(await auditLedger(api.server.app.services.db)).toEqual([]);
  });
});
