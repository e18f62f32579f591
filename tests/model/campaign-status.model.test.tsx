/**
 * Model-based test of the brand's own status changes of a campaign through its page (/campaign/:id): every edge
 * of the campaign status machine is played on CampaignProductsScreen in jsdom, once for each status that offers
 * the user something (active: pause, deactivate; paused: resume, deactivate; waiting for approval: cancel;
 * rejected: edit and resubmit), the user's events as clicks, the change call answered by the walk. After every
 * step the state gets its assertion on what the user sees: the buttons the status allows, the busy one, the
 * confirmation with what the refund goes to, the refusal in words, the page loaded again after a change and the
 * wizard's address after a resubmit. The walks share one record of the transitions taken, which must cover all.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { campaignStatusMachine, type StatusChange } from '../../src/machines/campaign-status';
import { ApiError } from '../../src/domain/api-error';
import { screenModel } from '../support/screen-model';
import { NAME, renderCampaignPage, type Ui } from './campaign-status-fixtures';
import en from '../../locales/en/campaigns.json';
import errors from '../../locales/en/errors.json';

type Snapshot = ReturnType<(typeof campaignStatusMachine)['getInitialSnapshot']>;

/** The change call's invoke id: its done and error events end in it. */
const CHANGE = '0.campaignStatus.changing';
/** The status the API answers for each change (a resubmit leaves the campaign rejected: the copy is a draft). */
const ANSWER: Record<StatusChange, string> = {
  pause: 'paused',
  resume: 'active',
  deactivate: 'deactivated',
  cancel: 'deactivated',
  resubmit: 'rejected',
};
/** The user's action that starts each change. */
const STARTED_BY: Record<StatusChange, string> = {
  pause: 'status.pause',
  resume: 'status.resume',
  deactivate: 'status.confirm',
  cancel: 'status.confirm',
  resubmit: 'status.resubmit',
};
const refused = new ApiError('refused', 'Not in this status', { code: 'CAMPAIGN_STATUS' });

/** What each status offers on the page, as the machine's events. */
const OFFERED: Record<string, EventObject['type'][]> = {
  active: ['status.pause', 'status.deactivate'],
  paused: ['status.resume', 'status.deactivate'],
  pending_admin_approval: ['status.cancelCampaign'],
  rejected: ['status.resubmit'],
};
/** The button of each event offered on the page. */
const BUTTON: Record<string, string> = {
  'status.pause': en.page.pause,
  'status.resume': en.page.resume,
  'status.deactivate': en.page.deactivate,
  'status.cancelCampaign': en.page.cancelCampaign,
  'status.resubmit': en.page.resubmit,
};

/** Dialogs the user can use: one that is fading out after closing does not count. */
const openDialogs = () =>
  [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].filter(
    (element) => element.parentElement?.dataset.state !== 'leaving',
  );
/** A dialog fading out keeps the words it was opened with (the change last asked for). */
function leavingKeepsItsWords(change: string | null) {
  for (const leaving of document.querySelectorAll<HTMLElement>('[data-state="leaving"] [role="alertdialog"]'))
    expect(
      within(leaving).getByRole('heading', {
        name: `${change === 'cancel' ? 'Cancel' : 'Deactivate'} ${NAME}?`,
      }),
    ).toBeTruthy();
}
/** The page's buttons of that name, outside any dialog fading out. */
const pageButtons = (name: string) =>
  screen.queryAllByRole('button', { name }).filter((button) => !button.closest('[data-state="leaving"]'));
const pageButton = (name: string) => pageButtons(name)[0]!;
const isBusy = (button: HTMLElement) => button.getAttribute('aria-busy') === 'true';

/** The refusal of the last change, in words, or none. */
function tellsRefusal(snapshot: Snapshot) {
  const shown = screen.queryByText(errors.codes.CAMPAIGN_STATUS);
  expect(Boolean(shown)).toBe(snapshot.context.error?.code === 'CAMPAIGN_STATUS');
}

const covered = new Set<string>();

