/**
 * The campaign wizard's model as a person in the browser can drive it, for the wizard paths test
 * (campaign-wizard-model.paths.test.ts): what a person can make happen in each state (with the values they type)
 * and the answers the API can give, how a state is told apart as the person sees it, the edge paths to walk
 * (longest first), and the transitions a path takes, found by playing it on the machine itself.
 *
 * The browser offers these address changes: in loading, the shell's "Campaign creation" link (the wizard was
 * opened at a later step); in failed, offer and discarding, the browser's Back to the step opened first; in a
 * step, the progress' link to the first step; while submitting or confirming, and once created, the browser's
 * Back. The creator count (`fit.counted`) is counted where the page shows it: on the summary.
 */
import { createActor, fromCallback, type EventObject, type SnapshotFrom } from 'xstate';
import { campaignWizardMachine, type WizardOptions } from '../../src/machines/campaign-wizard';
import { isStepComplete } from '../../src/machines/campaign-wizard-steps';
import type { CampaignDraft } from '../../src/domain/campaign';
import { ApiError } from '../../src/domain/api-error';
import {
  createMachineTestModel,
  edgePaths,
  playPath,
  recordTransitions,
  runningInvokes,
  type Edge,
} from '../support/model';
// The settings are the wizard's model test's own.
import { SETTINGS } from '../model/campaign-wizard-fixtures';

export type Snapshot = SnapshotFrom<typeof campaignWizardMachine>;
export type AnyEvent = EventObject & Record<string, unknown>;
export type Path = Edge<Snapshot, AnyEvent>;

/** The model's brand and products; the browser's company has the same, under the ids the API gave them. */
export const OPTIONS: WizardOptions = {
  brands: [{ id: 'b1', name: 'Lumen' }],
  products: [
    { id: 'p1', name: 'Glow serum', price: 24_99, brand_id: 'b1' },
    { id: 'p2', name: 'Night cream', price: 24_99, brand_id: 'b1' },
  ],
  cards: [],
  balance: 5_000_00,
};
/** A targeting the company's creators (27, Hispanic) fit, and one nobody fits (55 and over). */
export const PARAMETERS: Partial<CampaignDraft> = {
  ages: ['25_34'],
  genders: ['female'],
  ethnicities: ['hispanic'],
  must_haves: ['show the bottle'],
  format: 'portrait',
  video_duration: '60s',
  content_brief: 'A morning routine with the serum, natural light.',
};
export const NOBODY: Partial<CampaignDraft> = { ...PARAMETERS, ages: ['55_plus'] };
/** The draft left at the parameters: type and settings complete. */
export const SAVED_DRAFT: CampaignDraft = { kind: 'ugc_video', ...SETTINGS, step: 'parameters' };
/** The draft left at the summary: every step complete, so continuing it opens the summary. */
export const COMPLETE_DRAFT: CampaignDraft = {
  kind: 'ugc_video',
  ...SETTINGS,
  ...PARAMETERS,
  step: 'summary',
};
/** How many creators a count finds when some fit (any number above zero looks the same to the model). */
export const SOME_FIT = 2;

export const offline = new ApiError('network', 'Failed to fetch');
export const done = (id: string, output?: unknown): AnyEvent => ({ type: `xstate.done.actor.${id}`, output });
export const failed = (id: string, error: unknown): AnyEvent => ({ type: `xstate.error.actor.${id}`, error });
const change = (values: Partial<CampaignDraft>): AnyEvent => ({ type: 'wizard.change', values });
const goto = (step: string): AnyEvent => ({ type: 'wizard.goto', step });

/** Which call an invoke id is (the machine's invokes have generated ids: `0.campaignWizard.loading`). */
export const callOf = (id: string) =>
  id.endsWith('.loading') ? 'load' : id.endsWith('.discarding') ? 'discard' : 'submit';

/** The count the API gives for the draft's targeting. */
export const expectedFit = (draft: CampaignDraft) => (draft.ages?.includes('55_plus') ? 0 : SOME_FIT);

