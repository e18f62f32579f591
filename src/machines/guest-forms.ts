/**
 * The logged-out screens' one-call forms (forgot, new password, update e-mail), each a form machine with the
 * shared struct its values must pass, given with their routes (src/app/actors/guest-forms.ts); a screen reaches one
 * with `useForm(useFlow(…))`.
 */
import { ResetPassword, ResetRequest, UpdateEmail } from '../domain/account';
import { defineForm } from './form';

/** The forms of a visitor who is not signed in, reached from the log-in screen or a link in an e-mail. */
export const guestForms = {
  forgot: defineForm('forgot', ResetRequest),
  newPassword: defineForm('newPassword', ResetPassword),
  updateEmail: defineForm('updateEmail', UpdateEmail),
};

export type GuestForms = typeof guestForms;
