/**
 * A form machine (src/machines/form.ts) given its real call, which receives the values already checked by the
 * form's struct: the account's forms (./account.ts, ./guest-forms.ts) and the money forms (./money.ts) use it.
 */
import { fromPromise } from 'xstate';
import type { FormDefinition } from '../../machines/form';
import { ApiError } from '../../domain/api-error';
import { check } from '../../domain/validation';

/** A form whose call is `call`, given values that passed the form's struct (checked again, to type them). */
export function provideForm<Values extends object>(
  form: FormDefinition<Values>,
  call: (values: Values) => Promise<unknown>,
): FormDefinition<Values> {
  const machine = form.machine.provide({
    actors: {
      submit: fromPromise<unknown, object>(({ input }) => {
        const checked = check(form.struct, input);
        if (!checked.ok) return Promise.reject(new ApiError('input', 'invalid', { fields: checked.fields }));
        return call(checked.value);
      }),
    },
  });
  return { machine, struct: form.struct };
}
