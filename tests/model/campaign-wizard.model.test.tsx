/**
 * Model-based test of the campaign wizard (issue 13): every edge of the wizard machine walked on the creation
 * screen rendered in jsdom with its real router and translations. Each user event is done as a user does it
 * (click a kind, fill a step's fields, Next, Back, the browser moving the address, continue or start new, submit,
 * close the confirmation); the API's answers are settled by the walk. After every step the test checks what the
 * screen shows for that state and that the address shows its step; at the end, that every transition was taken.
 */
import { describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { fromCallback, type EventObject, type SnapshotFrom } from 'xstate';
import { Route } from 'wouter';
import {
  campaignWizardMachine,
  priceOfDraft,
  wizardStep,
  type WizardOptions,
} from '../../src/machines/campaign-wizard';
import { CampaignCreationScreen } from '../../src/screens/campaign-creation/campaign-creation.screen';
import { ApiError } from '../../src/domain/api-error';
import type { CampaignDraft } from '../../src/domain/campaign';
import { isStepComplete } from '../../src/machines/campaign-wizard-steps';
import {
  createMachineTestModel,
  deferredCall,
  edgePaths,
  recordTransitions,
  runningInvokes,
  transitionKeys,
} from '../support/model';
import { renderScreen } from '../support/render-app';
import en from '../../locales/en/campaignCreation.json';
import { formatMoney } from '../../src/domain/money';
import { assignedDeals } from '../../src/domain/deals-split';

type Snapshot = SnapshotFrom<typeof campaignWizardMachine>;

const OPTIONS: WizardOptions = {
  brands: [{ id: 'b1', name: 'Lumen' }],
  products: [
    { id: 'p1', name: 'Glow serum', price: 24_99, brand_id: 'b1' },
    { id: 'p2', name: 'Day cream', price: 18_00, brand_id: 'b1' },
  ],
  cards: [],
  balance: 1_000_000_00,
};
const SETTINGS: Partial<CampaignDraft> = {
  name: 'Spring glow launch',
  brand_id: 'b1',
  category: 'beauty',
  deals: 2,
  creator_tier: 'pro',
  delivery: 'shipping',
  products: [{ product_id: 'p1', deals: 2 }],
};
const PARAMETERS: Partial<CampaignDraft> = {
  ages: ['25_34'],
  genders: ['female'],
  ethnicities: ['hispanic'],
  must_haves: ['show the bottle'],
  format: 'portrait',
  video_duration: '60s',
  content_brief: 'A morning routine with the serum.',
};
const SAVED_DRAFT: CampaignDraft = { kind: 'ugc_video', ...SETTINGS, step: 'parameters' };
const offline = new ApiError('network', 'Failed to fetch');
const short = new ApiError('refused', 'Wallet short', { code: 'INSUFFICIENT_FUNDS' });

const change = (values: Partial<CampaignDraft>) => ({ type: 'wizard.change', values }) as EventObject;

/** What a user can do in each state, and the answers the API can give. */
function eventsFor(snapshot: Snapshot): EventObject[] {
  const events: EventObject[] = [];
  for (const id of runningInvokes(snapshot)) {
    // The creator count runs for the wizard's whole life; its answers are the fit.counted events below.
    if (id === 'fit') continue;
    if (id.includes('load')) {
      events.push({
        type: `xstate.done.actor.${id}`,
        output: { draft: null, options: OPTIONS },
      } as EventObject);
      events.push({
        type: `xstate.done.actor.${id}`,
        output: { draft: SAVED_DRAFT, options: OPTIONS },
      } as EventObject);
    } else if (id.includes('submit')) {
      events.push({
        type: `xstate.done.actor.${id}`,
        output: { id: 'c1', name: 'Spring glow launch' },
      } as EventObject);
    } else events.push({ type: `xstate.done.actor.${id}` } as EventObject);
    events.push({
      type: `xstate.error.actor.${id}`,
      error: id.includes('submit') ? short : offline,
    } as EventObject);
  }
  if (snapshot.matches('failed')) events.push({ type: 'wizard.retry' });
  if (snapshot.matches('offer')) events.push({ type: 'wizard.continue' }, { type: 'wizard.startNew' });
  if (snapshot.matches('type')) events.push(change({ kind: 'ugc_video' }), { type: 'wizard.next' });
  if (snapshot.matches('settings')) {
    events.push(change(SETTINGS), { type: 'wizard.next' }, { type: 'wizard.back' });
    // The user's split: a second product (the deals split evenly again), or fewer deals for the first.
    const shares = snapshot.context.draft.products ?? [];
    if (
      shares.some((share) => share.product_id === 'p1') &&
      !shares.some((share) => share.product_id === 'p2')
    )
      events.push({ type: 'wizard.chooseProduct', product_id: 'p2', chosen: true } as EventObject);
    if (shares.some((share) => share.product_id === 'p1' && share.deals !== 1))
      events.push({ type: 'wizard.productDeals', product_id: 'p1', deals: 1 } as EventObject);
  }
  if (snapshot.matches('parameters'))
    events.push(change(PARAMETERS), { type: 'wizard.next' }, { type: 'wizard.back' });
  // The API finds no creator for the targeting: the summary says so and refuses to take payment.
  if (snapshot.matches('summary') && snapshot.context.fit === null)
    events.push({ type: 'fit.counted', count: 0, version: 1 } as EventObject);
  if (snapshot.matches('summary'))
    events.push({ type: 'wizard.submit' }, { type: 'wizard.back' }, {
      type: 'wizard.goto',
      step: 'type',
    } as EventObject);
  if (snapshot.matches('type')) events.push({ type: 'wizard.goto', step: 'summary' } as EventObject);
  if (snapshot.matches('confirmed')) events.push({ type: 'wizard.close' });
  // The browser moving the address while the wizard loads, offers the draft, submits or confirms.
  if (
    ['loading', 'failed', 'offer', 'discarding', 'submitting', 'confirmed'].some((name) =>
      snapshot.matches(name as never),
    )
  )
    events.push({ type: 'wizard.goto', step: 'settings' } as EventObject);
  if (snapshot.matches('submitting')) events.push(change({ payment_method: 'card' }));
  if (snapshot.matches('created')) events.push({ type: 'wizard.goto', step: 'parameters' } as EventObject);
  return events;
}

const view = (snapshot: Snapshot) => ({
  state: snapshot.value,
  complete: (['type', 'settings', 'parameters'] as const).filter((step) =>
    isStepComplete(step, snapshot.context.draft),
  ),
  errors: Object.keys(snapshot.context.fields).length > 0,
  error: snapshot.context.error?.code ?? snapshot.context.error?.kind ?? null,
  hadDraft: snapshot.context.hadDraft,
  fit: snapshot.context.fit,
  requested: snapshot.context.requested,
  split: snapshot.matches('settings') ? JSON.stringify(snapshot.context.draft.products ?? []) : null,
});
const serialize = (snapshot: Snapshot) => JSON.stringify(view(snapshot));

const change$ = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const check$ = (label: string) => fireEvent.click(screen.getByLabelText(label));
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const labelled = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Answers the wizard's creator count as the API would (its actor is replaced by one that waits for this). */
let countFit: (event: EventObject) => void = () => {};

/** Does a user's event in the rendered screen. */
function act$(event: EventObject & Record<string, unknown>, navigate: (to: string) => void): unknown {
  switch (event.type) {
    case 'wizard.retry':
      return click(en.failed.retry);
    case 'wizard.continue':
      return click(en.draft.continue);
    case 'wizard.startNew':
      return click(en.draft.startNew);
    case 'wizard.next':
      return click(en.next);
    case 'wizard.back':
      return click(en.back);
    case 'wizard.submit':
      return click(/Submit/);
    case 'wizard.close':
      return click(en.confirm.ok);
    case 'wizard.chooseProduct':
      return check$('Day cream · $18.00');
    case 'wizard.productDeals':
      return change$('Deals for Glow serum', String(event.deals));
    case 'fit.counted':
      return countFit(event);
    case 'wizard.goto':
      return navigate(`/campaign/creation/${String(event.step)}`);
    case 'wizard.change': {
      const values = event.values as Partial<CampaignDraft>;
      if (values.kind) return click(new RegExp(en.kinds.ugc_video.name));
      if (values.payment_method) return change$(en.summary.method, values.payment_method);
      if (values.name) {
        change$(labelled(en.settings.name), 'Spring glow launch');
        change$(labelled(en.settings.brand), 'b1');
        change$(labelled(en.settings.category), 'beauty');
        change$(labelled(en.settings.tier), 'pro');
        change$(labelled(en.settings.delivery), 'shipping');
        // From no product chosen: 2 deals, all of them the serum's.
        for (const box of screen.getAllByRole('checkbox') as HTMLInputElement[])
          if (box.checked) fireEvent.click(box);
        change$(labelled(en.settings.deals), '2');
        check$('Glow serum · $24.99');
        return;
      }
      check$(en.ages['25_34']);
      check$(en.genders.female);
      check$(en.ethnicities.hispanic);
      change$(labelled(en.parameters.mustHaves), 'show the bottle');
      change$(labelled(en.parameters.format), 'portrait');
      change$(labelled(en.parameters.duration), '60s');
      change$(labelled(en.parameters.brief), 'A morning routine with the serum.');
      return;
    }
  }
}

/**
 * The settings as the wizard holds them: the one brand chosen, each product's box and deals, what the deals add up
 * to, and the running price of the summary's own function.
 */
function expectSettings(snapshot: Snapshot): void {
  const { draft, fields } = snapshot.context;
  expect(screen.getByLabelText(labelled(en.settings.name))).toBeTruthy();
  expect((screen.getByLabelText(labelled(en.settings.brand)) as HTMLSelectElement).value).toBe('b1');
  expect(screen.queryByText(en.settings.noProducts)).toBeNull();
  const shares = new Map((draft.products ?? []).map((share) => [share.product_id, share.deals]));
  for (const product of OPTIONS.products) {
    const box = screen.getByRole('checkbox', {
      name: `${product.name} · ${formatMoney(product.price, 'en-US')}`,
    });
    expect((box as HTMLInputElement).checked).toBe(shares.has(product.id));
    const deals = screen.queryByRole('spinbutton', {
      name: `Deals for ${product.name}`,
    }) as HTMLInputElement | null;
    expect(deals?.value).toBe(shares.has(product.id) ? String(shares.get(product.id)) : undefined);
  }
  const deals = draft.deals ?? 1;
  const status = screen.queryByRole('status');
  if (shares.size > 0) {
    const assigned = assignedDeals(draft.products ?? []);
    expect(status?.textContent).toContain(
      assigned === deals ? `${deals} deal` : `The products have ${assigned} deals of ${deals}`,
    );
  } else expect(status).toBeNull();
  if (fields.products?.code === 'dealsSplit')
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      `The products' deals must add up to the campaign's ${deals}`,
    );
  const price = screen.getByRole('complementary', { name: en.price.title });
  const expected = priceOfDraft(draft, OPTIONS);
  if (expected && expected.lines.length > 0)
    expect(price.textContent).toContain(`${en.price.total}${formatMoney(expected.total, 'en-US')}`);
  else expect(price.textContent).toContain(en.price.incomplete);
}

