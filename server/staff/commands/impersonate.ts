/**
 * `impersonate <email>`: a one-time link (IMPERSONATION_LINK_TTL_SECONDS) that signs staff in as the company
 * through the web app's /account/impersonate/:token screen, in a short-lived session marked as staff-made.
 */
import { object } from 'superstruct';
import { check, email } from '../../../src/domain/validation';
import { IMPERSONATION_LINK_TTL_SECONDS } from '../../../src/domain/constants';
import { createAccountToken, findCompanyByEmail } from '../../services/accounts';
import type { StaffCommand } from '../command';

const ImpersonateInput = object({ email });

export const impersonate: StaffCommand = async (services, input) => {
  const checked = check(ImpersonateInput, input);
  if (!checked.ok)
    return { status: 400, body: { error: 'Some fields are not valid', fields: checked.fields } };
  const company = await findCompanyByEmail(services.db, checked.value.email);
  if (!company) return { status: 404, body: { error: `No company with the e-mail ${checked.value.email}` } };
  const token = await createAccountToken(
    services.db,
    company.id,
    'impersonation',
    IMPERSONATION_LINK_TTL_SECONDS,
  );
  const base = services.config.publicUrl.replace(/\/+$/, '');
  return {
    status: 200,
    body: {
      link: `${base}/account/impersonate/${token}`,
      company_id: company.id,
      expires_in: IMPERSONATION_LINK_TTL_SECONDS,
    },
  };
};
