/**
 * Issue 2's walk through the built app in headless Chromium, as a new user does it: sign up, verify the address
 * with the code from the e-mail, fill in the about-you step, land on the Dashboard with their own name; a reload
 * keeps the session and logging out returns to Login. Once on a wide screen and once on a phone-sized one, with
 * screenshots of each screen in test-results/screenshots/.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import login from '../../locales/en/login.json';
import signup from '../../locales/en/signup.json';
import verify from '../../locales/en/verify.json';
import aboutYou from '../../locales/en/aboutYou.json';
import shell from '../../locales/en/shell.json';
import { accountMenuButton, appInBrowser, describeInBrowser, newPage, screenshot } from '../support/browser';
import { uniqueEmail, verificationCodeFor } from '../support/browser-accounts';

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const PASSWORD = 'Bright-Morning-2024';

/** A form control by its label as the user reads it; required fields show a '*' after the label. */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

async function atPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 15_000 });
}

describeInBrowser('onboarding in the browser', () => {
  const app = appInBrowser();

  for (const viewport of VIEWPORTS) {
    it(`signs up, verifies, completes about-you and reaches the Dashboard, keeps the session on reload and logs out (${viewport.name})`, async () => {
      const page = await newPage(app.browser, { width: viewport.width, height: viewport.height });
      const shot = (screen: string) => screenshot(page, `${screen}-${viewport.width}`);
      const email = uniqueEmail('onboarding');

      await page.goto(`${app.server.url}/`);
      await atPath(page, '/login');
      await page.getByRole('heading', { name: login.title, level: 1 }).waitFor();
      await shot('login');

      await page.getByRole('link', { name: login.signUp }).click();
      await atPath(page, '/signup');
      await page.getByRole('heading', { name: signup.title, level: 1 }).waitFor();
      await shot('signup');
      await field(page, signup.email).fill(email);
      await field(page, signup.password).fill(PASSWORD);
      await field(page, signup.confirmation).fill(PASSWORD);
      await page.getByRole('button', { name: signup.submit, exact: true }).click();

      await atPath(page, '/verify');
      await page.getByRole('heading', { name: verify.title, level: 1 }).waitFor();
      await page.getByText(email).first().waitFor();
      await shot('verify');
      await field(page, verify.code).fill(await verificationCodeFor(app.server, email));
      await page.getByRole('button', { name: verify.submit, exact: true }).click();

      await atPath(page, '/about-you');
      await page.getByRole('heading', { name: aboutYou.title, level: 1 }).waitFor();
      await shot('about-you');
      await field(page, aboutYou.company_name).fill('Morning Light Studio');
      await field(page, aboutYou.first_name).fill('Grace');
      await field(page, aboutYou.last_name).fill('Hopper');
      await field(page, aboutYou.area_code).selectOption({ label: '+1 United States' });
      await field(page, aboutYou.phone).fill('2025550143');
      await page.getByRole('button', { name: aboutYou.submit, exact: true }).click();

      await atPath(page, '/');
      const greeting = page.getByRole('heading', { level: 1, name: /Grace/ });
      await greeting.waitFor();
      await page.getByText('$0.00').first().waitFor();
      await shot('dashboard');

      await page.reload();
      await greeting.waitFor();
      expect(new URL(page.url()).pathname).toBe('/');

      await accountMenuButton(page, 'Grace Hopper', shell.accountMenu).click();
      await page.getByRole('menuitem', { name: shell.logout }).click();
      await atPath(page, '/login');
      await page.getByRole('heading', { name: login.title, level: 1 }).waitFor();
      await page.reload();
      await page.getByRole('heading', { name: login.title, level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');

      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }
});