/** What the screen must show in a state. */
function expectScreen(snapshot: Snapshot, path: string): void {
  const step = wizardStep(snapshot);
  if (step) expect(path).toBe(`/campaign/creation/${step}`);
  if (snapshot.matches('loading') || snapshot.matches('discarding'))
    expect(screen.getAllByText(en.loading).length).toBeGreaterThan(0);
  if (snapshot.matches('failed')) expect(screen.getByText(en.failed.title)).toBeTruthy();
  if (snapshot.matches('offer')) expect(screen.getByRole('button', { name: en.draft.continue })).toBeTruthy();
  if (snapshot.matches('type')) {
    const kind = screen.getByRole('button', { name: new RegExp(en.kinds.ugc_video.name) });
    expect(kind.getAttribute('aria-pressed')).toBe(String(snapshot.context.draft.kind === 'ugc_video'));
  }
  if (snapshot.matches('settings')) expectSettings(snapshot);
  if (snapshot.matches('parameters'))
    expect(screen.getByLabelText(labelled(en.parameters.brief))).toBeTruthy();
  if ((['type', 'settings', 'parameters'] as const).some((name) => snapshot.matches(name)))
    expect(screen.queryAllByRole('alert').length > 0).toBe(Object.keys(snapshot.context.fields).length > 0);
  if (snapshot.matches('summary') || snapshot.matches('submitting')) {
    expect(screen.getByText('Summary of Spring glow launch')).toBeTruthy();
    const submit = screen.getByRole('button', { name: /Submit/ });
    expect(submit.getAttribute('aria-busy')).toBe(snapshot.matches('submitting') ? 'true' : null);
    if (snapshot.context.error?.code === 'INSUFFICIENT_FUNDS')
      expect(
        screen
          .getAllByRole('alert')
          .some((alert) => /wallet balance is not enough/.test(alert.textContent ?? '')),
      ).toBe(true);
    if (snapshot.context.fit === 0) expect(screen.getByText(en.fit.none)).toBeTruthy();
    if (snapshot.context.error?.code === 'NO_CREATOR_FITS')
      expect(screen.getByText(/widen it before you pay/)).toBeTruthy();
  }
  if (snapshot.matches('confirmed'))
    expect(screen.getByRole('dialog', { name: en.confirm.title })).toBeTruthy();
  if (snapshot.matches('created')) expect(screen.getByText(en.created.title)).toBeTruthy();
}

