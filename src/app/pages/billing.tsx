/** The billing page, with the money flows. */
import { BillingScreen } from '../../screens/billing/billing.screen';
import { WithMoneyFlows } from './money-flows';

export function BillingPage() {
  return (
    <WithMoneyFlows>
      <BillingScreen />
    </WithMoneyFlows>
  );
}
