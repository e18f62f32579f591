/**
 * The account's one-call forms, each a form machine with the shared struct its values must pass: the guest
 * forms (forgot, new password, update e-mail), provided at boot, and the account settings sections, provided
 * with the authenticated shell (src/app/actors/account.ts). A screen reaches one with `useForm(useGuestForm(…))`
 * or `useForm(useFormFlow(…))`.
 */
import {
  DeleteConfirmation,
  ProfilePicture,
  RequestChangeEmail,
  ResetPassword,
  ResetRequest,
  UpdateData,
  UpdateEmail,
} from '../domain/account';
import { defineForm, type FormDefinition } from './form';

/** The forms of a visitor who is not signed in, reached from the log-in screen or a link in an e-mail. */
export const guestForms = {
  forgot: defineForm('forgot', ResetRequest),
  newPassword: defineForm('newPassword', ResetPassword),
  updateEmail: defineForm('updateEmail', UpdateEmail),
};

/** The signed-in account's settings, loaded with the authenticated shell. */
export const accountForms = {
  profile: defineForm('profile', UpdateData),
  password: defineForm('password', UpdateData),
  changeEmail: defineForm('email', RequestChangeEmail),
  picture: defineForm('picture', ProfilePicture),
  deleteAccount: defineForm('deleteAccount', DeleteConfirmation),
};

export type GuestForms = typeof guestForms;
export type AccountForms = typeof accountForms;
/** The values a form's struct lets through. */
export type FormValues<Form> = Form extends FormDefinition<infer Values> ? Values : never;
