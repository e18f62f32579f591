/**
 * The logged-out screens' real calls, provided at boot (src/app/root.tsx): the guest forms
 * (src/machines/account-forms.ts: forgot, new password and the e-mail change link; a changed e-mail brings a new
 * token, which the session is told here) and the check of a reset link before anything is typed.
 */
import { fromPromise } from 'xstate';
import type { Api } from '../../graphql/api';
import { loadDocuments } from '../../graphql/documents';
import { guestForms, type GuestForms } from '../../machines/account-forms';
import type { SessionActor } from '../../screens/shared/app-context';
import { ApiError } from '../../domain/api-error';
import { LINK_STATES } from '../../domain/account';
import { resourceMachine, type ResourceMachine } from '../../machines/resource';
import { provideForm } from './form';

export type GuestFlows = {
  forms: GuestForms;
  /** What a reset link is worth (LINK_STATES); its input is the link's token and e-mail. */
  resetLink: ResourceMachine;
};

/** The guest calls: the guest client never carries a token, not even an old one. */
export function provideGuestFlows(guestApi: Api, session: SessionActor): GuestFlows {
  return { forms: provideGuestForms(guestApi, session), resetLink: provideResetLink(guestApi) };
}

function provideResetLink(guestApi: Api): ResourceMachine {
  return resourceMachine.provide({
    actors: {
      load: fromPromise<unknown, unknown>(async ({ input }) => {
        const { ResetPasswordLinkDocument } = await loadDocuments();
        const link = input as { token: string; email: string };
        const { ResetPasswordLink } = await guestApi.query(ResetPasswordLinkDocument, link);
        // A state this build does not know yet: let the form try, its answer says what is wrong.
        return (LINK_STATES as readonly string[]).includes(ResetPasswordLink) ? ResetPasswordLink : 'valid';
      }),
    },
  });
}

function provideGuestForms(guestApi: Api, session: SessionActor): GuestForms {
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
