/**
 * The world of the campaign wizard's model-based test (campaign-wizard.model.test.tsx): the brands, products and
 * answers the API gives, what a user can do in each state, and how a state is told apart from another.
 */
import type { EventObject, SnapshotFrom } from 'xstate';
import type { campaignWizardMachine, WizardOptions } from '../../src/machines/campaign-wizard';
import { ApiError } from '../../src/domain/api-error';
import type { CampaignDraft } from '../../src/domain/campaign';
import { isStepComplete } from '../../src/machines/campaign-wizard-steps';
import { runningInvokes } from '../support/model';

export type Snapshot = SnapshotFrom<typeof campaignWizardMachine>;

export const OPTIONS: WizardOptions = {
  brands: [{ id: 'b1', name: 'Lumen' }],
  products: [
    { id: 'p1', name: 'Glow serum', price: 24_99, brand_id: 'b1' },
    { id: 'p2', name: 'Day cream', price: 18_00, brand_id: 'b1' },
  ],
  cards: [],
  balance: 1_000_000_00,
};
export const SETTINGS: Partial<CampaignDraft> = {
  name: 'Spring glow launch',
  brand_id: 'b1',
  category: 'beauty',
  deals: 2,
  creator_tier: 'pro',
  delivery: 'shipping',
  products: [{ product_id: 'p1', deals: 2 }],
};
export const PARAMETERS: Partial<CampaignDraft> = {
  ages: ['25_34'],
  genders: ['female'],
  ethnicities: ['hispanic'],
  must_haves: ['show the bottle'],
  format: 'portrait',
  video_duration: '60s',
  content_brief: 'A morning routine with the serum.',
};
export const SAVED_DRAFT: CampaignDraft = { kind: 'ugc_video', ...SETTINGS, step: 'parameters' };
export const offline = new ApiError('network', 'Failed to fetch');
export const short = new ApiError('refused', 'Wallet short', { code: 'INSUFFICIENT_FUNDS' });

export const change = (values: Partial<CampaignDraft>) => ({ type: 'wizard.change', values }) as EventObject;

/** What a user can do in each state, and the answers the API can give. */
export function eventsFor(snapshot: Snapshot): EventObject[] {
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

export const view = (snapshot: Snapshot) => ({
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
export const serialize = (snapshot: Snapshot) => JSON.stringify(view(snapshot));
