/**
 * Fixtures of the form model test: the forgot-password screen (/forgot) rendered as the app renders it, its
 * guest forms given their real calls (src/app/actors/guest-forms.ts) over a fake guest API whose
 * RequestResetPassword answers when the walk says, and what that call may answer. The form's actor is started
 * with the app's inspector, as every flow is, so the walk watches it from its start.
 */
import { createActor, type InspectionEvent } from 'xstate';
import { sessionMachine } from '../../src/machines/session';
import { ApiError } from '../../src/domain/api-error';
import { provideGuestForms } from '../../src/app/actors/guest-forms';
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

export function renderForgot(inspect: (event: InspectionEvent) => void) {
  let waiting: { resolve: (value: unknown) => void; reject: (error: unknown) => void } | undefined;
  const guestApi = fakeApi({
    RequestResetPassword: () =>
      new Promise((resolve, reject) => {
        waiting = { resolve, reject };
      }),
  });
  const session = createActor(sessionMachine, { input: { token: null } }).start();
  const view = renderScreen(<ForgotScreen />, {
    guestApi,
    session,
    path: '/forgot',
    inspect,
    flows: provideGuestForms(guestApi, session),
  });
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
      session.stop();
    },
  };
}
