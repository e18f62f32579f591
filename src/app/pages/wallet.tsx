/** The wallet page, with the money flows. */
import { WalletScreen } from '../../screens/wallet/wallet.screen';
import { WithMoneyFlows } from './money-flows';

export function WalletPage() {
  return (
    <WithMoneyFlows>
      <WalletScreen />
    </WithMoneyFlows>
  );
}
