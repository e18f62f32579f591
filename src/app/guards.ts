/**
 * Route guards of SPEC.md §2 and §6, as pure functions of where the session says the user may be.
 */
import { HOME_OF, type Place } from '../machines/session';

export type Guard =
  'none' | 'loggedOutOnly' | 'unverifiedOnly' | 'incompleteOnboarding' | 'completeOnboarding';
export type Decision =
  { kind: 'render' } | { kind: 'redirect'; to: string } | { kind: 'wait' } | { kind: 'unavailable' };

const render: Decision = { kind: 'render' };
const redirect = (to: string): Decision => ({ kind: 'redirect', to });

/**
 * `wanted`: where a visitor sent to log in was going (already checked to be a path of this site); a user who
 * is ready lands there instead of on the dashboard.
 */
export function decide(guard: Guard, place: Place, wanted: string | null = null): Decision {
  if (guard === 'none') return render;
  if (place === 'pending') return { kind: 'wait' };
  if (place === 'unavailable') return { kind: 'unavailable' };
  switch (guard) {
    case 'loggedOutOnly':
      if (place === 'guest') return render;
      return redirect(place === 'ready' && wanted ? wanted : (HOME_OF[place] ?? '/'));
    case 'unverifiedOnly':
      if (place === 'guest') return redirect('/login');
      return place === 'unverified' ? render : redirect('/about-you');
    case 'incompleteOnboarding':
      if (place === 'guest') return redirect('/login');
      if (place === 'unverified') return redirect('/verify');
      return place === 'onboarding' ? render : redirect('/');
    case 'completeOnboarding':
      return place === 'ready' ? render : redirect(HOME_OF[place] ?? '/login');
  }
}
