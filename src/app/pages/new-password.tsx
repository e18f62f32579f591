/** The new password page: its form, and its link check given its real call (src/app/actors/reset-link.ts). */
import { useMemo } from 'react';
import { NewPasswordScreen } from '../../screens/new-password/new-password.screen';
import { useGuestApi } from '../../screens/shared/app-context';
import { provideResetLink } from '../actors/reset-link';
import { WithGuestForms } from './guest-forms';

export function NewPasswordPage({ token }: { token: string }) {
  const guestApi = useGuestApi();
  const linkMachine = useMemo(() => provideResetLink(guestApi), [guestApi]);
  return (
    <WithGuestForms>
      <NewPasswordScreen token={token} linkMachine={linkMachine} />
    </WithGuestForms>
  );
}
