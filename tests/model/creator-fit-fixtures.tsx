/**
 * Fixtures of the creator-fit model test (creator-fit.model.test.tsx): the saved draft the wizard opens on its
 * parameters step, the two targetings the user moves between, the texts of the count in each language, and the
 * campaign creation screen rendered as the app does, its wizard's calls and the API's counts answered by the walk.
 * The count runs as the wizard's child: the walk watches that child alone (the first actor it is told of).
 */
import { expect } from 'vitest';
import { fromPromise, type InspectionEvent } from 'xstate';
import { campaignWizardMachine } from '../../src/machines/campaign-wizard';
import { creatorFitMachine } from '../../src/machines/creator-fit';
import { targetingOf, type Targeting } from '../../src/domain/targeting';
import type { CampaignDraft } from '../../src/domain/campaign';
import type { SimulatedEnvironment } from '../../src/machines/simulated-environment';
import { CampaignCreationScreen } from '../../src/screens/campaign-creation/campaign-creation.screen';
import type { deferredCall } from '../support/model';
import { renderScreen } from '../support/render-app';
import { OPTIONS, PARAMETERS, SAVED_DRAFT } from './campaign-wizard-fixtures';
import en from '../../locales/en/campaignCreation.json';
import es from '../../locales/es/campaignCreation.json';

/** The open draft: its settings done (2 deals, pro beauty creators), its parameters answered. */
export const DRAFT: CampaignDraft = { ...SAVED_DRAFT, ...PARAMETERS };
export const DEALS = DRAFT.deals!;
/** The draft's targeting, and the one the user widens it to by also ticking the 35–44 ages. */
export const AS_SAVED = targetingOf(DRAFT);
export const WIDER = targetingOf({ ...DRAFT, ages: [...(DRAFT.ages ?? []), '35_44'] });
export const isWider = (targeting: Targeting | null) => !!targeting?.age_ranges.includes('35_44');

/** The wizard's own call that loads the draft, and the count's call, by invoke id. */
export const LOAD = '0.campaignWizard.loading';
export const COUNT = '0.creatorFit.counting';

export type Language = 'en' | 'es';
export const TEXTS = { en, es };
/** Every sentence of the count holds this, and nothing else on the step does. */
const MARKER: Record<Language, string> = { en: 'this targeting', es: 'esta segmentación' };

/** The sentence the user must read for a count against the campaign's deals, from the locale's own words. */
export function fitSentence(language: Language, count: number, deals: number): string {
  const fit = TEXTS[language].fit as Record<string, string>;
  const verdict = count === 0 ? 'none' : count < deals ? 'short' : 'enough';
  const key = verdict === 'none' ? 'none' : `${verdict}_${count === 1 ? 'one' : 'other'}`;
  return fit[key]!.replace('{{count}}', String(count)).replace('{{deals}}', String(deals));
}

/** The count's sentences on the screen, each a polite status (a live count does not interrupt). */
export function fitSentences(language: Language): string[] {
  const found = [...document.querySelectorAll('p')].filter((p) => p.textContent.includes(MARKER[language]));
  for (const sentence of found) expect(sentence.getAttribute('role')).toBe('status');
  return found.map((sentence) => sentence.textContent);
}

/** A count the API was asked for: its targeting, and whether it is still running (not answered, not dropped). */
type Asked = { targeting: Targeting; signal: AbortSignal; answered: boolean };

export type Ui = {
  language: Language;
  /** Whether the wizard's draft has arrived. */
  loaded: () => boolean;
  /** The draft arriving, as the API answers the wizard's load. */
  load: () => void;
  /** The counts the API is working on now. */
  running: () => Targeting[];
};

type Call = ReturnType<typeof deferredCall>['logic'];
type Settle = ReturnType<typeof deferredCall>['settle'];
type Start = (args: unknown) => PromiseLike<number>;

export function renderFitScreen(options: {
  call: Call;
  settle: Settle;
  inspect: (event: InspectionEvent) => void;
  language: Language;
  clock: SimulatedEnvironment;
}) {
  const { call, settle, inspect, language, clock } = options;
  const asked: Asked[] = [];
  let loaded = false;
  const count = fromPromise<number, Targeting>(async (args) => {
    const ask: Asked = { targeting: args.input, signal: args.signal, answered: false };
    asked.push(ask);
    try {
      return await (call as unknown as { config: Start }).config(args);
    } finally {
      ask.answered = true;
    }
  });
  const machine = campaignWizardMachine.provide({
    actors: {
      load: call,
      saveDraft: call,
      discardDraft: call,
      submit: call,
      creatorFit: creatorFitMachine.provide({ actors: { count } }),
    } as never,
  });
  // The walk follows the count, not the wizard around it: only the count's actor is announced.
  const watch = (event: InspectionEvent) => {
    if (event.type === '@xstate.actor' && (event.actorRef as { id?: string }).id !== 'fit') return;
    inspect(event);
  };
  const view = renderScreen(<CampaignCreationScreen step="parameters" inspect={watch} />, {
    path: '/campaign/creation/parameters',
    flows: { campaignWizard: machine },
    language,
    environment: clock,
  });
  const ui: Ui = {
    language,
    loaded: () => loaded,
    load: () => {
      loaded = true;
      settle(LOAD, 'resolve', { draft: DRAFT, options: OPTIONS });
    },
    running: () => asked.filter((ask) => !ask.answered && !ask.signal.aborted).map((ask) => ask.targeting),
  };
  return { ui, unmount: view.unmount };
}
