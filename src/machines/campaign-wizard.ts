/**
 * The campaign creation wizard (SPEC.md §2, §4; issue 13): type → settings → parameters → summary → created.
 *
 * It loads the open draft and what the steps choose from (brands, products, saved cards, the wallet balance).
 * Entering at the first step with a draft in progress offers to continue it or start new; entering at a later
 * step (a reload, coming back from a top-up) continues it. A step asked for before the earlier ones are
 * complete leads to the first incomplete one. Each step is checked by the shared structs (campaign-wizard-steps)
 * before moving on, and the draft is saved on the server at every step. On the settings (issue 22) a company's
 * only brand is chosen for it, and the user splits the deals among the products (`wizard.chooseProduct`,
 * `wizard.productDeals`), from the even split, again whenever the number of deals changes. The summary submits
 * once at a time; the API's answer opens the confirmation (it goes live within 24 hours), then created.
 *
 * The address follows the machine: the screen shows the step of `wizardStep(snapshot)` and sends `wizard.goto`
 * when the browser's Back or Forward changes the address.
 *
 * Input: the step in the address. Actors to provide: `load` (→ { draft, options }), `saveDraft` (draft),
 * `discardDraft`, `submit` (SubmitRequest → { id, name }). Its types and context helpers are in
 * campaign-wizard-context.ts; the steps' checks and answers in campaign-wizard-steps.ts.
 */
