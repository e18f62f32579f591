/** The e-mail change link's page, with its form. */
import { UpdateEmailScreen } from '../../screens/update-email/update-email.screen';
import { WithGuestForms } from './guest-forms';

export function UpdateEmailPage({ token }: { token: string }) {
  return (
    <WithGuestForms>
      <UpdateEmailScreen token={token} />
    </WithGuestForms>
  );
}
