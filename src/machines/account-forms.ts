/**
 * The account's one-call forms, each a form machine with the shared struct its values must pass: the guest
 * forms (forgot, new password, update e-mail) and the account settings sections. Their calls are provided at
 * boot (src/app/actors/account.ts); a screen reaches one with `useForm(useFlow(...))`.
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

export const accountForms = {
  forgot: defineForm('forgot', ResetRequest),
  newPassword: defineForm('newPassword', ResetPassword),
  updateEmail: defineForm('updateEmail', UpdateEmail),
  profile: defineForm('profile', UpdateData),
  password: defineForm('password', UpdateData),
  changeEmail: defineForm('email', RequestChangeEmail),
  picture: defineForm('picture', ProfilePicture),
  deleteAccount: defineForm('deleteAccount', DeleteConfirmation),
};

export type AccountForms = typeof accountForms;
export type AccountForm = keyof AccountForms;
/** The values a form's struct lets through. */
export type FormValues<Form> = Form extends FormDefinition<infer Values> ? Values : never;