/** What a person can make happen in each state, and the answers the API can give to what is running. */
export function browserEvents(snapshot: Snapshot): AnyEvent[] {
  const { draft, fit } = snapshot.context;
  const events: AnyEvent[] = [];
  for (const id of runningInvokes(snapshot)) {
    if (id === 'fit') continue;
    const call = callOf(id);
    if (call === 'load')
      events.push(
        done(id, { draft: null, options: OPTIONS }),
        done(id, { draft: SAVED_DRAFT, options: OPTIONS }),
        done(id, { draft: COMPLETE_DRAFT, options: OPTIONS }),
      );
    else events.push(done(id, call === 'submit' ? { id: 'c1', name: SETTINGS.name } : undefined));
    events.push(failed(id, offline));
  }
  if (snapshot.matches('loading')) events.push(goto('type'));
  if (snapshot.matches('failed')) events.push({ type: 'wizard.retry' }, goto('settings'));
  if (snapshot.matches('offer'))
    events.push({ type: 'wizard.continue' }, { type: 'wizard.startNew' }, goto('settings'));
  if (snapshot.matches('discarding')) events.push(goto('settings'));
  if (snapshot.matches('type')) {
    if (!draft.kind) events.push(change({ kind: 'ugc_video' }));
    events.push({ type: 'wizard.next' });
  }
  if (snapshot.matches('settings')) {
    if (!isStepComplete('settings', draft)) events.push(change(SETTINGS));
    events.push({ type: 'wizard.next' }, { type: 'wizard.back' }, goto('type'));
    // The user's split: a second product (the deals split evenly again), or fewer deals for the first.
    const shares = draft.products ?? [];
    const serum = shares.find((share) => share.product_id === 'p1');
    if (serum && !shares.some((share) => share.product_id === 'p2'))
      events.push({ type: 'wizard.chooseProduct', product_id: 'p2', chosen: true });
    if (serum && serum.deals !== 1) events.push({ type: 'wizard.productDeals', product_id: 'p1', deals: 1 });
  }
  if (snapshot.matches('parameters')) {
    if (!isStepComplete('parameters', draft)) events.push(change(PARAMETERS), change(NOBODY));
    events.push({ type: 'wizard.next' }, { type: 'wizard.back' }, goto('type'));
  }
  if (snapshot.matches('summary')) {
    // Submitting is clicked once the page shows the count for these answers (the guard reads it).
    if (fit === expectedFit(draft)) events.push({ type: 'wizard.submit' });
    else events.push({ type: 'fit.counted', count: expectedFit(draft), version: 1 });
    events.push({ type: 'wizard.back' }, goto('type'));
  }
  if (snapshot.matches('submitting')) events.push(goto('parameters'), change({ payment_method: 'card' }));
  if (snapshot.matches('confirmed')) events.push({ type: 'wizard.close' }, goto('parameters'));
  if (snapshot.matches('created')) events.push(goto('summary'));
  return events;
}

const SPLIT_OF = (draft: CampaignDraft) =>
  (draft.products ?? []).map((share) => `${share.product_id}:${share.deals}`).join('+');

/** A state as the person sees it: the screen, the steps complete, errors shown, the draft offered, the count. */
export const view = (snapshot: Snapshot) => {
  const { context } = snapshot;
  const early = ['loading', 'failed', 'offer'].some((name) => snapshot.matches(name as never));
  return {
    state: snapshot.value,
    complete: (['type', 'settings', 'parameters'] as const).filter((step) =>
      isStepComplete(step, context.draft),
    ),
    errors: Object.keys(context.fields).length > 0,
    error: context.error?.code ?? context.error?.kind ?? null,
    hadDraft: context.hadDraft,
    fit: context.fit === null ? null : context.fit === 0 ? 'none' : 'some',
    nobody: expectedFit(context.draft) === 0,
    requested: early ? context.requested : null,
    split: snapshot.matches('settings') ? SPLIT_OF(context.draft) : null,
  };
};
export const serialize = (snapshot: Snapshot) => JSON.stringify(view(snapshot));

export const model = createMachineTestModel(campaignWizardMachine, {
  events: (snapshot) => browserEvents(snapshot as Snapshot) as never,
  serializeState: (snapshot) => serialize(snapshot as Snapshot) as never,
  input: { step: 'type' },
});

/**
 * An address change the browser can only make with a wizard step behind the current one (Back in failed, offer
 * or discarding) needs the wizard opened at a later step and sent to the first by the shell's link while it
 * loads: that goto is put at the start of such a path (in the model it changes nothing).
 */
function withHistory(path: Path): Path {
  const backs = path.steps.some(
    (step, index) =>
      index > 0 &&
      step.event.type === 'wizard.goto' &&
      ['failed', 'offer', 'discarding'].some((name) => path.steps[index - 1]!.state.matches(name as never)),
  );
  const opened = path.steps[1]?.event.type === 'wizard.goto';
  if (!backs || opened) return path;
  const [first, ...rest] = path.steps;
  return { ...path, steps: [first!, { state: first!.state, event: goto('type') }, ...rest] };
}

/** Every edge of the model as a path, the longest first. */
export const paths: Path[] = edgePaths(model, (snapshot) => serialize(snapshot as Snapshot))
  .map((path) => withHistory(path as Path))
  .sort((a, b) => b.steps.length - a.steps.length);

/**
 * The transitions a path takes: it is played on the wizard machine itself (its calls answered as the path says),
 * and each state reached is checked to be the one the model expects.
 */
export async function transitionsOf(path: Path): Promise<Set<string>> {
  const taken = new Set<string>();
  await playPath<Snapshot>({
    steps: path.steps,
    start: (call) =>
      createActor(
        campaignWizardMachine.provide({
          actors: {
            load: call,
            saveDraft: call,
            discardDraft: call,
            submit: call,
            creatorFit: fromCallback(() => () => {}),
          } as never,
        }),
        { input: { step: 'type' }, inspect: recordTransitions(taken) },
      ).start() as never,
    advance: () => {},
    timers: () => [],
    check: (actual, expected, step) => {
      if (serialize(actual) !== serialize(expected))
        throw new Error(`${path.description} @ ${step}: ${serialize(actual)} ≠ ${serialize(expected)}`);
    },
  });
  return taken;
}
