/** The money pages' flows (src/app/actors/money.ts): the wallet, the payment methods and billing. */
import { createMoneyFlows } from '../actors/money';
import { flowGroup } from './group';

export const MoneyFlowGroup = flowGroup(({ api, session, live }) =>
  createMoneyFlows(api, () => session.getSnapshot().context.token, live),
);
