/**
 * The account forms' real calls (src/machines/account-forms.ts): each form's machine given its call, which
 * receives the values already checked by the form's struct. Calls whose success moves the session (a changed
 * e-mail brings a new token) tell the session here; toasts and navigation are the screens' announcements.
 */
import { fromPromise } from 'xstate';
import type { Api } from '../../graphql/api';
import {
  CompanyDeleteDocument,
  CompanyRequestToChangeEmailDocument,
  CompanyUpdateDataDocument,
  CompanyUpdateEmailDocument,
  CompanyUpdateProfilePictureDocument,
  RequestResetPasswordDocument,
  ResetPasswordMutationDocument,
} from '../../graphql/generated/graphql';
import { accountForms, type AccountForms } from '../../machines/account-forms';
import type { FormDefinition } from '../../machines/form';
import type { SessionActor } from '../../screens/shared/app-context';
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

export function provideAccountForms(api: Api, guestApi: Api, session: SessionActor): AccountForms {
  const forms = accountForms;
  return {
    forgot: provideForm(forms.forgot, ({ email }) =>
      guestApi.mutate(RequestResetPasswordDocument, { email }),
    ),
    newPassword: provideForm(forms.newPassword, (values) =>
      guestApi.mutate(ResetPasswordMutationDocument, values),
    ),
    // The link may be opened in another browser, signed in or not: the guest client carries no old token.
    updateEmail: provideForm(forms.updateEmail, async (values) => {
      const { CompanyUpdateEmail: answer } = await guestApi.mutate(CompanyUpdateEmailDocument, values);
      if (!answer.status || !answer.authorization)
        throw new ApiError('refused', 'No session', { code: 'unknown' });
      session.send({ type: 'session.tokenChanged', token: answer.authorization.token });
    }),
    profile: provideForm(forms.profile, (values) => api.mutate(CompanyUpdateDataDocument, values)),
    password: provideForm(forms.password, (values) => api.mutate(CompanyUpdateDataDocument, values)),
    changeEmail: provideForm(forms.changeEmail, (values) =>
      api.mutate(CompanyRequestToChangeEmailDocument, values),
    ),
    picture: provideForm(forms.picture, (values) => api.mutate(CompanyUpdateProfilePictureDocument, values)),
    deleteAccount: provideForm(forms.deleteAccount, () => api.mutate(CompanyDeleteDocument, {})),
  };
}
