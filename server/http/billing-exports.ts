/**
 * Billing downloads (issue 12), authenticated by the session's bearer token like /graphql and scoped to its
 * company:
 * - GET /billing/export.csv?kind=…&from=…&to=…&lang=en|es: the filtered history, the oldest first, one row per
 *   movement, in the language's headers and notation (src/domain/money-format.ts `spreadsheetNotation`): amounts
 *   are plain numbers with two decimals and the language's decimal mark, no currency sign or grouping, and the
 *   columns separated as that language's spreadsheets expect (English "," and "24.99", Spanish ";" and "24,99"),
 *   so a spreadsheet reads them as numbers; a byte-order mark tells it the text is UTF-8; dates are ISO 8601
 *   (UTC).
 * - GET /billing/receipts/<movement id>.pdf?lang=en|es: a receipt for money paid in (a top-up, a campaign paid),
 *   with the company's billing details and tax ID, in the user's language (the account's, or `lang`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { once } from 'node:events';
import { stringify } from 'csv-stringify';
import PDFDocument from 'pdfkit';
import type { Services } from '../context';
import { accountStage } from '../../src/domain/account';
import { BillingFilter, RECEIPT_ISSUER, RECEIPT_KINDS } from '../../src/domain/billing';
import { cardBrandName } from '../../src/domain/card-number';
import { check } from '../../src/domain/validation';
import { formatMoney, spreadsheetNotation } from '../../src/domain/money';
import { CURRENCY } from '../../src/domain/constants';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../src/domain/language';
import { receiptParty, type BillingMovement } from '../services/billing';
import { billingEntry } from '../services/billing-pages';
import { billingRows } from '../services/billing-export';
import { bearerToken, findSession } from '../services/sessions';
import { isId } from '../services/catalog';
import { sendJson } from './json';
import english from '../../locales/en/money.json';
import spanish from '../../locales/es/money.json';

export const BILLING_EXPORT_PATH = '/billing/export.csv';
export const RECEIPT_PATH_PREFIX = '/billing/receipts/';

const TEXTS = { en: english, es: spanish } as const;
const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES' };

async function companyOf(services: Services, request: IncomingMessage) {
  const token = bearerToken(request.headers.authorization);
  if (!token) return null;
  const active = await findSession(services.db, token);
  if (!active || accountStage(active.company) !== 'ready') return null;
  return active.company;
}

function kindName(language: Language, kind: string): string {
  const kinds = TEXTS[language].kinds as Record<string, string>;
  return kinds[kind] ?? kind;
}

/** How it was paid, as people write it: "Visa ending in 4242", "Wire transfer". */
function methodName(language: Language, entry: BillingMovement): string {
  const methods = TEXTS[language].methods;
  if (entry.method === 'card')
    return entry.card_last4
      ? TEXTS[language].cardEnding
          .replace('{{brand}}', cardBrandName(entry.card_brand) ?? methods.card)
          .replace('{{last4}}', entry.card_last4)
      : methods.card;
  if (entry.method === 'escrow') return methods.escrow;
  return entry.method === 'wire' ? methods.wire : methods.wallet;
}

/**
 * What a finance team looks a movement up by: a wire's reference as the bank statement shows it; a card's charge
 * is named by its card and its receipt, never by the gateway's own token.
 */
const referenceOf = (entry: BillingMovement): string =>
  entry.method === 'card' ? '' : (entry.reference ?? '');

/** What a movement was for: the campaign's name (with the creator's for a deal), a wire's reference. */
function descriptionOf(language: Language, entry: BillingMovement): string {
  if (!entry.description) return '';
  if (!entry.creator_name) return entry.description;
  return TEXTS[language].csv.creatorDeal
    .replace('{{creator}}', entry.creator_name)
    .replace('{{campaign}}', entry.description);
}

