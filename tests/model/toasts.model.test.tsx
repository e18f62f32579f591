/**
 * Model-based test of the flash notices: the toasts machine and its per-notice machine are walked edge by
 * edge on a running toasts actor rendered by the app's toast viewport, with fake timers; after every step the
 * test reads the screen (which notices show, in which colour, which are fading) and at the end asserts that
 * every transition of both machines was taken. Each walk runs twice: over the page, and with a dialog open,
 * where the notices must be told in the dialog's overlay, beside its panel, never under the overlay nor over
 * the dialog's buttons.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createActor, setup, assign, type SnapshotFrom } from 'xstate';
import { toastsMachine, noticeMachine, type Notice } from '../../src/machines/toasts';
import { ToastViewport } from '../../src/app/toast-viewport';
import { Modal } from '../../src/ui';
import { AppProvider, type AppServices } from '../../src/screens/shared/app-context';
import { TOAST_DURATION_MS, TOAST_FADE_MS } from '../../src/domain/constants';
import { createMachineTestModel, edgePaths, recordTransitions, transitionKeys } from '../support/model';

/**
 * What the user sees, as a machine: the ordered list of notices with their phase. Its events are the
 * toasts actor's events plus the passing of time; the walk replays them on the real actor.
 */
type Shown = { id: string; content: string; color: Notice['themeColor']; age: number; fadeAt: number };
const phaseOf = (notice: Shown) => (notice.age < notice.fadeAt ? 'visible' : 'fading');
type ScreenEvent =
  | { type: 'add'; id: string; content: string; color: Notice['themeColor'] }
  | { type: 'remove'; id: string }
  | { type: 'dismiss'; id: string }
  | { type: 'wait'; ms: number };

const ADDS: ScreenEvent[] = [
  { type: 'add', id: 'flash', content: 'Saved', color: 'green' },
  { type: 'add', id: 'flash', content: 'Replaced', color: 'red' },
  { type: 'add', id: 'deal', content: 'Deal started', color: 'blue' },
];

const screenModel = setup({
  types: { context: {} as { shown: Shown[] }, events: {} as ScreenEvent },
}).createMachine({
  context: { shown: [] },
  on: {
    add: {
      actions: assign({
        shown: ({ context, event }) => [
          ...context.shown.filter((notice) => notice.id !== event.id),
          { id: event.id, content: event.content, color: event.color, age: 0, fadeAt: TOAST_DURATION_MS },
        ],
      }),
    },
    remove: {
      guard: ({ context, event }) => context.shown.some((notice) => notice.id === event.id),
      actions: assign({
        shown: ({ context, event }) => context.shown.filter((notice) => notice.id !== event.id),
      }),
    },
    dismiss: {
      guard: ({ context, event }) =>
        context.shown.some((notice) => notice.id === event.id && phaseOf(notice) === 'visible'),
      actions: assign({
        shown: ({ context, event }) =>
          context.shown.map((notice) =>
            notice.id === event.id ? { ...notice, fadeAt: notice.age } : notice,
          ),
      }),
    },
    // Time passes for every notice: visible until it fades (after 5000 ms or when dismissed), gone 500 ms later.
    wait: {
      actions: assign({
        shown: ({ context, event }) =>
          context.shown
            .map((notice) => ({ ...notice, age: notice.age + event.ms }))
            .filter((notice) => notice.age < notice.fadeAt + TOAST_FADE_MS),
      }),
    },
  },
});

type ScreenSnapshot = SnapshotFrom<typeof screenModel>;
const serialize = (snapshot: ScreenSnapshot) =>
  snapshot.context.shown
    .map((notice) => `${notice.id}:${notice.content}:${notice.age}/${notice.fadeAt}`)
    .join(',') || 'none';

