/**
 * While a staff-made session is in use, a banner says so on every screen (DESIGN.md §6). Its code is fetched the
 * first time such a session appears, never for a brand's own sessions.
 */
import { lazy, Suspense } from 'react';
import { useSession } from '../screens/shared/app-context';

const Banner = lazy(async () => ({ default: (await import('./impersonation-notice')).Banner }));

export function ImpersonationBanner() {
  const company = useSession((snapshot) => {
    const current = snapshot.context.company;
    return current?.impersonated ? (current.company_name ?? current.email) : null;
  });
  return company ? (
    <Suspense fallback={null}>
      <Banner company={company} />
    </Suspense>
  ) : null;
}
