/**
 * Issue 11, "what a first real user ran into", in the notices, in the built app in headless Chromium: server texts
 * in Spanish (a change made on another device, a staff message, the e-mail verified elsewhere), toasts above a
 * dialog without covering its buttons, and a failed save said in the dialog itself, with screenshots.
 */
import { expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  animationsDone,
  appInBrowser,
  describeInBrowser,
  fieldByLabel,
  newPage,
  screenshot,
} from '../support/browser';
import { createReadyCompany, signInBrowser, verificationCodeFor } from '../support/browser-accounts';
import { nextLiveSocket } from '../support/live';
import { brandOf, gqlOk } from '../support/catalog-api';
import esErrors from '../../locales/es/errors.json';
import esMessages from '../../locales/es/messages.json';
import esAccount from '../../locales/es/account.json';
import esBrands from '../../locales/es/brands.json';
import {
  eventually,
  WIDTHS,
  SLOW_MS,
  heightOf,
  setLanguage,
  secondSession,
  unverifiedCompany,
  toasts,
} from './first-user-steps';

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The toast is the topmost thing at its centre, and covers none of the dialog's buttons. */
async function expectToastClearOf(page: Page, toast: Locator, dialog: Locator) {
  const box = await toast.boundingBox();
  if (!box) throw new Error('the toast has no box');
  const onTop = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="status"]')?.textContent ?? null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(onTop).toBe(await toast.textContent());
  const buttons = dialog.getByRole('button');
  for (let index = 0; index < (await buttons.count()); index += 1) {
    const button = await buttons.nth(index).boundingBox();
    if (button) expect(overlaps(box, button), `covers ${await buttons.nth(index).textContent()}`).toBe(false);
  }
}

describeInBrowser('what a first real user ran into', () => {
  const app = appInBrowser();

  it(
    'shows server texts in Spanish: notices from another device, and the e-mail verified',
    async () => {
      const company = await createReadyCompany(app.server);
      await setLanguage(app.server, company.token, 'es');
      const other = await secondSession(app.server, company);
      const watching = await newPage(app.browser, { locale: 'es-ES' });
      const saving = await newPage(app.browser, { locale: 'es-ES' });
      const watchingLive = nextLiveSocket(watching);
      const savingLive = nextLiveSocket(saving);
      await signInBrowser(watching, app.server, company.token, '/', 'es');
      await signInBrowser(saving, app.server, other, '/account/overview', 'es');
      const [, savingSocket] = await Promise.all([watchingLive, savingLive]);
      // The saving device hears its own change on the live channel too, and must not show it a second time.
      let heardOwnChange = false;
      savingSocket.on('framereceived', ({ payload }) => {
        if (typeof payload !== 'string' && payload.includes('Your account was updated'))
          heardOwnChange = true;
      });

      await fieldByLabel(saving, esAccount.profile.companyName).fill('Motores Analíticos');
      await saving.getByRole('button', { name: esAccount.profile.submit }).click();
      await eventually(() => toasts(watching).filter({ hasText: esMessages.account.updated }).count()).toBe(
        1,
      );
      expect(await watching.getByText('Your account was updated').count()).toBe(0);
      // One action, one toast: the device that saved says so once, in its own words.
      await eventually(() => toasts(saving).filter({ hasText: esAccount.profile.saved }).count()).toBe(1);
      await eventually(() => heardOwnChange).toBe(true);
      await animationsDone(saving);
      expect(await toasts(saving).count()).toBe(1);
      await screenshot(watching, 'notice-from-another-device-es-1440');
      // Staff free text is shown as typed.
      await app.server.staff('notify', { email: company.email, message: 'Hello from the CreatorHub team' });
      await eventually(() =>
        toasts(watching).filter({ hasText: 'Hello from the CreatorHub team' }).count(),
      ).toBe(1);
      await watching.context().close();
      await saving.context().close();

      // An address verified from another device: the Spanish page says so in Spanish and moves on.
      const newcomer = await unverifiedCompany(app.server);
      await setLanguage(app.server, newcomer.token, 'es');
      const page = await newPage(app.browser, { locale: 'es-ES', width: 390, height: 844 });
      const live = nextLiveSocket(page);
      await signInBrowser(page, app.server, newcomer.token, '/verify', 'es');
      await live;
      const code = await verificationCodeFor(app.server, newcomer.email);
      await gqlOk(
        app.server,
        'mutation($c: String!) { CompanyEmailVerificationByCode(email_validation_code: $c) { status } }',
        { c: code },
        await secondSession(app.server, newcomer),
      );
      await eventually(() => toasts(page).filter({ hasText: esMessages.account.verified }).count()).toBe(1);
      expect(await page.getByText('Your e-mail address is verified').count()).toBe(0);
      await eventually(() => new URL(page.url()).pathname).toBe('/about-you');
      await screenshot(page, 'verified-notice-es-390');
      expect(page.errors).toEqual([]);
      await page.context().close();
    },
    SLOW_MS,
  );

  it(
    'shows toasts above a dialog without covering its buttons, and a failed save in the dialog itself',
    async () => {
      const company = await createReadyCompany(app.server);
      await setLanguage(app.server, company.token, 'es');
      await brandOf(app.server, company.token, 'Northwind');
      for (const width of WIDTHS) {
        const page = await newPage(app.browser, { width, height: heightOf(width), locale: 'es-ES' });
        const live = nextLiveSocket(page);
        await signInBrowser(page, app.server, company.token, '/brands', 'es');
        await live;
        await page.getByRole('button', { name: esBrands.new }).click();
        const dialog = page.getByRole('dialog', { name: esBrands.form.createTitle });
        await dialog.waitFor();
        await app.server.staff('notify', { email: company.email, message: 'Un creador aceptó tu acuerdo' });
        const toast = toasts(page).filter({ hasText: 'Un creador aceptó tu acuerdo' });
        await toast.waitFor();
        await animationsDone(page);
        await expectToastClearOf(page, toast, dialog);
        await screenshot(page, `toast-over-dialog-es-${width}`);

        // No connection: the dialog itself says nothing was saved, and keeps what was typed.
        await fieldByLabel(dialog, esBrands.form.name).fill(`Lumen ${width}`);
        await fieldByLabel(dialog, esBrands.form.description).fill('Cosmética limpia para piel sensible');
        await page.context().setOffline(true);
        await dialog.getByRole('button', { name: esBrands.form.create }).click();
        await eventually(() => dialog.getByText(esErrors.dialogOffline).isVisible()).toBe(true);
        await screenshot(page, `dialog-offline-es-${width}`);
        await page.context().setOffline(false);
        expect(await fieldByLabel(dialog, esBrands.form.name).inputValue()).toBe(`Lumen ${width}`);
        await dialog.getByRole('button', { name: esBrands.form.create }).click();
        await eventually(() => page.getByRole('dialog').count()).toBe(0);
        await eventually(() => page.getByRole('heading', { name: `Lumen ${width}` }).isVisible()).toBe(true);
        await page.context().close();
      }
    },
    SLOW_MS,
  );
});
