/**
 * Model-based test of the form machine on the forgot-password screen (/forgot): every edge of the forgot form's
 * graph is played on ForgotScreen in jsdom, rendered as the app renders it (real translations, its real call over
 * a fake guest API). The user types an address (good, malformed or none) and presses "Send the link", presses it
 * again while it is busy, and "Use another address" (an empty field again) once told to check the e-mail; the
 * call answers sent, rate limited, refused, the address refused by the API, or offline. After every step the
 * state gets its assertion on what the user sees: the field with what was typed, the busy button, the translated
 * field error beside the field (focused), the refusal in words or none, the "check your e-mail" view, and the
 * calls made (one per accepted submission, none for bad input). The walk must take every transition.
 */
import { expect } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { guestForms } from '../../src/machines/guest-forms';
import type { FormSnapshot } from '../../src/machines/form';
import { ResetRequest } from '../../src/domain/account';
import { check } from '../../src/domain/validation';
import { loadDocuments } from '../../src/graphql/documents';
import { descriptionOf } from '../support/dom';
import { describeScreenModel, screenModel } from '../support/screen-model';
import {
  BAD,
  EMPTY,
  GOOD,
  SENT,
  SUBMIT,
  addressRefused,
  offline,
  rateLimited,
  refused,
  renderForgot,
  type Ui,
} from './form-fixtures';
import en from '../../locales/en/forgot.json';
import errors from '../../locales/en/errors.json';
import validation from '../../locales/en/validation.json';

const { machine } = guestForms.forgot;

// What the user last typed into the field, and how many submissions the screen let through to the API.
let typed = '';
let accepted = 0;

const field = () => screen.getByLabelText(/^E-mail/) as HTMLInputElement;
const sendButton = () => screen.getByRole('button', { name: en.submit });
const isBusy = (button: HTMLElement) => button.getAttribute('aria-busy') === 'true';

/** The form as the user sees it outside a call: what was typed, the button ready, the calls made. */
function showsForm(ui: Ui) {
  expect(screen.getByRole('heading', { level: 1, name: en.title })).toBeTruthy();
  expect(field().value).toBe(typed);
  expect(isBusy(sendButton())).toBe(false);
  expect(ui.calls()).toHaveLength(accepted);
}

/** The sentence for the whole form a refusal gets (none when it is told beside the field or by the app). */
function sentenceOf(snapshot: FormSnapshot): string | null {
  const error = snapshot.context.error;
  if (error?.kind === 'rateLimited') return errors.rateLimited_other.replace('{{count}}', '30');
  if (error?.kind === 'refused') return errors.codes.unknown;
  return null;
}

const model = screenModel<typeof machine, Ui>({
  machine,
  userEvents: (snapshot) => {
    const submit = (values: object) => ({ type: 'form.submit', values }) as EventObject;
    if (snapshot.matches('succeeded')) return [{ type: 'form.reset' }];
    // While the call runs the user can only press the busy button again.
    if (snapshot.matches('submitting')) return [submit(GOOD)];
    return [submit(GOOD), submit(BAD), submit(EMPTY)];
  },
  answers: {
    [SUBMIT]: { outputs: () => [SENT], errors: [rateLimited, refused, addressRefused, offline] },
  },
  serialize: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.fields,
      snapshot.context.error?.code ?? snapshot.context.error?.kind ?? null,
    ]),
  render: ({ inspect }) => {
    typed = '';
    accepted = 0;
    return renderForgot(inspect);
  },
  actions: {
    [`xstate.done.actor.${SUBMIT}`]: (ui, event) =>
      ui.answer('resolve', (event as { output?: unknown }).output),
    [`xstate.error.actor.${SUBMIT}`]: (ui, event) =>
      ui.answer('reject', (event as { error?: unknown }).error),
    'form.submit': (_, event) => {
      const { values } = event as EventObject & { values: { email: string } };
      const busy = isBusy(sendButton());
      fireEvent.change(field(), { target: { value: values.email } });
      typed = values.email;
      fireEvent.click(sendButton());
      if (busy) {
        // The busy button swallows the press; a submission reaching the form anyway (requestSubmit, as the
        // page's first-paint script sends one) must be ignored by the form: still one call.
        sendButton().closest('form')!.requestSubmit();
      } else if (check(ResetRequest, values).ok) accepted += 1;
    },
    // Another address: the field starts empty, not with the one the link went to.
    'form.reset': () => {
      fireEvent.click(screen.getByRole('button', { name: en.again }));
      typed = '';
    },
  },
  states: {
    idle: (ui) => {
      showsForm(ui);
      expect(descriptionOf(field())).toBe('');
      expect(field().getAttribute('aria-invalid')).not.toBe('true');
      expect(screen.queryByRole('alert')).toBeNull();
    },
    submitting: (ui) => {
      expect(field().value).toBe(typed);
      expect(isBusy(sendButton())).toBe(true);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(descriptionOf(field())).toBe('');
      // One call per accepted submission, with the address as the shared struct made it.
      expect(ui.calls()).toHaveLength(accepted);
      expect(ui.calls().at(-1)).toEqual({
        operation: 'RequestResetPassword',
        variables: { email: GOOD.email },
      });
    },
    succeeded: (ui) => {
      expect(screen.getByRole('heading', { level: 1, name: en.sentTitle })).toBeTruthy();
      expect(screen.getByRole('status').textContent).toBe(en.sentLead_one.replace('{{count}}', '1'));
      expect(screen.getByRole('button', { name: en.again })).toBeTruthy();
      expect(screen.getByRole('link', { name: en.backToLogin }).getAttribute('href')).toBe('/login');
      // The form is gone, and the answer never names the address.
      expect(screen.queryByLabelText(/^E-mail/)).toBeNull();
      expect(document.body.textContent).not.toContain(GOOD.email);
      expect(ui.calls()).toHaveLength(accepted);
    },
    failed: (ui, snapshot) => {
      showsForm(ui);
      const code = snapshot.context.fields.email?.code;
      if (code) {
        // The field error beside its field, in words, and the field focused for the user to fix it.
        expect(descriptionOf(field())).toBe(validation[code as keyof typeof validation]);
        expect(field().getAttribute('aria-invalid')).toBe('true');
        expect(document.activeElement).toBe(field());
      } else expect(descriptionOf(field())).toBe('');
      const sentence = sentenceOf(snapshot);
      if (sentence) expect(screen.getByRole('alert').textContent).toBe(sentence);
      else expect(screen.queryByRole('alert')).toBeNull();
    },
  },
  advance: async () => {},
});

describeScreenModel('a form on its screen: forgot password (model-based)', model, {
  shows: 'screen',
  covers: 'the form machine on its screen',
  moreEdgesThan: 20,
  timeout: 120_000,
  // The guest forms load their documents with their first call: loaded once here, each call answers in turn.
  beforeAll: loadDocuments,
});
