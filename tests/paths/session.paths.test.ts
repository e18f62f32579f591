/**
 * The session model, second run (issues 3 and 21): the same session machine's model drives the real app in
 * headless Chromium over every transition of the machine, in English and in Spanish (PATHS_LANGUAGES, see
 * pathLanguages in tests/support/browser.ts), and prints which it took.
 *
 * The model's events are restricted to what a person can make happen: each user event is carried out in the
 * browser (fill a form, click, open a mailed link), and the answers the model expects next (a call that succeeds
 * or fails, a session revoked elsewhere, the API unreachable, a wait that runs out) are arranged before it: the
 * right or a wrong password, a fresh or a taken address, a used staff link, a revoked token, a network that drops
 * a call. After every step that leaves the session settled, the test checks what the user sees. The model is in
 * session-paths-model.ts, the walks chosen to take every transition in session-paths-coverage.ts, the network's
 * answers in session-paths-network.ts, and the person's steps and the screen checks in session-paths-steps.ts.
 */
import { beforeAll, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { LANGUAGE_STORAGE_KEY } from '../../src/domain/constants';
import { appInBrowser, describeInBrowser, newPage, pathLanguages, screenshot } from '../support/browser';
import { createReadyCompany } from '../support/browser-accounts';
import { createTestI18n } from '../support/i18n';
import { RETRY_LOAD, serialize, settled } from './session-paths-model';
import { coverageOf, walksToTake, type Walk } from './session-paths-coverage';
import { answersFor, arrange } from './session-paths-network';
import { sessionSteps, type Accounts, type Driver } from './session-paths-steps';

/** The events the person brings about (the rest are the API's answers, arranged before them). */
const acts = (event: EventObject) =>
  (event.type.startsWith('session.') && event.type !== 'session.staffToken') ||
  event.type === RETRY_LOAD.type ||
  event.type === 'xstate.done.actor.verification';

/** The answers the model expects after step `index`, up to the person's next action. */
function answersAfter(events: EventObject[], index: number): EventObject[] {
  const upcoming = events.slice(index + 1);
  const nextAction = upcoming.findIndex(acts);
  return nextAction === -1 ? upcoming : upcoming.slice(0, nextAction);
}

function describePaths(language: 'en' | 'es') {
  describeInBrowser(`session paths in the browser (${language})`, () => {
    const app = appInBrowser();
    let accounts: Accounts;
    let walks: Walk[];
    const t = createTestI18n(language).t;

    beforeAll(async () => {
      accounts = { ready: await createReadyCompany(app.server, { first_name: 'Grace' }) };
      walks = await walksToTake();
    });

    const { open, perform, expectScreen } = sessionSteps(app, t, () => accounts);

    it('takes every transition of the session machine', async () => {
      const taken = new Set<string>();
      for (const walk of walks) {
        const page = await newPage(app.browser);
        const driver: Driver = { page, t, account: null };
        const events = walk.path.steps.map((step) => step.event);
        const waits = events.some(
          (event) => event.type === 'session.resend' || event.type === RETRY_LOAD.type,
        );
        // The page's clock, moved on where the person waits (a resend's cooldown, the retry after a failure).
        if (waits) await page.clock.install();
        await page.goto(`${app.server.url}/healthz`);
        await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
          key: LANGUAGE_STORAGE_KEY,
          value: language,
        });
        try {
          for (const [index, step] of walk.path.steps.entries()) {
            const answers = answersAfter(events, index);
            if (index === 0 || acts(step.event)) await arrange(page, app.server, answersFor(answers));
            if (index === 0) await open(driver, walk.start === 'returning', answers);
            else await perform(driver, step.event, answers);
            const state = step.state;
            if (settled(state)) await expectScreen(page, state, `${walk.path.description} @ step ${index}`);
          }
        } catch (error) {
          await screenshot(page, `paths-${language}-failed`);
          throw new Error(`${walk.start}: ${walk.path.description}`, { cause: error });
        }
        expect(page.errors, walk.path.description).toEqual([]);
        await screenshot(page, `paths-${language}-${serialize(walk.path.target)}`);
        await page.context().close();
        walk.transitions.forEach((key) => taken.add(key));
      }
      const { missing, report } = coverageOf(language, taken);
      console.log(report);
      expect(missing).toEqual([]);
    });
  });
}

pathLanguages().forEach(describePaths);
