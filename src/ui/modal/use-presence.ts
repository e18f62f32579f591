/**
 * Keeps something mounted while it animates out. `state` goes entering → open on show and leaving → (unmounted)
 * on hide, with the flyout timings of SPEC.md §9.
 */
import { useEffect, useState } from 'react';
import { FLYOUT_ENTER_MS, FLYOUT_LEAVE_MS } from '../../domain/constants';

export type PresenceState = 'entering' | 'open' | 'leaving' | 'closed';

export function usePresence(open: boolean): { mounted: boolean; state: PresenceState } {
  const [state, setState] = useState<PresenceState>(open ? 'entering' : 'closed');

  useEffect(() => {
    if (open) {
      setState('entering');
      const timer = setTimeout(() => setState('open'), FLYOUT_ENTER_MS);
      return () => clearTimeout(timer);
    }
    setState((current) => (current === 'closed' ? 'closed' : 'leaving'));
    const timer = setTimeout(() => setState('closed'), FLYOUT_LEAVE_MS);
    return () => clearTimeout(timer);
  }, [open]);

  return { mounted: state !== 'closed' || open, state: open && state === 'closed' ? 'entering' : state };
}
