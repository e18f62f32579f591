/** The deal machine's types (deal.ts): what it keeps of a deal, the events it is sent, and its input. */
import type { DeliveryMethod } from '../domain/campaign';
import type { DealFacts, DealRefusal, DealRole, DealStatus } from '../domain/deal';
import type { Carrier } from '../domain/shipping';

/** What the machine keeps of a deal: its facts (src/domain/deal.ts) but the status, which is its state. */
export type DealContext = Omit<DealFacts, 'status'> & {
  /** Why the last event was refused; null after an accepted one. */
  refusal: DealRefusal | null;
};

type By = { by: DealRole };
export type DealEvent =
  | ({ type: 'deal.accept' } & By)
  | ({ type: 'deal.purchase' } & By)
  | ({ type: 'deal.ship'; carrier: Carrier; tracking_number: string } & By)
  | ({ type: 'deal.receive' } & By)
  | ({ type: 'content.upload' } & By)
  | ({ type: 'content.approve' } & By)
  | ({ type: 'content.accept' } & By)
  | ({ type: 'content.decline'; feedback: string } & By)
  | ({ type: 'content.publish'; publish_at?: string | null } & By)
  | ({ type: 'deal.cancel' } & By)
  | ({ type: 'deal.deadline'; step: DealStatus } & By)
  | ({ type: 'deal.finish' } & By);

export type DealInput = Partial<Omit<DealContext, 'refusal'>> & { delivery: DeliveryMethod };
