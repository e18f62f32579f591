/**
 * Model-based test of the campaign wizard (issue 13): every edge of the wizard machine walked on the creation
 * screen rendered in jsdom with its real router and translations. Each user event is done as a user does it
 * (click a kind, fill a step's fields, Next, Back, the browser moving the address, continue or start new, submit,
 * close the confirmation); the API's answers are settled by the walk. After every step the test checks what the
 * screen shows for that state and that the address shows its step; at the end, that every transition was taken.
 * The API's answers and the user's events are in campaign-wizard-fixtures.ts, what each state shows in
 * campaign-wizard-screens.ts.
 */
import { describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { fromCallback, type EventObject } from 'xstate';
import { Route } from 'wouter';
import { campaignWizardMachine } from '../../src/machines/campaign-wizard';
import { CampaignCreationScreen } from '../../src/screens/campaign-creation/campaign-creation.screen';
import type { CampaignDraft } from '../../src/domain/campaign';
import {
  createMachineTestModel,
  deferredCall,
  edgePaths,
  recordTransitions,
  transitionKeys,
} from '../support/model';
import { renderScreen } from '../support/render-app';
import en from '../../locales/en/campaignCreation.json';
import { eventsFor, serialize, type Snapshot } from './campaign-wizard-fixtures';
import { expectScreen, labelled } from './campaign-wizard-screens';

const change$ = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const check$ = (label: string) => fireEvent.click(screen.getByLabelText(label));
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

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
            <CampaignCreationScreen step={params.step} inspect={recordTransitions(covered)} />
          )}
        </Route>,
        { path: '/campaign/creation/type', flows: { campaignWizard: machine } },
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
