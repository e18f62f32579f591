/**
 * `notify <email> <message>`: sends a company a live notification (stored, then published on its
 * notifications topic), for operations and tests.
 */
import { object } from 'superstruct';
import { check, email, text } from '../../../src/domain/validation';
import { findCompanyByEmail } from '../../services/accounts';
import { atomically } from '../../services/unit-of-work';
import type { StaffCommand } from '../command';

/** Longest notification text: a toast, not a letter. */
const MAX_MESSAGE_LENGTH = 500;

const NotifyInput = object({ email, message: text(1, MAX_MESSAGE_LENGTH) });

export const notify: StaffCommand = async (services, input) => {
  const checked = check(NotifyInput, input);
  if (!checked.ok)
    return { status: 400, body: { error: 'Some fields are not valid', fields: checked.fields } };
  const company = await findCompanyByEmail(services.db, checked.value.email);
  if (!company) return { status: 404, body: { error: `No company with the e-mail ${checked.value.email}` } };
  await atomically(services, (work) =>
    work.notify(company.id, { message: checked.value.message, kind: 'info' }),
  );
  return { status: 200, body: { status: true, company_id: company.id } };
};
