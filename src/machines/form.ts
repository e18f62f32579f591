/**
 * One form that sends one call: the screens' own flows that are not part of the session (forgot, new
 * password, update e-mail, the account settings sections).
 *
 * idle → submitting → succeeded | failed. A submission is first checked with the form's shared struct
 * (src/domain); a failing check goes straight to `failed` with the field errors and never calls the API.
 * Made per form from the struct its values must pass (`defineForm`). Actor to provide: `submit`, the call,
 * given the checked values (src/app/actors); action a screen may provide: `announceSucceeded`. Context: the field errors to show (the struct's or the API's), the ApiError of a
 * refused call, the checked values sent, and the call's output once it succeeded.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Struct } from 'superstruct';
import { check, type Checked, type FieldErrors } from '../domain/validation';
import { ApiError, toApiError } from '../domain/api-error';

export type FormContext = {
  fields: FieldErrors;
  error: ApiError | null;
  /** The checked values of the submission in flight or last sent. */
  values: object | null;
  /** What the call answered, once it succeeded. */
  output: unknown;
};

export type FormEvent = { type: 'form.submit'; values: unknown } | { type: 'form.reset' };

/** The machine of a form whose values must pass `validate`; provide `submit` with the real call. */
export function createFormMachine(id: string, validate: (values: unknown) => Checked<object>) {
  return setup({
    types: { context: {} as FormContext, events: {} as FormEvent },
    actors: {
      submit: fromPromise<unknown, object>(() =>
        Promise.reject(new Error(`form ${id}: submit is not provided`)),
      ),
    },
    actions: {
      /** What the screen does once the call succeeded (a toast, a refresh): provided by the screen. */
      announceSucceeded: () => {},
      takeValues: assign(({ event }) => {
        if (event.type !== 'form.submit') return {};
        const checked = validate(event.values);
        return checked.ok
          ? { values: checked.value, fields: {}, error: null }
          : { fields: checked.fields, error: null };
      }),
    },
    guards: {
      isValid: ({ event }) => event.type === 'form.submit' && validate(event.values).ok,
    },
  }).createMachine({
    id,
    context: { fields: {}, error: null, values: null, output: null },
    initial: 'idle',
    on: {
      'form.submit': [
        { guard: 'isValid', target: '.submitting', actions: 'takeValues' },
        { target: '.failed', actions: 'takeValues' },
      ],
      'form.reset': {
        target: '.idle',
        actions: assign({ fields: {}, error: null, values: null, output: null }),
      },
    },
    states: {
      idle: {},
      submitting: {
        tags: ['busy'],
        // One call at a time: a second press while the first is in flight is ignored.
        on: { 'form.submit': {} },
        invoke: {
          src: 'submit',
          input: ({ context }) => context.values ?? {},
          onDone: { target: 'succeeded', actions: assign({ output: ({ event }) => event.output }) },
          onError: {
            target: 'failed',
            actions: assign(({ event }) => {
              const error = toApiError(event.error);
              return { error, fields: error.fields };
            }),
          },
        },
      },
      succeeded: { tags: ['succeeded'], entry: 'announceSucceeded' },
      failed: { tags: ['failed'] },
    },
  });
}

export type FormMachine = ReturnType<typeof createFormMachine>;
export type FormActor = ActorRefFrom<FormMachine>;
export type FormSnapshot = SnapshotFrom<FormMachine>;

/** A form: its machine and the struct its values pass, so the real call receives them typed. */
export type FormDefinition<Values extends object> = { machine: FormMachine; struct: Struct<Values, unknown> };

export function defineForm<Values extends object>(
  id: string,
  struct: Struct<Values, unknown>,
): FormDefinition<Values> {
  return { machine: createFormMachine(id, (values) => check(struct, values)), struct };
}
