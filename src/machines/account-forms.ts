/**
 * The account settings' one-call forms, each a form machine with the shared struct its values must pass,
 * provided with the authenticated shell (src/app/actors/account.ts); a screen reaches one with
 * `useForm(useFormFlow(…))`. The logged-out screens' forms are in ./guest-forms.ts.
 */
import { DeleteConfirmation, RequestChangeEmail, UpdateData } from '../domain/account-settings';
import { ProfilePicture } from '../domain/images';
import { defineForm, type FormDefinition } from './form';

/** The signed-in account's settings, loaded with the authenticated shell. */
export const accountForms = {
  profile: defineForm('profile', UpdateData),
  password: defineForm('password', UpdateData),
  changeEmail: defineForm('email', RequestChangeEmail),
  picture: defineForm('picture', ProfilePicture),
  deleteAccount: defineForm('deleteAccount', DeleteConfirmation),
};

export type AccountForms = typeof accountForms;
/** The values a form's struct lets through. */
export type FormValues<Form> = Form extends FormDefinition<infer Values> ? Values : never;
