/**
 * Account settings rules (SPEC.md §5): the settings form, a change of e-mail address and deleting the account.
 * Apart from the other account rules (account.ts), which the log-in page loads, so that it does not load these.
 */
import { boolean, object, optional, refine, type Infer } from 'superstruct';
import { currentPassword, email, password, plainText, text } from './validation';

/**
 * Account settings: every field is optional, but a new password or a new e-mail address needs the current
 * password, a new password needs a matching confirmation, and the company name follows the settings rule
 * (4 to 200).
 */
export const UpdateData = /* @__PURE__ */ refine(
  object({
    new_email: optional(email),
    privacy: optional(boolean()),
    company_name: optional(text(4, 200)),
    password: optional(currentPassword),
    new_password: optional(password),
    confirm_password: optional(plainText),
  }),
  'updateData',
  (value, context) => {
    if (value.new_email !== undefined && !value.password)
      return { path: [...context.path, 'password'], message: JSON.stringify({ code: 'required' }) };
    if (value.new_password === undefined) return true;
    if (!value.password)
      return { path: [...context.path, 'password'], message: JSON.stringify({ code: 'required' }) };
    if (value.new_password !== value.confirm_password)
      return {
        path: [...context.path, 'confirm_password'],
        message: JSON.stringify({ code: value.confirm_password ? 'passwordMismatch' : 'required' }),
      };
    return true;
  },
);
export type UpdateData = Infer<typeof UpdateData>;

export const RequestChangeEmail = /* @__PURE__ */ object({
  email,
  new_email: email,
  password: currentPassword,
});

/** Deleting the account: the user types the account's e-mail address to confirm they mean it. */
export const DeleteConfirmation = /* @__PURE__ */ refine(
  object({ email, confirmation: email }),
  'deleteConfirmation',
  (value, context) =>
    value.email === value.confirmation
      ? true
      : { path: [...context.path, 'confirmation'], message: JSON.stringify({ code: 'emailMismatch' }) },
);
