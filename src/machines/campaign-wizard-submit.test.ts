/**
 * Paying for a campaign from the summary, on a simulated environment: a submission whose answer was lost is sent
 * again under its key (the API charges once per key), a refused one or a changed answer under a new key.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { campaignWizardMachine, type WizardOptions } from './campaign-wizard';
import type { SubmitRequest, WizardLoaded } from './campaign-wizard-context';
import { simulatedEnvironment } from './simulated-environment';
import { ApiError } from '../domain/api-error';
import type { CampaignDraft } from '../domain/campaign';

const OPTIONS: WizardOptions = {
  brands: [{ id: 'b1', name: 'Lumen' }],
  products: [{ id: 'p1', name: 'Glow serum', price: 24_99, brand_id: 'b1' }],
  cards: [],
  balance: 1_000_000_00,
};
const DRAFT: CampaignDraft = {
  kind: 'ugc_video',
  name: 'Spring glow launch',
  brand_id: 'b1',
  category: 'beauty',
  deals: 2,
  creator_tier: 'pro',
  delivery: 'shipping',
  products: [{ product_id: 'p1', deals: 2 }],
  ages: ['25_34'],
  genders: ['female'],
  ethnicities: ['hispanic'],
  must_haves: ['show the bottle'],
  format: 'portrait',
  video_duration: '60s',
  content_brief: 'A morning routine with the serum.',
  payment_method: 'wallet',
  step: 'summary',
};

const offline = () => Promise.reject(new ApiError('network', 'Failed to fetch'));
const short = () => Promise.reject(new ApiError('refused', 'Wallet short', { code: 'INSUFFICIENT_FUNDS' }));
const created = () => Promise.resolve({ id: 'c1', name: 'Spring glow launch' });

/** The wizard on its summary, whose submissions answer in turn from `answers` and are recorded. */
async function summary(answers: Array<() => Promise<{ id: string; name: string }>>) {
  const sent: SubmitRequest[] = [];
  const machine = campaignWizardMachine.provide({
    actors: {
      load: fromPromise<WizardLoaded>(() => Promise.resolve({ draft: DRAFT, options: OPTIONS })),
      saveDraft: fromPromise(() => Promise.resolve()),
      submit: fromPromise<{ id: string; name: string }, SubmitRequest>(({ input }) => {
        sent.push(input);
        return answers.shift()!();
      }),
    },
  });
  const actor = createActor(machine, { input: { step: 'summary' }, clock: simulatedEnvironment() }).start();
  await waitFor(actor, (snapshot) => snapshot.matches('summary'));
  const submit = async () => {
    actor.send({ type: 'wizard.submit' });
    await waitFor(actor, (snapshot) => !snapshot.matches('submitting'));
  };
  return { actor, sent, submit };
}

describe('the summary pays once per attempt', () => {
  it('sends a submission left without an answer again under its key, a refused one under a new key', async () => {
    const { actor, sent, submit } = await summary([offline, offline, short, created]);
    await submit();
    await submit();
    expect(actor.getSnapshot().matches('summary')).toBe(true);
    await submit();
    await submit();
    expect(actor.getSnapshot().matches('confirmed')).toBe(true);
    expect(sent.map((request) => request.idempotency_key)).toEqual(['id-1', 'id-1', 'id-1', 'id-2']);
  });

  it('pays a changed answer under a new key', async () => {
    const { actor, sent, submit } = await summary([offline, created]);
    await submit();
    actor.send({ type: 'wizard.change', values: { payment_method: 'card', card_id: 'card1' } });
    await submit();
    expect(sent.map((request) => [request.idempotency_key, request.payment_method])).toEqual([
      ['id-1', 'wallet'],
      ['id-2', 'card'],
    ]);
  });
});