function modelFor(status: string) {
  // Which answer the walk gave last: what the page must do about it (load the campaign again, open the wizard).
  let answered: string | null = null;
  // What the user did last: a change must follow from it (a deactivation or cancel only once confirmed).
  let did: string | null = null;
  /** The change the last dialog asked about, as the user opened it. */
  let asked: string | null = null;
  const doing = (type: string, action: () => void) => () => {
    did = type;
    if (type === 'status.cancelCampaign') asked = 'cancel';
    if (type === 'status.deactivate') asked = 'deactivate';
    action();
  };
  let ui: Ui;
  let settle: (id: string, how: 'resolve' | 'reject', value: unknown) => void = () => {};
  return screenModel<typeof campaignStatusMachine, Ui>({
    machine: campaignStatusMachine,
    input: { id: 'c1' },
    covered,
    userEvents: (snapshot) => {
      if (snapshot.matches('idle')) return OFFERED[status]!.map((type) => ({ type }));
      if (snapshot.matches('confirming')) return [{ type: 'status.confirm' }, { type: 'status.cancel' }];
      return [];
    },
    answers: {
      [CHANGE]: { outputs: (snapshot) => [ANSWER[snapshot.context.change!]], errors: [refused] },
    },
    serialize: (snapshot) =>
      // Idle shows no change: the one last asked for only keeps a closing dialog's words.
      JSON.stringify([
        snapshot.value,
        snapshot.matches('idle') ? null : snapshot.context.change,
        snapshot.context.error?.code ?? null,
      ]),
    render: ({ call, inspect, settle: settleCall }) => {
      answered = null;
      did = null;
      asked = null;
      settle = settleCall;
      const page = renderCampaignPage(status, call, inspect);
      ui = page.ui;
      return page;
    },
    actions: {
      ...Object.fromEntries(
        OFFERED[status]!.map((type) => [type, doing(type, () => fireEvent.click(pageButton(BUTTON[type]!)))]),
      ),
      'status.confirm': doing('status.confirm', () => {
        const [dialog] = openDialogs();
        fireEvent.click(
          within(dialog!).getByRole('button', {
            name: new RegExp(`^(${en.page.deactivate}|${en.page.cancelCampaign})$`),
          }),
        );
      }),
      'status.cancel': doing('status.cancel', () => {
        const [dialog] = openDialogs();
        fireEvent.click(
          within(dialog!).getAllByRole('button', {
            name: new RegExp(`^(${en.page.cancel}|${en.page.keep})$`),
          })[0]!,
        );
      }),
      [`xstate.done.actor.${CHANGE}`]: (_, event) => {
        answered = String((event as { output?: unknown }).output);
        settle(CHANGE, 'resolve', (event as { output?: unknown }).output);
      },
    },
    states: {
      idle: (_, snapshot) => {
        expect(openDialogs()).toEqual([]);
        expect(screen.getByRole('heading', { name: NAME, level: 1 })).toBeTruthy();
        for (const type of OFFERED[status]!) expect(isBusy(pageButton(BUTTON[type]!))).toBe(false);
        for (const type of Object.keys(BUTTON).filter((type) => !OFFERED[status]!.includes(type)))
          expect(pageButtons(BUTTON[type]!)).toEqual([]);
        tellsRefusal(snapshot);
        leavingKeepsItsWords(asked);
        // Keeping the campaign from the dialog changes nothing.
        if (did === 'status.cancel') expect(answered).toBeNull();
        // A resubmit opens the wizard on the copy; any other change shows the campaign again, loaded anew.
        expect(ui.path()).toBe(answered === 'rejected' ? '/campaign/creation/settings' : '/campaign/c1');
        expect(ui.loads()).toBe(answered && answered !== 'rejected' ? 2 : 1);
      },
      confirming: (_, snapshot) => {
        const cancel = snapshot.context.change === 'cancel';
        // Only the two changes that cannot be undone ask first, each with its own words.
        expect(did).toBe(cancel ? 'status.cancelCampaign' : 'status.deactivate');
        const [dialog] = openDialogs();
        expect(dialog?.getAttribute('role')).toBe('alertdialog');
        expect(
          within(dialog!).getByRole('heading', { name: `${cancel ? 'Cancel' : 'Deactivate'} ${NAME}?` }),
        ).toBeTruthy();
        expect(
          within(dialog!).getByText(
            cancel ? /^It will not go live\. \$125\.00 goes back to your wallet\./ : en.page.deactivateText,
          ),
        ).toBeTruthy();
        expect(
          within(dialog!).getAllByRole('button', { name: cancel ? en.page.keep : en.page.cancel })[0],
        ).toBeTruthy();
        tellsRefusal(snapshot);
      },
      changing: (_, snapshot) => {
        expect(openDialogs()).toEqual([]);
        // The change runs the one the user asked for, and a deactivation or cancel only once confirmed.
        expect(did).toBe(STARTED_BY[snapshot.context.change!]);
        tellsRefusal(snapshot);
        leavingKeepsItsWords(asked);
        // The buttons that show progress (pause, resume, resubmit) are busy while any change runs.
        const shown = OFFERED[status]!.filter((type) =>
          ['status.pause', 'status.resume', 'status.resubmit'].includes(type),
        );
        for (const type of shown) expect(isBusy(pageButton(BUTTON[type]!))).toBe(true);
        expect(ui.loads()).toBe(1);
      },
    },
    advance: async (ms) => {
      vi.advanceTimersByTime(ms);
    },
  });
}

const models = Object.keys(OFFERED).map((status) => [status, modelFor(status)] as const);

describe("a campaign's status changes on its page (model-based)", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it.each(models)('has an assertion for every state and a user action for every event, %s', (_, model) => {
    model.assertComplete();
  });

  it.each(models)(
    'shows the right page along every edge, %s',
    async (_, model) => {
      expect(model.edges.length).toBeGreaterThanOrEqual(4);
      for (const edge of model.edges) await model.walk(edge);
    },
    240_000,
  );

  it('took every transition of the campaign status machine on the page', () => {
    models[0]![1].assertCovered();
  });
});
