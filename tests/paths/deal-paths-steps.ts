/**
 * The steps of the deal paths test (deals.paths.test.ts) and its screen checks. Each model event is made to
 * happen as the product lets it: the brand's own steps on the DealOverview page (ship with a tracking number, send
 * back with feedback, accept with its confirm dialog, cancel), the creator's and staff's with the staff command
 * line (`staff deal <id> accept|purchase|receive|upload <file>|approve|publish [publish_at=…]`, run in-process as
 * `npm run staff` runs it), the system's by moving the server's manual clock past the deal's due time and running
 * the due jobs. The page is read as a person reads it: the status label in the header, which timeline steps have
 * a date, the delivery label, the revisions counted, the history's events and who sent them; always waited for,
 * live, without a reload.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { DealEvent, DealSnapshot } from '../../src/machines/deal';
import {
  DEAL_EVENT_LABELS,
  DEAL_STATUS_LABELS,
  MAX_CONTENT_REVISIONS,
  TIMELINE_STEPS,
  type DealStatus,
  type DeliveryStatus,
  type TimelineStep,
} from '../../src/domain/deal';
import { DealDeclineContentDocument } from '../../src/graphql/generated/graphql';
import { deals } from '../../server/db/schema';
import { findJob } from '../../server/services/jobs';
import { dealDueKey } from '../../server/services/deals/due-times';
import type { ManualClock } from '../../server/services/clock';
import { call, errorOf } from '../api/account-helpers';
import { staffCommand } from '../support/deals';
import type { TestServer } from '../support/server';
import type enDeals from '../../locales/en/deals.json';
import type enOverview from '../../locales/en/dealOverview.json';

export type Texts = { language: 'en' | 'es'; deals: typeof enDeals; overview: typeof enOverview };

/** One deal on its open page, and what the steps need to act on it. */
export type Driver = {
  page: Page;
  texts: Texts;
  server: TestServer;
  clock: ManualClock;
  token: string;
  dealId: string;
  /** The picture the creator uploads (a file the staff command line reads). */
  file: string;
};

const DAY_MS = 24 * 3600 * 1000;

/** Waits for what the page shows, never with a fixed sleep: live refreshes arrive when they arrive. */
export const eventually = <T>(read: () => T | Promise<T>) =>
  expect.poll(read, { timeout: 20_000, interval: 100 });

/** What the DealOverview should show. */
export type Shown = {
  status: DealStatus;
  reached: TimelineStep[];
  delivery: DeliveryStatus;
  revisions: number;
};

const regionOf = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** What the DealOverview shows, read from the page: the header's status, the timeline, delivery, revisions. */
async function shownOn(page: Page, texts: Texts, expected: Shown) {
  const { deals: labels, overview } = texts;
  const statusLabel = labels.status[DEAL_STATUS_LABELS[expected.status]];
  const steps = await regionOf(page, overview.timeline.title).getByRole('listitem').allTextContents();
  const delivery = regionOf(page, overview.delivery.title);
  const counted = overview.review.revisions
    .replace('{{count}}', String(expected.revisions))
    .replace('{{max}}', String(MAX_CONTENT_REVISIONS));
  return {
    status: await page.locator('header').getByText(statusLabel, { exact: true }).count(),
    timeline: steps.map((text, index) => {
      const name = labels.timeline[TIMELINE_STEPS[index]!];
      if (!text.startsWith(name)) return `unexpected step: ${text}`;
      return `${TIMELINE_STEPS[index]}: ${text.endsWith(overview.timeline.notYet) ? 'not yet' : 'dated'}`;
    }),
    delivery: await delivery.getByText(labels.delivery[expected.delivery], { exact: true }).count(),
    revisions: await regionOf(page, overview.review.title).getByText(counted).count(),
  };
}

/** What the page shows for a state of the model, once the path has passed through `reached`'s steps. */
export function shownFor(state: DealSnapshot, reached: TimelineStep[]): Shown {
  const status = state.value as DealStatus;
  return {
    // The product closes a completed deal within the publish that completed it (server/services/deals/events.ts).
    status: status === 'completed' ? 'finished' : status,
    reached,
    delivery: state.context.delivery_status,
    revisions: state.context.revisions,
  };
}

/** Waits until the page shows `shown`; a closed deal's review offers no buttons. */
export async function expectShown(page: Page, texts: Texts, shown: Shown): Promise<void> {
  await eventually(() => shownOn(page, texts, shown)).toEqual({
    status: 1,
    timeline: TIMELINE_STEPS.map((step) => `${step}: ${shown.reached.includes(step) ? 'dated' : 'not yet'}`),
    delivery: 1,
    revisions: 1,
  });
  if (shown.status === 'finished' || shown.status === 'canceled')
    await eventually(() => regionOf(page, texts.overview.review.title).getByRole('button').count()).toBe(0);
}

/** The history as the page reads it, oldest first: each line's event and who sent it ("You", "Creator"…). */
async function historyOn(page: Page, texts: Texts): Promise<string[]> {
  const items = await regionOf(page, texts.overview.history.title).getByRole('listitem').allTextContents();
  const labels = Object.values(texts.deals.event).sort((a, b) => b.length - a.length);
  return items.map((text) => {
    const label = labels.find((candidate) => text.startsWith(candidate));
    return label ? `${label} · ${text.slice(label.length).split(' · ')[0]}` : `unexpected line: ${text}`;
  });
}

/** Waits until the history lists `events`, in order, each by its role (the model's `by`). */
export async function expectHistory(page: Page, texts: Texts, events: DealEvent[]): Promise<void> {
  const { deals: labels, overview } = texts;
  await eventually(() => historyOn(page, texts)).toEqual(
    events.map(
      (event) => `${labels.event[DEAL_EVENT_LABELS[event.type]]} · ${overview.history.by[event.by]}`,
    ),
  );
}

