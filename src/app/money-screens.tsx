/**
 * The money screens (issue 12), each loaded on demand together with the money flows' real actors
 * (src/app/actors/money.ts), so none of their code is part of the first visit to the logged-out screens.
 */
import { lazy, useMemo, type ComponentType } from 'react';
import { useApi, useSessionActor } from '../screens/shared/app-context';

function moneyScreen<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async () => {
    const [screens, { createMoneyFlows }, { MoneyFlowsProvider }] = await Promise.all([
      load(),
      import('./actors/money'),
      import('../screens/shared/money-flows'),
    ]);
    const Screen: ComponentType = screens[name];
    function MoneyPage() {
      const api = useApi();
      const session = useSessionActor();
      const flows = useMemo(
        () => createMoneyFlows(api, () => session.getSnapshot().context.token),
        [api, session],
      );
      return (
        <MoneyFlowsProvider value={flows}>
          <Screen />
        </MoneyFlowsProvider>
      );
    }
    return { default: MoneyPage };
  });
}

export const WalletPage = moneyScreen(() => import('../screens/wallet/wallet.screen'), 'WalletScreen');
export const BillingPage = moneyScreen(() => import('../screens/billing/billing.screen'), 'BillingScreen');
export const PaymentMethodsPage = moneyScreen(
  () => import('../screens/payment-methods/payment-methods.screen'),
  'PaymentMethodsScreen',
);
