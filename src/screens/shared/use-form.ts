/**
 * Hooks the screens' forms share: keeping their values, running a form machine with its real call, checking
 * values with a shared struct before a session event is sent, and moving focus to the first invalid field
 * after a submission.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Struct } from 'superstruct';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { check, type FieldErrors } from '../../domain/validation';
import { ApiError } from '../../domain/api-error';
import type { FormDefinition } from '../../machines/form';
import { isSessionBusy, lastCallOf, type SessionCall } from '../../machines/session';
import { useFlowOptions, useSession } from './app-context';
import { failureMessage, mergeFieldErrors, toldBesideFields } from './form-errors';

/**
 * The sentence for the whole form, unless the refusal is already told beside fields the form shows (an
 * EMAIL_TAKEN with its field error needs no second message).
 */
export function formFailure(t: TFunction, error: ApiError | null, shown: readonly string[]): string | null {
  if (!error || toldBesideFields(error, shown)) return null;
  return failureMessage(t, error);
}

/** After a submission that left invalid fields, focus the first of them (in document order). */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>, fields: FieldErrors): void {
  useEffect(() => {
    if (Object.keys(fields).length === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [formRef, fields]);
}

/**
 * A form's text values, with `set(name)` to change one from an input's change event and `bind(name)` for the
 * name, value and onChange that tie an input to it.
 */
export function useFormValues<Values extends Record<string, string>>(initial: Values | (() => Values)) {
  const [values, setValues] = useState(initial);
  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  const bind = (name: keyof Values & string) => ({ name, value: values[name], onChange: set(name) });
  return { values, setValues, set, bind };
}

/**
 * A form machine (given its real call at boot, see useFormFlow) started for this screen, which may announce a
 * success (a toast, a refresh, a navigation) with the values sent; the screen reads narrow slices and sends
 * `form.submit`.
 */
export function useForm<Values extends object>(
  form: FormDefinition<Values>,
  onSucceeded?: (values: Values) => void,
) {
  const { t } = useTranslation();
  const actor = useActorRef(
    form.machine.provide({
      actions: {
        // The machine keeps only values that passed the struct; checking again gives them their type.
        announceSucceeded: ({ context }) => {
          const checked = check(form.struct, context.values);
          if (checked.ok) onSucceeded?.(checked.value);
        },
      },
    }),
    useFlowOptions(),
  );
  const formRef = useRef<HTMLFormElement>(null);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const succeeded = useSelector(actor, (snapshot) => snapshot.hasTag('succeeded'));
  const fields = useSelector(actor, (snapshot) => snapshot.context.fields);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const output = useSelector(actor, (snapshot) => snapshot.context.output);
  const sent = useSelector(actor, (snapshot) => snapshot.context.values);
  useFocusFirstInvalid(formRef, fields);
  return {
    actor,
    formRef,
    busy,
    succeeded,
    fields,
    output,
    // The machine keeps only values that passed this form's struct, so they have its type.
    sent: sent as Values | null,
    failure: formFailure(t, error, Object.keys(sent ?? {})),
    /** The refusal itself, for a form that words it its own way (a dialog: dialogFormFailure). */
    error,
    submit: (values: unknown) => actor.send({ type: 'form.submit', values }),
    reset: () => actor.send({ type: 'form.reset' }),
  };
}

/**
 * For the session's own forms (log-in, sign-up, verify, about-you): checks the values with the shared struct,
 * sends the session event only when they pass, and shows the session's refusal only when the session says it
 * belongs to one of this form's calls (an earlier failure of another screen is not this form's).
 */
export function useSessionForm<Values>(
  struct: Struct<Values, unknown>,
  calls: readonly SessionCall[],
  send: (values: Values) => void,
) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  // What the shared struct said of the values typed, before anything is sent: the form's own.
  const [local, setLocal] = useState<FieldErrors>({});
  const [shown, setShown] = useState<readonly string[]>([]);
  const error = useSession((snapshot) => {
    const last = lastCallOf(snapshot);
    return last.call && calls.includes(last.call) ? last.error : null;
  });
  // After a verify or about-you call the session reloads the account before the route changes: still busy.
  const busy = useSession((snapshot) => isSessionBusy(snapshot) || snapshot.hasTag('reloading'));
  const fields = mergeFieldErrors(local, error);
  useFocusFirstInvalid(formRef, local);
  useFocusFirstInvalid(formRef, error?.fields ?? NO_FIELDS);
  return {
    formRef,
    busy,
    fields,
    error,
    failure: formFailure(t, error, shown),
    submit: (values: unknown) => {
      const checked = check(struct, values);
      if (!checked.ok) {
        setLocal(checked.fields);
        return;
      }
      setLocal({});
      setShown(Object.keys(checked.value as object));
      send(checked.value);
    },
  };
}

const NO_FIELDS: FieldErrors = {};