describe('campaign wizard (model-based, rendered)', () => {
  const covered = new Set<string>();
  const model = createMachineTestModel(campaignWizardMachine, {
    events: (snapshot) => eventsFor(snapshot as Snapshot) as never,
    serializeState: (snapshot) => serialize(snapshot as Snapshot),
    input: { step: 'type' },
  });
  const paths = edgePaths(model, (snapshot) => serialize(snapshot as Snapshot));

  it('has a state graph to walk', () => {
    expect(paths.length).toBeGreaterThan(30);
  });

  for (const [index, path] of paths.entries()) {
    it(`edge ${index}: ${path.description}`, async () => {
      const call = deferredCall();
      const machine = campaignWizardMachine.provide({
        actors: {
          load: call.logic,
          saveDraft: call.logic,
          discardDraft: call.logic,
          submit: call.logic,
          creatorFit: fromCallback(({ sendBack }) => {
            countFit = sendBack;
          }),
        } as never,
      });
      const rendered = renderScreen(
        <Route path="/campaign/creation/:step">
          {(params: { step: string }) => (
            <CampaignCreationScreen
              step={params.step}
              machine={machine}
              inspect={recordTransitions(covered)}
            />
          )}
        </Route>,
        { path: '/campaign/creation/type' },
      );
      const settle = async () => {
        for (let turn = 0; turn < 5; turn += 1) await act(async () => Promise.resolve());
      };
      await settle();
      for (const [stepIndex, step] of path.steps.entries()) {
        if (stepIndex > 0) {
          const event = step.event as EventObject & Record<string, unknown>;
          const id = event.type.replace(/^xstate\.(done|error)\.actor\./, '');
          await act(async () => {
            if (event.type.startsWith('xstate.done.actor.')) call.settle(id, 'resolve', event.output);
            else if (event.type.startsWith('xstate.error.actor.')) call.settle(id, 'reject', event.error);
            else act$(event, (to) => rendered.location.navigate(to));
          });
          await settle();
        }
        expectScreen(step.state as Snapshot, rendered.location.history!.at(-1)!.split('?')[0]!);
      }
      cleanup();
    });
  }

  it('took every transition of the wizard', () => {
    const missing = transitionKeys(campaignWizardMachine).filter((key) => !covered.has(key));
    expect(missing).toEqual([]);
  });
});
