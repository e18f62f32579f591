/**
 * The logged-out screens' forms given their real calls (src/app/actors/guest-forms.ts), for the pages that use
 * them: loaded with those pages, never with the log-in screen.
 */
import { useMemo, type ReactNode } from 'react';
import { GuestFormsProvider, useGuestApi, useSessionActor } from '../../screens/shared/app-context';
import { provideGuestForms } from '../actors/guest-forms';

export function WithGuestForms({ children }: { children: ReactNode }) {
  const guestApi = useGuestApi();
  const session = useSessionActor();
  const forms = useMemo(() => provideGuestForms(guestApi, session), [guestApi, session]);
  return <GuestFormsProvider value={forms}>{children}</GuestFormsProvider>;
}
