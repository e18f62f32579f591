/** The payment methods page, with the money flows. */
import { PaymentMethodsScreen } from '../../screens/payment-methods/payment-methods.screen';
import { WithMoneyFlows } from './money-flows';

export function PaymentMethodsPage() {
  return (
    <WithMoneyFlows>
      <PaymentMethodsScreen />
    </WithMoneyFlows>
  );
}
