/**
 * The guest forms' real calls (src/machines/guest-forms.ts), given to their routes (src/app/flows/guest.tsx):
 * forgot, new password and the e-mail change link. A changed e-mail brings a new token, which the session is told
 * here.
 */
import type { Api } from '../../graphql/api';
import { loadDocuments } from '../../graphql/documents';
import { guestForms, type GuestForms } from '../../machines/guest-forms';
import type { SessionActor } from '../../screens/shared/app-context';
import type { GuestFlows } from '../../screens/shared/flows';
import { provideResetLink } from './reset-link';
import { ApiError } from '../../domain/api-error';
import { provideForm } from './form';

/** The guest forms' calls: the guest client never carries a token, not even an old one. */
export function provideGuestForms(guestApi: Api, session: SessionActor): GuestForms {
  const forms = guestForms;
  return {
    forgot: provideForm(forms.forgot, async ({ email }) =>
      guestApi.mutate((await loadDocuments()).RequestResetPasswordDocument, { email }),
    ),
    newPassword: provideForm(forms.newPassword, async (values) =>
      guestApi.mutate((await loadDocuments()).ResetPasswordMutationDocument, values),
    ),
    // The link may be opened in another browser, signed in or not: the guest client carries no old token.
    updateEmail: provideForm(forms.updateEmail, async (values) => {
      const { CompanyUpdateEmail: answer } = await guestApi.mutate(
        (await loadDocuments()).CompanyUpdateEmailDocument,
        values,
      );
      if (!answer.status || !answer.authorization)
        throw new ApiError('refused', 'No session', { code: 'unknown' });
      session.send({ type: 'session.tokenChanged', token: answer.authorization.token });
    }),
  };
}

/** The guest group: the forms and the reset link's check. */
export function provideGuestFlows(guestApi: Api, session: SessionActor): GuestFlows {
  return { ...provideGuestForms(guestApi, session), resetLink: provideResetLink(guestApi) };
}
