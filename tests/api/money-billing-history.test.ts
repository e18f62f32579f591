/**
 * Billing history over HTTP (issue 12): every movement with the running balance, filtered and paged; its CSV in
 * English and in Spanish as their spreadsheets read it; a payment's PDF receipt, to its company only; and the
 * ledger sound after all of it.
 */
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { call, errorOf } from './account-helpers';
import { BillingHistoryDocument, WireTopUpRequestDocument } from '../../src/graphql/generated/graphql';
import { auditLedger } from '../../server/services/ledger';
import { parseMoney } from '../../src/domain/money';
import { key, moneyServer } from './money-helpers';

const { api, cardId, company, topUp } = moneyServer();

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