function eventsFor(snapshot: ScreenSnapshot): ScreenEvent[] {
  // New notices arrive together (all shown notices are new), which keeps the graph small but still covers
  // replacing by id, two notices at once, and every phase of each.
  const fresh = snapshot.context.shown.every((notice) => notice.age === 0);
  const events: ScreenEvent[] = fresh ? [...ADDS] : [];
  for (const notice of snapshot.context.shown) {
    events.push({ type: 'remove', id: notice.id });
    if (phaseOf(notice) === 'visible') events.push({ type: 'dismiss', id: notice.id });
  }
  // Time moves in the steps that matter: to the end of a fade while one runs, otherwise to the end of display.
  const fading = snapshot.context.shown.some((notice) => phaseOf(notice) === 'fading');
  if (snapshot.context.shown.length > 0)
    events.push({ type: 'wait', ms: fading ? TOAST_FADE_MS : TOAST_DURATION_MS });
  return events;
}

const i18n = createInstance();
void i18n.init({
  lng: 'en',
  resources: { en: { common: { close: 'Close', notifications: 'Notifications' } } },
  defaultNS: 'common',
});

describe('flash notices (model-based)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const covered = new Set<string>();
  const model = createMachineTestModel(screenModel, {
    events: (snapshot) => eventsFor(snapshot as ScreenSnapshot) as never,
    serializeState: (snapshot) => serialize(snapshot as ScreenSnapshot) as never,
  });
  const edges = edgePaths(model, (snapshot) => serialize(snapshot as ScreenSnapshot));

  it.each([
    ['over the page', false],
    ['inside an open dialog', true],
  ])(`shows, replaces, fades and removes notices along all ${edges.length} edges, %s`, (_, withDialog) => {
    expect(edges.length).toBeGreaterThan(20);
    for (const edge of edges) {
      const toasts = createActor(toastsMachine, { inspect: recordTransitions(covered) }).start();
      const services = { toasts } as unknown as AppServices;
      const view = render(
        <I18nextProvider i18n={i18n}>
          <AppProvider value={services}>
            <ToastViewport />
            {withDialog ? (
              <Modal
                open
                onClose={() => {}}
                title="Edit brand"
                closeLabel="Close"
                footer={<button type="button">Save changes</button>}
              />
            ) : null}
          </AppProvider>
        </I18nextProvider>,
      );
      for (const [index, step] of edge.steps.entries()) {
        if (index > 0) {
          const event = step.event as ScreenEvent;
          act(() => {
            if (event.type === 'add') {
              toasts.send({
                type: 'toasts.add',
                notice: { id: event.id, content: event.content, themeColor: event.color },
              });
            } else if (event.type === 'remove') {
              toasts.send({ type: 'toasts.remove', id: event.id });
            } else if (event.type === 'dismiss') {
              const notice = toasts
                .getSnapshot()
                .context.notices.find((actor) => actor.getSnapshot().context.id === event.id);
              notice?.send({ type: 'notice.dismiss' });
            } else {
              vi.advanceTimersByTime(event.ms);
            }
          });
        }
        const expected = (step.state as ScreenSnapshot).context.shown;
        const region = screen.getByRole('region', { name: 'Notifications' });
        if (withDialog) {
          // With a dialog open the notices are told inside it, above its overlay, never over its buttons.
          // The region sits in the dialog's overlay just before its panel: on top of the overlay, beside
          // the panel rather than over it.
          const dialog = screen.getByRole('dialog', { name: 'Edit brand' });
          expect(dialog.parentElement?.contains(region), edge.description).toBe(true);
          expect(dialog.contains(region), edge.description).toBe(false);
          expect(region.compareDocumentPosition(dialog) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
          expect(region.contains(screen.getByRole('button', { name: 'Save changes' }))).toBe(false);
        }
        const shown = [...region.querySelectorAll<HTMLElement>('[role="status"], [role="alert"]')];
        expect(
          shown.map((element) => ({
            content: element.textContent,
            color: element.dataset.color,
            phase: element.dataset.fading === 'true' ? 'fading' : 'visible',
          })),
          edge.description,
        ).toEqual(
          expected.map((notice) => ({
            content: notice.content,
            color: notice.color,
            phase: phaseOf(notice),
          })),
        );
      }
      view.unmount();
      toasts.stop();
    }
  });

  it('covered every transition of the toasts and notice machines', () => {
    const all = [...transitionKeys(toastsMachine), ...transitionKeys(noticeMachine)];
    expect(all.filter((key) => !covered.has(key))).toEqual([]);
  });
});
