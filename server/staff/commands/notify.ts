/**
 * `notify <email> <message>`: sends a company a live notification (stored, then published on its
 * notifications topic), for operations and tests.
 */
import { eq } from 'drizzle-orm';
import { object } from 'superstruct';
import { companies } from '../../db/schema';
import { check, email, text } from '../../../src/domain/validation';
import type { StaffCommand } from '../api';

/** Longest notification text: a toast, not a letter. */
const MAX_MESSAGE_LENGTH = 500;

const NotifyInput = object({ email, message: text(1, MAX_MESSAGE_LENGTH) });

export const notify: StaffCommand = async (services, input) => {
  const checked = check(NotifyInput, input);
  if (!checked.ok)
    return { status: 400, body: { error: 'Some fields are not valid', fields: checked.fields } };
  const [company] = await services.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.email, checked.value.email))
    .limit(1);
  if (!company) return { status: 404, body: { error: `No company with the e-mail ${checked.value.email}` } };
  await services.notifications.notify(company.id, { message: checked.value.message, kind: 'info' });
  return { status: 200, body: { status: true, company_id: company.id } };
};
