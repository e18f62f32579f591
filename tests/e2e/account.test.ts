/**
 * Issue 3 in headless Chromium: a reset e-mail's link sets a new password that then logs in; a session revoked
 * on the server logs the page out with the error catalogue's toast; a staff impersonation link opens the
 * company's dashboard with the banner, once; a change-of-e-mail link switches the address; deletion asks for
 * the address and leaves no 401 toast behind.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { parseMail } from '../support/mail';
import { createTestI18n } from '../support/i18n';
import {
  appInBrowser,
  describeInBrowser,
  guestPageLive,
  fieldByLabel,
  newPage,
  screenshot,
} from '../support/browser';
import { createReadyCompany, signInBrowser } from '../support/browser-accounts';

const { t } = createTestI18n('en');
const field = fieldByLabel;
const visible = (page: Page, text: string) => page.getByText(text).first().waitFor({ state: 'visible' });

describeInBrowser('account flows in the browser', () => {
  const app = appInBrowser();

  /** The link of the newest mail to an address that leads to a path, on this test server. */
  async function linkIn(to: string, path: string): Promise<string> {
    const mail = parseMail(await app.server.lastMail(to, path));
    const link = mail.links.find((candidate) => new URL(candidate).pathname.startsWith(path));
    if (!link) throw new Error(`No ${path} link in the mail to ${to}:\n${mail.text}`);
    return link;
  }

  async function logIn(page: Page, email: string, password: string) {
    await page.goto(`${app.server.url}/login`);
    await guestPageLive(page);
    await field(page, t('login:email')).fill(email);
    await field(page, t('login:password')).fill(password);
    await page.getByRole('button', { name: t('login:submit'), exact: true }).click();
  }

  it('resets a forgotten password from the e-mailed link, then logs in with it (and not the old one)', async () => {
    const company = await createReadyCompany(app.server);
    const page = await newPage(app.browser);
    await page.goto(`${app.server.url}/forgot`);
    await field(page, t('forgot:email')).fill(company.email);
    await page.getByRole('button', { name: t('forgot:submit'), exact: true }).click();
    await page.getByRole('heading', { name: t('forgot:sentTitle'), level: 1 }).waitFor();

    await page.goto(await linkIn(company.email, '/new-password/'));
    await page.getByRole('heading', { name: t('newPassword:title'), level: 1 }).waitFor();
    await field(page, t('newPassword:password')).fill('Brand-New-Pass9');
    await field(page, t('newPassword:confirmation')).fill('Brand-New-Pass9');
    await page.getByRole('button', { name: t('newPassword:submit'), exact: true }).click();
    await page.getByRole('heading', { name: t('password:title'), level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/password');

    await logIn(page, company.email, company.password);
    await visible(page, t('errors:codes.INVALID_CREDENTIALS'));
    await logIn(page, company.email, 'Brand-New-Pass9');
    await page.waitForURL(`${app.server.url}/`);
    await page.getByRole('heading', { level: 1, name: new RegExp(company.first_name) }).waitFor();
    expect(page.errors).toEqual([]);
  });

  it('logs the page out with the 401 toast when its session is revoked on the server', async () => {
    const company = await createReadyCompany(app.server);
    const page = await newPage(app.browser);
    await signInBrowser(page, app.server, company.token, '/brands');
    await page.getByRole('navigation').first().waitFor();
    await app.server.gql('mutation { CompanyLogout { status } }', {}, company.token);
    // The next call the page makes answers 401: moving to another screen makes one (the live channel may
    // already have made one by itself, in which case the page is on its way to Login and the link is gone).
    await page
      .getByRole('link', { name: t('common:nav.products'), exact: true })
      .locator('visible=true')
      .first()
      .click({ timeout: 2000 })
      .catch(() => undefined);
    await visible(page, t('errors:loggedOut'));
    await page.waitForURL((url) => url.pathname === '/login');
    await screenshot(page, 'account-401-toast-en-1440');
    expect(await page.evaluate(() => Object.keys(localStorage).some((key) => key.endsWith('.session')))).toBe(
      false,
    );
  });

  it('opens the dashboard with the staff banner from an impersonation link, which works once', async () => {
    const company = await createReadyCompany(app.server, { company_name: 'Banner Brands' });
    const answer = await app.server.staff('impersonate', { email: company.email });
    const link = String(answer.body.link);
    const page = await newPage(app.browser);
    await page.goto(link);
    await page.waitForURL(`${app.server.url}/`);
    await visible(page, t('common:impersonation.banner', { company: 'Banner Brands' }));
    await screenshot(page, 'account-impersonation-en-1440');

    const again = await newPage(app.browser);
    await again.goto(link);
    await again.getByRole('alert').first().waitFor();
    expect(new URL(again.url()).pathname).not.toBe('/');
    expect(page.errors).toEqual([]);
  });

  it('changes the e-mail address through the link sent to the new one, then deletes the account', async () => {
    const company = await createReadyCompany(app.server);
    const page = await newPage(app.browser);
    await signInBrowser(page, app.server, company.token, '/account/overview');
    const section = page.getByRole('region', { name: t('account:email.title') });
    const newEmail = `new-${company.email}`;
    await field(section, t('account:email.new')).fill(newEmail);
    await field(section, t('account:email.password')).fill(company.password);
    await section.getByRole('button', { name: t('account:email.submit'), exact: true }).click();

    await page.goto(await linkIn(newEmail, '/update/'));
    await field(page, t('updateEmail:oldEmail')).fill(company.email);
    await field(page, t('updateEmail:password')).fill(company.password);
    await page.getByRole('button', { name: t('updateEmail:submit'), exact: true }).click();
    await page.getByRole('heading', { name: t('updateEmail:doneTitle'), level: 1 }).waitFor();

    await page.goto(`${app.server.url}/account/overview`);
    await page.getByText(newEmail).first().waitFor();
    const danger = page.getByRole('region', { name: t('account:delete.title') });
    await danger.getByRole('button', { name: t('account:delete.open') }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('textbox').fill(newEmail);
    await dialog.getByRole('button', { name: t('account:delete.confirm') }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: t('login:title'), level: 1 }).waitFor();
    expect(await page.getByText(t('errors:loggedOut')).count()).toBe(0);
    expect(page.errors).toEqual([]);
  });
});
