/**
 * The reset link's check (what the link is worth, asked before anything is typed), given with the guest
 * forms (src/app/flows/guest.tsx).
 */
import { fromPromise } from 'xstate';
import type { Api } from '../../graphql/api';
import { ResetPasswordLinkDocument } from '../../graphql/generated/graphql';
import { LINK_STATES } from '../../domain/account';
import { resourceMachine, type ResourceMachine } from '../../machines/resource';

/** Input: the link's token and e-mail. */
export function provideResetLink(guestApi: Api): ResourceMachine {
  return resourceMachine.provide({
    actors: {
      load: fromPromise<unknown, unknown>(async ({ input }) => {
        const link = input as { token: string; email: string };
        const { ResetPasswordLink } = await guestApi.query(ResetPasswordLinkDocument, link);
        // A state this build does not know yet: let the form try, its answer says what is wrong.
        return (LINK_STATES as readonly string[]).includes(ResetPasswordLink) ? ResetPasswordLink : 'valid';
      }),
    },
  });
}
