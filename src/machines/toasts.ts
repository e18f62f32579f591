/**
 * Flash notices (SPEC.md §3, §9): each has content, a theme colour and an id (default 'flash'). Adding a notice
 * with an id already shown replaces it; removing by id deletes it. A notice stays 5000 ms, then fades for 500 ms.
 * Each notice is a child actor with its own timers; the parent keeps the visible list in order.
 */
import { assign, sendParent, setup, stopChild, type ActorRefFrom } from 'xstate';
import { TOAST_DURATION_MS, TOAST_FADE_MS } from '../domain/constants';

export type ThemeColor = 'blue' | 'yellow' | 'green' | 'red';
export type ToastType = 'info' | 'error' | 'success' | 'warning';
export const THEME_OF: Record<ToastType, ThemeColor> = {
  info: 'blue',
  error: 'red',
  success: 'green',
  warning: 'yellow',
};

export type NoticeInput = { content: string; themeColor: ThemeColor; id?: string };
export type Notice = { id: string; content: string; themeColor: ThemeColor };

/** One notice on screen: visible, then fading, then gone (it asks its parent to remove it). */
export const noticeMachine = setup({
  types: { context: {} as Notice, input: {} as Notice, events: {} as { type: 'notice.dismiss' } },
  delays: { duration: TOAST_DURATION_MS, fade: TOAST_FADE_MS },
}).createMachine({
  id: 'notice',
  context: ({ input }) => input,
  initial: 'visible',
  states: {
    visible: { after: { duration: 'fading' }, on: { 'notice.dismiss': 'fading' } },
    fading: {
      tags: ['fading'],
      after: { fade: 'gone' },
    },
    gone: {
      type: 'final',
      entry: sendParent(({ context }) => ({ type: 'toasts.expired', id: context.id })),
    },
  },
});

export type NoticeActor = ActorRefFrom<typeof noticeMachine>;

export type ToastsEvent =
  | { type: 'toasts.add'; notice: NoticeInput }
  | { type: 'toasts.remove'; id: string }
  | { type: 'toasts.expired'; id: string };

const DEFAULT_ID = 'flash';

export const toastsMachine = setup({
  types: {
    context: {} as { notices: NoticeActor[] },
    events: {} as ToastsEvent,
  },
  actors: { notice: noticeMachine },
  actions: {
    stopNotice: stopChild((_, params: { id: string }) => `notice:${params.id}`),
  },
}).createMachine({
  id: 'toasts',
  context: { notices: [] },
  on: {
    'toasts.add': {
      actions: [
        { type: 'stopNotice', params: ({ event }) => ({ id: event.notice.id ?? DEFAULT_ID }) },
        assign({
          notices: ({ context, event, spawn }) => {
            const notice: Notice = { ...event.notice, id: event.notice.id ?? DEFAULT_ID };
            const actor = spawn('notice', { id: `notice:${notice.id}`, input: notice });
            const others = context.notices.filter(
              (existing) => existing.getSnapshot().context.id !== notice.id,
            );
            return [...others, actor];
          },
        }),
      ],
    },
    'toasts.remove': {
      actions: [
        { type: 'stopNotice', params: ({ event }) => ({ id: event.id }) },
        assign({
          notices: ({ context, event }) =>
            context.notices.filter((actor) => actor.getSnapshot().context.id !== event.id),
        }),
      ],
    },
    'toasts.expired': {
      actions: [
        { type: 'stopNotice', params: ({ event }) => ({ id: event.id }) },
        assign({
          notices: ({ context, event }) =>
            context.notices.filter((actor) => actor.getSnapshot().context.id !== event.id),
        }),
      ],
    },
  },
});
