/**
 * Model-based test of the wizard's live count of the creators who fit the campaign's targeting (creator-fit.ts),
 * walked on the campaign creation screen's parameters step rendered in jsdom as the app does. Every edge of the
 * count's machine is played: the draft arriving (its targeting counted first), the user ticking or unticking the
 * 35–44 ages (a new targeting) or typing in the brief (the same targeting: nothing is counted again), the answers
 * settling on the injected clock, the API answering none, fewer than the campaign's deals, as many, or failing.
 * After every step the state gets its assertion on what the user reads: the loading screen, the ages ticked, the
 * one polite sentence of the last count kept (none: the refusal; fewer than the deals: the warning; else the
 * note), or none before a first count, and which count the API is working on (a newer targeting drops the older
 * one). In English along every edge, in Spanish along every answered count. The helper fails on a state without
 * assertion and on a transition never taken.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { creatorFitMachine, FIT_SETTLE_MS } from '../../src/machines/creator-fit';
import type { Targeting } from '../../src/domain/targeting';
import { ApiError } from '../../src/domain/api-error';
import { simulatedEnvironment, type SimulatedEnvironment } from '../../src/machines/simulated-environment';
import { screenModel } from '../support/screen-model';
import { labelled } from './campaign-wizard-screens';
import {
  AS_SAVED,
  COUNT,
  DEALS,
  TEXTS,
  WIDER,
  fitSentence,
  fitSentences,
  isWider,
  renderFitScreen,
  type Language,
  type Ui,
} from './creator-fit-fixtures';

const offline = new ApiError('network', 'Failed to fetch');
const told = (targeting: Targeting) => ({ type: 'fit.targeting', targeting }) as EventObject;
type Snapshot = ReturnType<typeof creatorFitMachine.getInitialSnapshot>;

function fitModel(language: Language, covered: Set<string>) {
  const texts = TEXTS[language];
  let clock: SimulatedEnvironment = simulatedEnvironment();
  let typed = 0;

  /** The step as the count leaves it: the ages ticked, the last count kept told once, the count running. */
  function shows(snapshot: Snapshot, ui: Ui, running: Targeting[]) {
    const { targeting, count } = snapshot.context;
    expect(screen.getByRole('heading', { name: texts.parameters.title })).toBeTruthy();
    const box = screen.getByRole('checkbox', { name: texts.ages['35_44'] }) as HTMLInputElement;
    expect(box.checked).toBe(isWider(targeting));
    expect(fitSentences(language)).toEqual(count === null ? [] : [fitSentence(language, count, DEALS)]);
    expect(ui.running()).toEqual(running);
  }

  return screenModel<typeof creatorFitMachine, Ui>({
    machine: creatorFitMachine,
    covered,
    delays: { settle: FIT_SETTLE_MS },
    // Before the draft arrives nothing is counted; then the user widens or narrows the ages, or keeps them.
    userEvents: (snapshot) =>
      snapshot.context.targeting === null ? [told(AS_SAVED)] : [told(AS_SAVED), told(WIDER)],
    answers: { [COUNT]: { outputs: () => [0, 1, DEALS], errors: [offline] } },
    serialize: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.targeting && (isWider(snapshot.context.targeting) ? 'wider' : 'as saved'),
        snapshot.context.count,
      ]),
    render: ({ call, settle, inspect }) => {
      clock = simulatedEnvironment();
      typed = 0;
      return renderFitScreen({ call, settle, inspect, language, clock });
    },
    actions: {
      'fit.targeting': (ui, event) => {
        if (!ui.loaded()) return ui.load();
        const { targeting } = event as unknown as { targeting: Targeting };
        const box = screen.getByRole('checkbox', { name: texts.ages['35_44'] }) as HTMLInputElement;
        if (box.checked !== isWider(targeting)) return fireEvent.click(box);
        // The same targeting: the user writes more of the brief instead.
        typed += 1;
        return fireEvent.change(screen.getByLabelText(labelled(texts.parameters.brief)), {
          target: { value: `A morning routine with the serum, take ${typed}.` },
        });
      },
    },
    states: {
      idle: (ui, snapshot) => {
        if (snapshot.context.targeting === null) {
          expect(screen.getAllByText(texts.loading).length).toBeGreaterThan(0);
          expect(screen.queryByRole('heading', { name: texts.parameters.title })).toBeNull();
          expect(fitSentences(language)).toEqual([]);
          expect(ui.running()).toEqual([]);
        } else shows(snapshot, ui, []);
      },
      // While the answers settle the last count stands, and no count runs (an older one was dropped).
      settling: (ui, snapshot) => shows(snapshot, ui, []),
      counting: (ui, snapshot) => shows(snapshot, ui, [snapshot.context.targeting!]),
    },
    advance: async (ms) => {
      clock.increment(ms);
    },
  });
}

describe("the wizard's count of fitting creators on the parameters step (model-based)", () => {
  const covered = new Set<string>();
  const english = fitModel('en', covered);
  const spanish = fitModel('es', covered);
  const answered = spanish.edges.filter(
    (edge) => (edge.steps.at(-1)!.event.type as string) === `xstate.done.actor.${COUNT}`,
  );

  it('has an assertion for every reachable state and a user action for every event', () => {
    english.assertComplete();
    spanish.assertComplete();
  });

  it(`shows the right count along all ${english.edges.length} edges`, async () => {
    expect(english.edges.length).toBeGreaterThan(60);
    for (const edge of english.edges) await english.walk(edge);
  }, 240_000);

  it(`says it in Spanish along the ${answered.length} edges where the API answers`, async () => {
    expect(answered.length).toBeGreaterThan(20);
    for (const edge of answered) await spanish.walk(edge);
  }, 240_000);

  it('took every transition of the count on the screen', () => {
    english.assertCovered();
  });
});
