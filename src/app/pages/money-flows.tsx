/**
 * The money flows given their real actors (src/app/actors/money.ts), for the money pages: loaded with them,
 * never with the rest of the signed-in app.
 */
import { useMemo, type ReactNode } from 'react';
import { useApi, useLiveEvents, useSessionActor } from '../../screens/shared/app-context';
import { MoneyFlowsProvider } from '../../screens/shared/money-flows';
import { createMoneyFlows } from '../actors/money';

export function WithMoneyFlows({ children }: { children: ReactNode }) {
  const api = useApi();
  const session = useSessionActor();
  const live = useLiveEvents();
  const flows = useMemo(
    () => createMoneyFlows(api, () => session.getSnapshot().context.token, live),
    [api, session, live],
  );
  return <MoneyFlowsProvider value={flows}>{children}</MoneyFlowsProvider>;
}
