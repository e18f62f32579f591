/**
 * Issue 12 in the built app, headless Chromium, in English and Spanish (amounts typed the Spanish way): a card
 * added and made the default, a declined card told in words, a $100.00 top-up with its $4.00 fee shown before
 * paying, the balance and a billing row after it, the CSV (parsed) and PDF downloads; bank details saved, a wire
 * requested, confirmed with `staff wire confirm` from the command line, and the toast and new balance arriving
 * live. Screenshots of wallet, billing and payment methods at 1440 px and 390 px in both languages go to
 * /tmp/shots/money/.
 */
import { expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { parse } from 'csv-parse/sync';
import { parseMoney, spreadsheetNotation } from '../../src/domain/money';
import { appInBrowser, describeInBrowser, fieldByLabel, newPage } from '../support/browser';
import { createReadyCompany, signInBrowser } from '../support/browser-accounts';
import en from '../../locales/en/money.json';
import es from '../../locales/es/money.json';
import enErrors from '../../locales/en/errors.json';
import esErrors from '../../locales/es/errors.json';

/** Intl writes a no-break space between an amount and its currency in some languages: compared as a space. */
const spaced = (text: string | null | undefined): string => (text ?? '').replace(/\s/gu, ' ');

const SHOTS = '/tmp/shots/money';
const run = promisify(execFile);

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/**
 * A full-page picture from the top of the page (taken scrolled, the sticky sidebar would show mid-page), once the
 * fonts are in and every finite animation (a notice fading in) has ended.
 */
async function shoot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
    const finite = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

type Texts = typeof en;
const LANGUAGES = [
  {
    language: 'en' as const,
    texts: en,
    errors: enErrors,
    amount: '100.00',
    shown: ['$100.00', '$4.00', '$104.00'],
  },
  {
    language: 'es' as const,
    texts: es as Texts,
    errors: esErrors as typeof enErrors,
    amount: '100,00',
    shown: ['100,00 US$', '4,00 US$', '104,00 US$'],
  },
];

async function addCard(page: Page, texts: Texts, number: string) {
  await page.getByRole('button', { name: texts.paymentMethods.add }).first().click();
  const dialog = page.getByRole('dialog', { name: texts.paymentMethods.form.title });
  const form = texts.paymentMethods.form;
  await fieldByLabel(dialog, form.number).fill(number);
  await fieldByLabel(dialog, form.expiry).fill(`12/${String((new Date().getFullYear() + 3) % 100)}`);
  await fieldByLabel(dialog, form.cvc).fill('123');
  await fieldByLabel(dialog, form.cardholder).fill('Ada Lovelace');
  await fieldByLabel(dialog, form.addressName).fill('Head office');
  await fieldByLabel(dialog, form.address).fill('12 Baker Street');
  await fieldByLabel(dialog, form.city).fill('Austin');
  await fieldByLabel(dialog, form.state).fill('TX');
  await fieldByLabel(dialog, form.country).fill('US');
  await fieldByLabel(dialog, form.zip).fill('78701');
  await dialog.getByRole('button', { name: form.save }).click();
  return dialog;
}

describeInBrowser('wallet, cards, wires and billing in the browser', () => {
  const app = appInBrowser();

  for (const { language, texts, errors, amount, shown } of LANGUAGES) {
    it(`adds cards, tops up by card and downloads billing (${language})`, async () => {
      const company = await createReadyCompany(app.server);
      const page = await newPage(app.browser, { width: 1440, height: 1000 });
      await signInBrowser(page, app.server, company.token, '/account/payment-methods', language);
      await eventually(() =>
        page.getByRole('heading', { name: texts.paymentMethods.empty.title }).isVisible(),
      ).toBe(true);

      // A declined card is told in words, and nothing is saved.
      const declined = await addCard(page, texts, '4000 0000 0000 0002');
      await eventually(() => declined.getByText(errors.codes.DECLINE_CARD_DECLINED).isVisible()).toBe(true);
      await declined.getByRole('button', { name: texts.paymentMethods.form.cancel }).first().click();

      await addCard(page, texts, '4242 4242 4242 4242');
      await eventually(() => page.getByText('Visa •••• 4242').isVisible()).toBe(true);
      await addCard(page, texts, '5555 5555 5555 4444');
      await eventually(() => page.getByText('Mastercard •••• 4444').isVisible()).toBe(true);
      await page.getByRole('button', { name: texts.paymentMethods.makeDefault }).click();
      const master = page.getByLabel(fill(texts.cardEnding, { brand: 'Mastercard', last4: '4444' }));
      await eventually(() =>
        master.getByText(texts.paymentMethods.default, { exact: true }).isVisible(),
      ).toBe(true);
      await shoot(page, `payment-methods-1440-${language}`);
      await page.setViewportSize({ width: 390, height: 900 });
      await shoot(page, `payment-methods-390-${language}`);
      await page.setViewportSize({ width: 1440, height: 1000 });

      // $100.00 by card: the fee and the total are shown before paying.
      await page.goto(`${app.server.url}/wallet`);
      await fieldByLabel(page, texts.wallet.topUp.amount).fill(amount);
      const summary = page.getByLabel(texts.wallet.topUp.summary);
      for (const text of shown)
        await eventually(() => summary.getByText(text, { exact: true }).isVisible()).toBe(true);
      await shoot(page, `wallet-1440-${language}`);
      await page.getByRole('button', { name: fill(texts.wallet.topUp.pay, { total: shown[2]! }) }).click();
      await eventually(async () => spaced(await page.getByTestId('wallet-balance').textContent())).toBe(
        spaced(shown[0]),
      );
      await eventually(() => page.getByText(texts.kinds.card_top_up).first().isVisible()).toBe(true);
      await page.setViewportSize({ width: 390, height: 900 });
      await shoot(page, `wallet-390-${language}`);
      await page.setViewportSize({ width: 1440, height: 1000 });

      // The billing row, the CSV and the PDF.
      await page.goto(`${app.server.url}/account/billing`);
      const row = page.getByRole('row').filter({ hasText: texts.kinds.card_top_up });
      await eventually(() => row.count()).toBe(1);
      await eventually(() => row.getByText(shown[1]!).isVisible()).toBe(true);
      const [csv] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: texts.billing.csv }).click(),
      ]);
      // Written as that language's spreadsheets read it (English "," and "100.00", Spanish ";" and "100,00").
      const locale = language === 'es' ? 'es-ES' : 'en-US';
      const rows = parse(await readFile((await csv.path())!, 'utf8'), {
        columns: true,
        bom: true,
        delimiter: spreadsheetNotation(locale).delimiter,
      }) as Array<Record<string, string>>;
      expect(rows).toHaveLength(1);
      expect(parseMoney(rows[0]![texts.csv.amount]!, locale)).toEqual({ ok: true, cents: 100_00 });
      expect(parseMoney(rows[0]![texts.csv.fee]!, locale)).toEqual({ ok: true, cents: 4_00 });
      const [pdf] = await Promise.all([
        page.waitForEvent('download'),
        row.getByRole('button', { name: texts.billing.receipt }).click(),
      ]);
      const bytes = await readFile((await pdf.path())!);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      await shoot(page, `billing-1440-${language}`);
      await page.setViewportSize({ width: 390, height: 900 });
      await shoot(page, `billing-390-${language}`);
      expect(page.errors).toEqual([]);
      await page.context().close();
    });

    it(`saves bank details, requests a wire and sees staff confirm it live (${language})`, async () => {
      const company = await createReadyCompany(app.server);
      const page = await newPage(app.browser, { width: 1440, height: 1000 });
      await signInBrowser(page, app.server, company.token, '/account/billing', language);
      const profile = texts.billing.profile;
      await fieldByLabel(page, profile.taxId).fill('12-345678');
      await fieldByLabel(page, profile.fullName).fill('Ada Lovelace');
      await fieldByLabel(page, profile.accountNumber).fill('000123456789');
      await fieldByLabel(page, profile.routingNumber).fill('021000021');
      await fieldByLabel(page, profile.recipientName).fill('Analytical Engines Inc.');
      await fieldByLabel(page, profile.bankAddress).fill('1 Wall Street, New York');
      await fieldByLabel(page, profile.purpose).fill('Campaign refunds');
      await page.getByRole('button', { name: profile.save }).click();
      await eventually(() => page.getByText(profile.saved).isVisible()).toBe(true);

      await page.goto(`${app.server.url}/wallet`);
      await page.getByRole('button', { name: texts.wallet.topUp.wire, exact: true }).click();
      await fieldByLabel(page, texts.wallet.topUp.amount).fill(language === 'es' ? '1.500,00' : '1,500.00');
      await page.getByRole('button', { name: texts.wallet.topUp.requestWire }).click();
      const reference = page.getByText(/^CH-[2-9A-HJKMNP-Z]{8}$/).first();
      await eventually(() => reference.isVisible()).toBe(true);
      const code = (await reference.textContent())!.trim();
      await shoot(page, `wallet-wire-1440-${language}`);

      await run('npx', ['tsx', 'server/cli/staff.ts', 'wire', 'confirm', code], {
        env: { ...process.env, API_URL: app.server.url, STAFF_KEY: app.server.app.staffKey },
      });
      const money = language === 'es' ? '1.500,00 US$' : '$1,500.00';
      await eventually(async () => spaced(await page.getByTestId('wallet-balance').textContent())).toBe(
        spaced(money),
      );
      const toast =
        language === 'es' ? `Tu transferencia ${code} ha llegado` : `Your wire transfer ${code} arrived`;
      await eventually(() => page.getByText(toast, { exact: false }).first().isVisible()).toBe(true);
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }
});
