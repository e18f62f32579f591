/** The forgotten password page, with its form. */
import { ForgotScreen } from '../../screens/forgot/forgot.screen';
import { WithGuestForms } from './guest-forms';

export function ForgotPage() {
  return (
    <WithGuestForms>
      <ForgotScreen />
    </WithGuestForms>
  );
}