export function createBillingExportsHandler(services: Services) {
  return async (request: IncomingMessage, response: ServerResponse, pathname: string): Promise<void> => {
    if (request.method !== 'GET') return sendJson(response, 405, { error: 'Method not allowed' });
    const company = await companyOf(services, request);
    if (!company) return sendJson(response, 401, { error: 'Not signed in' });
    const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
    const asked = query.get('lang');
    const language: Language = isLanguage(asked)
      ? asked
      : isLanguage(company.language)
        ? company.language
        : DEFAULT_LANGUAGE;

    if (pathname === BILLING_EXPORT_PATH) {
      const filter = check(BillingFilter, {
        ...(query.get('kind') ? { kind: query.get('kind') } : {}),
        ...(query.get('from') ? { from: query.get('from') } : {}),
        ...(query.get('to') ? { to: query.get('to') } : {}),
      });
      if (!filter.ok)
        return sendJson(response, 400, { error: 'Some filters are not valid', fields: filter.fields });
      const csv = TEXTS[language].csv;
      const notation = spreadsheetNotation(LOCALES[language]);
      // Amounts go in as numbers (a negative one is not a formula); every text that starts like a formula (=, +,
      // -, @, a tab or a carriage return) is written with a leading ' so that a spreadsheet shows it, never runs it.
      const writer = stringify({
        header: true,
        bom: true,
        delimiter: notation.delimiter,
        escape_formulas: true,
        cast: { number: (cents) => notation.amount(cents) },
        columns: [
          csv.date,
          csv.kind,
          csv.description,
          csv.method,
          csv.amount,
          csv.fee,
          csv.escrow,
          csv.balance,
          csv.currency,
          csv.reference,
          csv.receipt,
          csv.short,
        ],
      });
      response.writeHead(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="creatorhub-billing.csv"',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      });
      writer.pipe(response);
      // The whole history, page by page, waiting for the client to take each page before reading the next.
      for await (const rows of billingRows(services.db, company.id, filter.value)) {
        for (const entry of rows)
          writer.write([
            entry.created_at.toISOString(),
            kindName(language, entry.kind),
            descriptionOf(language, entry),
            methodName(language, entry),
            entry.amount,
            entry.fee,
            entry.escrow,
            entry.balance,
            CURRENCY.code,
            referenceOf(entry),
            entry.receipt_number ?? '',
            entry.short,
          ]);
        if (response.destroyed) break;
        if (response.writableNeedDrain) await once(response, 'drain');
      }
      writer.end();
      return;
    }

    const match = /^\/billing\/receipts\/([^/]+)\.pdf$/.exec(pathname);
    const id = match?.[1];
    const entry = isId(id) ? await billingEntry(services.db, company.id, id) : null;
    if (!entry || !RECEIPT_KINDS.includes(entry.kind)) return sendJson(response, 404, { error: 'Not found' });
    const party = await receiptParty(services.db, company.id);
    const pdf = await receiptPdf(language, entry, party);
    response.writeHead(200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="creatorhub-receipt-${entry.receipt_number ?? entry.id.slice(0, 8)}.pdf"`,
      'content-length': String(pdf.length),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    response.end(pdf);
  };
}

type Party = Awaited<ReturnType<typeof receiptParty>>;

/** The receipt as a PDF: who paid, what, how, the fee and the total, in the language asked for. */
export function receiptPdf(language: Language, entry: BillingMovement, party: Party): Promise<Buffer> {
  const texts = TEXTS[language].receipt;
  const locale = LOCALES[language];
  const money = (cents: number) => formatMoney(cents, locale);
  const date = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(entry.created_at);
  const paid = Math.abs(entry.amount);
  const document = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${texts.title} ${entry.receipt_number ?? ''}`.trim(), Author: RECEIPT_ISSUER.name },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  document.fontSize(20).text(RECEIPT_ISSUER.name);
  document.fontSize(9).fillColor('#555555');
  for (const part of [...RECEIPT_ISSUER.address, RECEIPT_ISSUER.tax_id]) document.text(part);
  document.fillColor('#000000').moveDown().fontSize(16).text(texts.title);
  document.moveDown().fontSize(10);
  const line = (label: string, value: string) =>
    document.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  line(texts.number, entry.receipt_number ?? entry.id);
  line(texts.date, `${date} UTC`);
  document.moveDown();
  document.font('Helvetica-Bold').fontSize(12).text(texts.billedTo);
  document.fontSize(10);
  const name = [party?.first_name, party?.last_name].filter(Boolean).join(' ');
  line(texts.company, party?.company_name ?? '—');
  if (name) line(texts.contact, name);
  line(texts.email, party?.email ?? '—');
  line(texts.taxId, party?.tax_id ?? texts.none);
  document.moveDown();
  document.font('Helvetica-Bold').fontSize(12).text(texts.payment);
  document.fontSize(10);
  line(texts.description, [kindName(language, entry.kind), entry.description].filter(Boolean).join(' · '));
  line(texts.method, methodName(language, entry));
  if (referenceOf(entry)) line(texts.reference, referenceOf(entry));
  line(texts.amount, money(paid));
  // A card's processing fee is a line of its own; a wire carries none, so its receipt shows none.
  if (entry.method === 'card') line(texts.fee, money(entry.fee));
  line(texts.total, money(paid + entry.fee));
  document.moveDown(2).font('Helvetica').fontSize(9).fillColor('#555555').text(texts.footer);
  document.end();
  return done;
}
