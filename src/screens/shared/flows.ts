/**
 * The flows the signed-in screens run, each a machine already given its real actors when the authenticated
 * shell loads (src/app/actors/<flow>.ts, gathered by createFlows in src/app/actors/index.ts). A screen starts its
 * flow with `useActorRef(useFlow(name))` and may add only its own announcements (`.provide({ actions })`); tests
 * build the same flows on a fake API. A new flow adds one line here and one in createFlows.
 */
import type { AccountForms } from '../../machines/account-forms';
import type { CampaignStatusMachine } from '../../machines/campaign-status';
import type { ResourceMachine } from '../../machines/resource';
import type { BrandsMachine } from '../../machines/brands';
import type { ProductMachine } from '../../machines/product';
import type { ProductsMachine } from '../../machines/products';
import type { NotificationsMachine } from '../../machines/notifications';

export type Flows = {
  brands: BrandsMachine;
  products: ProductsMachine;
  product: ProductMachine;
  /** The account settings' one-call forms, by name. */
  forms: AccountForms;
  /** The dashboard's counts, and the campaigns' spend. */
  dashboard: ResourceMachine;
  campaignSpend: ResourceMachine;
  /** A page of the campaign listing; its input is the query in the address. */
  campaigns: ResourceMachine;
  /** One campaign; its input is the campaign's id. */
  campaign: ResourceMachine;
  /** The brand's pause, resume and deactivate of a campaign. */
  campaignStatus: CampaignStatusMachine;
  /** The notification centre: the bell's newest notices, and a page of /notifications (its input). */
  notifications: NotificationsMachine;
};
