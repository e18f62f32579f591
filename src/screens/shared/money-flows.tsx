/**
 * The money flows the screens run (issue 12), each a machine given its real actors when a money page loads
 * (src/app/actors/money.ts, src/app/pages/money-flows.tsx): a screen starts one with
 * `useActorRef(useMoneyFlow(name))` and adds only its own announcements (`.provide({ actions })`). Tests provide
 * the same shape with fakes.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { TopUpMachine } from '../../machines/top-up';
import type { PaymentMethodsMachine } from '../../machines/payment-methods';
import type { resourceMachine } from '../../machines/resource';
import type { FormMachine } from '../../machines/form';

export type MoneyFlows = {
  topUp: TopUpMachine;
  /** The wallet overview and the saved cards to pay with. */
  wallet: typeof resourceMachine;
  paymentMethods: PaymentMethodsMachine;
  /** A page of the billing history; its input is the filter (BillingHistory's variables). */
  billing: typeof resourceMachine;
  billingProfile: typeof resourceMachine;
  billingProfileForm: FormMachine;
  /** Fetches a download of the API's (a CSV export, a PDF receipt) with the session's token. */
  download: (path: string) => Promise<Blob>;
};

const MoneyFlowsContext = createContext<MoneyFlows | null>(null);

export function MoneyFlowsProvider({ value, children }: { value: MoneyFlows; children: ReactNode }) {
  return <MoneyFlowsContext.Provider value={value}>{children}</MoneyFlowsContext.Provider>;
}

export function useMoneyFlows(): MoneyFlows {
  const flows = useContext(MoneyFlowsContext);
  if (!flows) throw new Error('useMoneyFlows must be used inside MoneyFlowsProvider');
  return flows;
}

export const useMoneyFlow = <Name extends keyof MoneyFlows>(name: Name): MoneyFlows[Name] =>
  useMoneyFlows()[name];