/** Clicks a button once the page shows it enabled (a live refresh may still be bringing it in). */
const press = (page: Page, name: string) => page.getByRole('button', { name }).click({ timeout: 20_000 });

async function staff(driver: Driver, words: string[]): Promise<string> {
  const run = await staffCommand(driver.server, words);
  expect(run.err, words.join(' ')).toBe('');
  expect(run.code, words.join(' ')).toBe(0);
  return run.out;
}

/** The system's step: the server's clock moved past the deal's due time for `step`, and the due jobs run. */
async function dueTimePasses(driver: Driver, step: DealStatus): Promise<void> {
  const { server, clock, dealId } = driver;
  const job = await findJob(server.app.services.db, dealDueKey(dealId));
  expect(job?.payload, `the due time of ${step}`).toMatchObject({ step });
  const [deal] = await server.app.services.db
    .select({ due_at: deals.due_at })
    .from(deals)
    .where(eq(deals.id, dealId));
  const dueAt = deal!.due_at!.getTime();
  clock.advance(Math.max(0, dueAt - clock.now().getTime()) + 1_000);
  await server.app.jobs.runDue();
}

/** The brand sends the content back with feedback, or finds it cannot: no revision is left. */
async function sendBack(driver: Driver, next: DealSnapshot): Promise<void> {
  const { page, texts } = driver;
  const { overview, language } = texts;
  if (next.context.refusal === 'DEAL_REVISIONS_EXHAUSTED') {
    // The page offers only accepting, and says why; the API refuses a send-back all the same.
    await page.getByRole('button', { name: overview.review.accept }).waitFor();
    expect(await page.getByRole('button', { name: overview.review.decline }).count()).toBe(0);
    await eventually(() => page.getByText(overview.review.noRevisionsLeft).count()).toBe(1);
    const answer = await call(
      driver.server,
      DealDeclineContentDocument,
      { id: driver.dealId, feedback: 'One more time, please.' },
      driver.token,
    );
    expect(errorOf(answer).code).toBe('DEAL_REVISIONS_EXHAUSTED');
    return;
  }
  await press(page, overview.review.decline);
  const dialog = page.getByRole('dialog', { name: overview.decline.title });
  const feedback = `${language === 'en' ? 'Show the label, please' : 'Muestra la etiqueta, por favor'} (${next.context.revisions}).`;
  await dialog.getByLabel(overview.decline.label).fill(feedback);
  await dialog.getByRole('button', { name: overview.decline.submit }).click();
  const history = regionOf(page, overview.feedback.title);
  await eventually(() => history.getByText(feedback, { exact: true }).isVisible()).toBe(true);
}

/** Makes the model's `event` happen on the deal, as the product lets whoever sends it; `next` is where it leads. */
export async function perform(driver: Driver, event: DealEvent, next: DealSnapshot): Promise<void> {
  const { page, dealId, texts } = driver;
  const { overview } = texts;
  // A minute passes between two steps, as time does: the server orders a deal's uploads and history by its clock.
  driver.clock.advance(60_000);
  switch (event.type) {
    case 'deal.accept':
      await staff(driver, ['deal', dealId, 'accept']);
      return;
    case 'deal.purchase':
      await staff(driver, ['deal', dealId, 'purchase']);
      return;
    case 'deal.receive':
      await staff(driver, ['deal', dealId, 'receive']);
      return;
    case 'content.upload':
      await staff(driver, ['deal', dealId, 'upload', driver.file]);
      return;
    case 'content.approve':
      await eventually(() => page.getByText(overview.review.waitingStaff).isVisible()).toBe(true);
      await staff(driver, ['deal', dealId, 'approve']);
      return;
    case 'deal.ship': {
      await press(page, overview.delivery.ship);
      const ship = page.getByRole('dialog', { name: overview.ship.title });
      await ship.getByLabel(overview.ship.carrier).selectOption(event.carrier);
      await ship.getByLabel(overview.ship.label).fill(event.tracking_number);
      await ship.getByRole('button', { name: overview.ship.submit }).click();
      // The tracking number is a link to the carrier's page that follows the parcel.
      const tracking = page.getByRole('link', { name: new RegExp(event.tracking_number) });
      await eventually(() => tracking.isVisible()).toBe(true);
      expect(await tracking.getAttribute('href')).toContain(event.tracking_number);
      return;
    }
    case 'deal.cancel':
      await press(page, overview.cancel.action);
      await page.getByRole('alertdialog').getByRole('button', { name: overview.cancel.confirm }).click();
      await eventually(() => page.getByRole('button', { name: overview.cancel.action }).count()).toBe(0);
      return;
    case 'content.accept':
      await press(page, overview.review.accept);
      // Accepting pays the creator: confirmed in its dialog.
      await page
        .getByRole('dialog')
        .getByRole('button', { name: new RegExp(`^${overview.accept.confirm.split('{{')[0]}`) })
        .click({ timeout: 20_000 });
      return;
    case 'content.decline':
      await sendBack(driver, next);
      return;
    case 'content.publish': {
      if (!event.publish_at) {
        // Published now: the deal completes and the system closes it in the same step.
        expect(await staff(driver, ['deal', dealId, 'publish'])).toMatch(/: finished \(delivery delivered\)/);
        return;
      }
      const at = new Date(driver.clock.now().getTime() + 3 * DAY_MS).toISOString();
      await staff(driver, ['deal', dealId, 'publish', `publish_at=${at}`]);
      return;
    }
    case 'deal.deadline':
      await dueTimePasses(driver, event.step);
      return;
    case 'deal.finish':
      // Taken by the product within the publish that completed the deal: its "closed" line is in the history.
      return;
  }
}
