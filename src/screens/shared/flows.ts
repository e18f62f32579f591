/**
 * Every flow a screen runs, each a machine already given its real actors (src/app/actors/<flow>.ts). The app
 * gives them in groups, each loaded with the screens that use it: the signed-in group with the authenticated
 * shell, and the money, deal, wizard and guest groups with the routes that name them in the route table
 * (src/app/routes.tsx, src/app/flows). A screen reaches its machine with `useFlow(name)` and may add only its own
 * announcements (`.provide({ actions })`); tests give the same flows on a fake API (tests/support/render-app.tsx).
 * A new flow adds one line here and one in its group.
 */
import type { AccountForms } from '../../machines/account-forms';
import type { CampaignStatusMachine } from '../../machines/campaign-status';
import type { ResourceMachine } from '../../machines/resource';
import type { BrandsMachine } from '../../machines/brands';
import type { ProductMachine } from '../../machines/product';
import type { ProductsMachine } from '../../machines/products';
import type { NotificationsMachine } from '../../machines/notifications';
import type { TopUpMachine } from '../../machines/top-up';
import type { PaymentMethodsMachine } from '../../machines/payment-methods';
import type { FormMachine } from '../../machines/form';
import type { DealOverviewMachine } from '../../machines/deal-overview';
import type { LiveListingMachine } from '../../machines/live-listing';
import type { DiscoveryMachine } from '../../machines/discovery';
import type { campaignWizardMachine } from '../../machines/campaign-wizard';
import type { GuestForms } from '../../machines/guest-forms';

/** The signed-in screens' flows, given when the authenticated shell loads. */
export type SignedInFlows = {
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

/** The money pages' flows (issue 12): the wallet, the payment methods and billing. */
export type MoneyFlows = {
  topUp: TopUpMachine;
  /** The wallet overview and the saved cards to pay with. */
  wallet: ResourceMachine;
  paymentMethods: PaymentMethodsMachine;
  /** A page of the billing history; its input is the filter (BillingHistory's variables). */
  billing: ResourceMachine;
  billingProfile: ResourceMachine;
  billingProfileForm: FormMachine;
  /** Fetches a download of the API's (a CSV export, a PDF receipt) with the session's token. */
  download: (path: string) => Promise<Blob>;
};

/** The deal screens' flows: one deal, the deal and content listings, the dashboard's deals and discovery. */
export type DealFlows = {
  dealOverview: DealOverviewMachine;
  dealListing: LiveListingMachine;
  contentListing: LiveListingMachine;
  /** The deals waiting for the brand, on the dashboard. */
  dashboardDeals: LiveListingMachine;
  /** Creators discovery for one campaign. */
  discovery: DiscoveryMachine;
};

/** The campaign wizard, kept in a group of its own: its route has a size budget (bench:bundle). */
export type WizardFlows = { campaignWizard: typeof campaignWizardMachine };

/** The logged-out pages' forms, and the check of a reset link before its form shows. */
export type GuestFlows = GuestForms & { resetLink: ResourceMachine };

export type Flows = SignedInFlows & MoneyFlows & DealFlows & WizardFlows & GuestFlows;
