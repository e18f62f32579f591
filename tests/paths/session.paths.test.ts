/**
 * The session model, second run (issue 3): the same session machine's model drives the real app in headless
 * Chromium, along the shortest path to every state, in English and in Spanish.
 *
 * The model's events are restricted to what a person can make happen: each user event is carried out in the
 * browser (fill a form, click), and the answers the model expects next (a call that succeeds or fails, a
 * session revoked elsewhere, the API unreachable) are arranged before it: the right or a wrong password, a
 * fresh or a taken address, a revoked token, a network that drops /graphql. After every step that leaves the
 * session settled, the test checks what the user sees. The model and its paths are in session-paths-model.ts,
 * the person's steps and the screen checks in session-paths-steps.ts.
 */
import { beforeAll, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import type { SessionSnapshot } from '../../src/machines/session';
import { LANGUAGE_STORAGE_KEY } from '../../src/domain/constants';
import { appInBrowser, describeInBrowser, newPage, screenshot } from '../support/browser';
import { createReadyCompany } from '../support/browser-accounts';
import { createTestI18n } from '../support/i18n';
import { paths, serialize, settled } from './session-paths-model';
import { sessionSteps, type Accounts, type Driver } from './session-paths-steps';

function describePaths(language: 'en' | 'es') {
  describeInBrowser(`session paths in the browser (${language})`, () => {
    const app = appInBrowser();
    let accounts: Accounts;
    const t = createTestI18n(language).t;

    beforeAll(async () => {
      accounts = { ready: await createReadyCompany(app.server, { first_name: 'Grace' }) };
    });

    const { perform, expectScreen } = sessionSteps(app, t, () => accounts);

    it(`walks the shortest path to each of the ${paths.length} settled states`, async () => {
      expect(paths.length).toBeGreaterThanOrEqual(5);
      for (const path of paths) {
        const page = await newPage(app.browser);
        const driver: Driver = { page, t, email: null };
        await page.goto(`${app.server.url}/healthz`);
        await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
          key: LANGUAGE_STORAGE_KEY,
          value: language,
        });
        await page.goto(`${app.server.url}/login`);
        try {
          for (const [index, step] of path.steps.entries()) {
            if (index > 0) {
              // The answers the model expects before the person's next action.
              const upcoming = path.steps.slice(index + 1).map((item) => item.event as EventObject);
              const nextAction = upcoming.findIndex((item) => item.type.startsWith('session.'));
              const answers = nextAction === -1 ? upcoming : upcoming.slice(0, nextAction);
              await perform(driver, step.event as EventObject, answers);
            }
            const state = step.state as SessionSnapshot;
            if (settled(state)) await expectScreen(page, state, `${path.description} @ step ${index}`);
          }
        } catch (error) {
          await screenshot(page, `paths-${language}-failed`);
          throw error;
        }
        expect(page.errors, path.description).toEqual([]);
        await screenshot(page, `paths-${language}-${serialize(path.state as SessionSnapshot)}`);
        await page.context().close();
      }
    });
  });
}

describePaths('en');
describePaths('es');