import { assign, fromPromise, sendTo, setup, spawnChild, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { targetingOf } from '../domain/targeting';
import { creatorFitMachine } from './creator-fit';
import type { CampaignDraft, WizardStep } from '../domain/campaign';
import { ApiError, toApiError } from '../domain/api-error';
import { keyToRetry } from '../domain/idempotency';
import { allowedStep, stepErrors, withoutErrorsOf, withSplit, type FormStep } from './campaign-wizard-steps';
import {
  asStep,
  changed,
  initialWizardContext,
  loaded,
  submitRequestOf,
  type SubmitRequest,
  type WizardContext,
  type WizardEvent,
  type WizardLoaded,
} from './campaign-wizard-context';
import { environmentOf } from './environment';

export { priceOfDraft, type WizardOptions } from './campaign-wizard-steps';
export type { WizardContext, WizardEvent } from './campaign-wizard-context';

export const campaignWizardMachine = setup({
  types: {
    context: {} as WizardContext,
    events: {} as WizardEvent,
    input: {} as { step: string },
  },
  actors: {
    load: fromPromise<WizardLoaded>(() => Promise.reject(new Error('wizard: load is not provided'))),
    saveDraft: fromPromise<void, CampaignDraft>(() =>
      Promise.reject(new Error('wizard: saveDraft is not provided')),
    ),
    discardDraft: fromPromise<void>(() => Promise.reject(new Error('wizard: discardDraft is not provided'))),
    submit: fromPromise<{ id: string; name: string }, SubmitRequest>(() =>
      Promise.reject(new Error('wizard: submit is not provided')),
    ),
    creatorFit: creatorFitMachine,
  },
  guards: {
    offersDraft: ({ context }) => context.hadDraft && context.requested === 'type',
    isAt: ({ context }, params: { step: FormStep }) =>
      allowedStep(context.requested, context.draft) === params.step,
    isStepValid: ({ context }, params: { step: FormStep }) =>
      Object.keys(stepErrors(params.step, context.draft)).length === 0,
    /** Nobody pays for a campaign no creator can fill. */
    isNoneFitting: ({ context }) => context.fit === 0,
  },
  actions: {
    saveDraft: spawnChild('saveDraft', { input: ({ context }) => context.draft }),
    countFit: sendTo('fit', ({ context }) => ({
      type: 'fit.targeting' as const,
      targeting: targetingOf(context.draft),
    })),
    clearErrors: assign({ fields: {}, error: null }),
    reachStep: assign(({ context }, params: { step: FormStep }) => ({
      draft: { ...context.draft, step: params.step },
      fields: {},
      error: null,
    })),
    showErrors: assign(({ context }, params: { step: FormStep }) => ({
      fields: stepErrors(params.step, context.draft),
    })),
    change: assign(({ context, event }) =>
      event.type === 'wizard.change' ? changed(context, event.values) : {},
    ),
    /** The user's split of the deals among the products (issue 22): choosing a product, or its deals. */
    split: assign(({ context, event }) =>
      event.type === 'wizard.chooseProduct' || event.type === 'wizard.productDeals'
        ? {
            draft: withSplit(context.draft, event),
            // Choosing a product also sets the deals shown, if none were typed.
            fields: withoutErrorsOf(context.fields, 'products', context.draft.deals ? 'products' : 'deals'),
            error: null,
          }
        : {},
    ),
    /** A company with one brand has it chosen for it. */
    preselectBrand: assign(({ context }) =>
      !context.draft.brand_id && context.options?.brands.length === 1
        ? { draft: { ...context.draft, brand_id: context.options.brands[0]!.id } }
        : {},
    ),
    request: assign(({ event }) => (event.type === 'wizard.goto' ? { requested: asStep(event.step) } : {})),
  },
}).createMachine({
  id: 'campaignWizard',
  context: ({ input }) => initialWizardContext(input.step),
  invoke: { id: 'fit', src: 'creatorFit' },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      on: { 'wizard.goto': { actions: 'request' } },
      invoke: {
        src: 'load',
        onDone: {
          target: 'opening',
          actions: [assign(({ event }) => loaded(event.output)), 'countFit'],
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toApiError(event.error) }) },
      },
    },
    failed: {
      on: {
        'wizard.retry': { target: 'loading', actions: assign({ error: null }) },
        'wizard.goto': { actions: 'request' },
      },
    },
    opening: { always: [{ guard: 'offersDraft', target: 'offer' }, { target: 'routing' }] },
    offer: {
      on: {
        'wizard.continue': { target: 'routing', actions: assign({ requested: 'summary' }) },
        'wizard.startNew': 'discarding',
        'wizard.goto': { actions: 'request' },
      },
    },
    discarding: {
      tags: ['busy'],
      entry: assign({ draft: {}, hadDraft: false, requested: 'type' }),
      on: { 'wizard.goto': {} },
      invoke: { src: 'discardDraft', onDone: 'routing', onError: 'routing' },
    },
    routing: {
      // A step entered anew shows no errors of another.
      entry: 'clearErrors',
      always: [
        { guard: { type: 'isAt', params: { step: 'type' } }, target: 'type' },
        { guard: { type: 'isAt', params: { step: 'settings' } }, target: 'settings' },
        { guard: { type: 'isAt', params: { step: 'parameters' } }, target: 'parameters' },
        { target: 'summary' },
      ],
    },
    type: {
      tags: ['step'],
      on: {
        'wizard.next': [
          {
            guard: { type: 'isStepValid', params: { step: 'type' } },
            target: 'settings',
            actions: [{ type: 'reachStep', params: { step: 'settings' } }, 'saveDraft'],
          },
          { actions: { type: 'showErrors', params: { step: 'type' } } },
        ],
      },
    },
    settings: {
      tags: ['step'],
      entry: 'preselectBrand',
      on: {
        'wizard.chooseProduct': { actions: 'split' },
        'wizard.productDeals': { actions: 'split' },
        'wizard.next': [
          {
            guard: { type: 'isStepValid', params: { step: 'settings' } },
            target: 'parameters',
            actions: [{ type: 'reachStep', params: { step: 'parameters' } }, 'saveDraft'],
          },
          { actions: { type: 'showErrors', params: { step: 'settings' } } },
        ],
        'wizard.back': { target: 'type', actions: ['clearErrors', 'saveDraft'] },
      },
    },
    parameters: {
      tags: ['step'],
      on: {
        'wizard.next': [
          {
            guard: { type: 'isStepValid', params: { step: 'parameters' } },
            target: 'summary',
            actions: [{ type: 'reachStep', params: { step: 'summary' } }, 'saveDraft'],
          },
          { actions: { type: 'showErrors', params: { step: 'parameters' } } },
        ],
        'wizard.back': { target: 'settings', actions: ['clearErrors', 'saveDraft'] },
      },
    },
    summary: {
      tags: ['step'],
      on: {
        'wizard.back': { target: 'parameters', actions: ['clearErrors', 'saveDraft'] },
        // The summary is only reached with every step complete (routing); the API checks it all again.
        'wizard.submit': [
          {
            guard: 'isNoneFitting',
            actions: assign({
              error: () => new ApiError('refused', 'No creator fits', { code: 'NO_CREATOR_FITS' }),
            }),
          },
          {
            target: 'submitting',
            actions: assign({
              submitKey: ({ context, system }) => context.submitKey ?? environmentOf(system).newId(),
            }),
          },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      // One submission at a time; the address stays on the summary until it is answered.
      on: { 'wizard.goto': {}, 'wizard.change': {} },
      invoke: {
        src: 'submit',
        input: ({ context }) => submitRequestOf(context),
        onDone: { target: 'confirmed', actions: assign({ campaign: ({ event }) => event.output }) },
        onError: {
          target: 'summary',
          actions: assign(({ context, event }) => {
            const error = toApiError(event.error);
            return { error, fields: error.fields, submitKey: keyToRetry(context.submitKey, event.error) };
          }),
        },
      },
    },
    confirmed: { on: { 'wizard.close': 'created', 'wizard.goto': 'created' } },
    created: {
      entry: assign({ draft: {}, hadDraft: false }),
      on: { 'wizard.goto': { target: 'routing', actions: 'request' } },
    },
  },
  on: {
    // Another answer is another request: it is paid under a new key.
    'wizard.change': { actions: ['change', 'countFit', assign({ submitKey: null })] },
    'fit.counted': { actions: assign({ fit: ({ event }) => event.count }) },
    'wizard.goto': { target: '.routing', actions: 'request' },
  },
});

export type CampaignWizardActor = ActorRefFrom<typeof campaignWizardMachine>;
export type CampaignWizardSnapshot = SnapshotFrom<typeof campaignWizardMachine>;

/** The step the address shows for a state; null while loading, failed or offering the draft. */
export function wizardStep(snapshot: CampaignWizardSnapshot): WizardStep | null {
  for (const step of ['type', 'settings', 'parameters'] as const) if (snapshot.matches(step)) return step;
  if (snapshot.matches('summary') || snapshot.matches('submitting') || snapshot.matches('confirmed'))
    return 'summary';
  if (snapshot.matches('created')) return 'created';
  return null;
}
