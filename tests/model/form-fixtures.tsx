/**
 * Fixtures of the form model test: the forgot-password screen (/forgot) rendered as the app renders it, its
 * guest forms given their real calls (src/app/actors/guest-forms.ts) over a fake guest API whose
 * RequestResetPassword answers when the walk says, and what that call may answer. useForm starts the form's
 * actor without the app's inspector, so the walk watches the form from its start through its logic.
 */
import { createActor, type AnyActorScope, type InspectionEvent, type Subscription } from 'xstate';
import type { FormMachine } from '../../src/machines/form';
import { sessionMachine } from '../../src/machines/session';
import { ApiError } from '../../src/domain/api-error';
import { provideGuestForms } from '../../src/app/actors/guest-forms';
import { GuestFormsProvider } from '../../src/screens/shared/app-context';
import { ForgotScreen } from '../../src/screens/forgot/forgot.screen';
import { fakeApi, type FakeApi } from '../support/fake-api';
import { renderScreen } from '../support/render-app';

/** The invoke id of the form's call. */
export const SUBMIT = '0.forgot.submitting';

/** What the screen sends: the address typed, for a company. */
export const GOOD = { email: 'ada@example.com', type: 'company' };
export const BAD = { email: 'not an address', type: 'company' };
export const EMPTY = { email: '', type: 'company' };

/** What RequestResetPassword answers, as the guest client gives it to the form. */
export const SENT = { RequestResetPassword: { status: true, message: 'sent' } };
export const rateLimited = new ApiError('rateLimited', 'wait', { code: 'RATE_LIMITED', retryAfter: 1800 });
/** A refusal whose code this build does not know. */
export const refused = new ApiError('refused', 'No', { code: 'SOMETHING_NEW' });
/** The API's own check of the address. */
export const addressRefused = new ApiError('input', 'bad', { fields: { email: { code: 'email' } } });
export const offline = new ApiError('network', 'Failed to fetch');

/** What the walk reads and does besides the screen: the guest API's calls, and answering the one waiting. */
export type Ui = {
  calls: () => FakeApi['calls'];
  answer: (how: 'resolve' | 'reject', value: unknown) => void;
};

/** The form's machine, announcing each actor started from it (and from what is provided on top of it). */
function watched(machine: FormMachine, announce: (scope: AnyActorScope) => void): FormMachine {
  return Object.assign(Object.create(machine) as FormMachine, {
    provide: (implementations: Parameters<FormMachine['provide']>[0]) =>
      watched(machine.provide(implementations), announce),
    getInitialSnapshot: (scope: AnyActorScope, input: unknown) => {
      announce(scope);
      return machine.getInitialSnapshot(scope as never, input as never);
    },
  });
}

export function renderForgot(inspect: (event: InspectionEvent) => void) {
  let waiting: { resolve: (value: unknown) => void; reject: (error: unknown) => void } | undefined;
  const guestApi = fakeApi({
    RequestResetPassword: () =>
      new Promise((resolve, reject) => {
        waiting = { resolve, reject };
      }),
  });
  const session = createActor(sessionMachine, { input: { token: null } }).start();
  const forms = provideGuestForms(guestApi, session);
  let watching: Subscription | undefined;
  const forgot = {
    ...forms.forgot,
    machine: watched(forms.forgot.machine, (scope) => {
      if (watching) return;
      watching = scope.system.inspect(inspect);
      inspect({
        type: '@xstate.actor',
        actorRef: scope.self,
        rootId: scope.self.sessionId,
      } as InspectionEvent);
    }),
  };
  const view = renderScreen(
    <GuestFormsProvider value={{ ...forms, forgot }}>
      <ForgotScreen />
    </GuestFormsProvider>,
    { guestApi, session, path: '/forgot' },
  );
  const ui: Ui = {
    calls: () => guestApi.calls,
    answer: (how, value) => {
      if (!waiting) throw new Error('no RequestResetPassword call is waiting');
      waiting[how](value);
      waiting = undefined;
    },
  };
  return {
    ui,
    unmount: () => {
      view.unmount();
      watching?.unsubscribe();
      session.stop();
    },
  };
}
