import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { CompanyRow, BrandRow, ProductRow, CardRow, CreatorRow, PortfolioItemRow, CampaignRow, CampaignStatusChangeRow, CampaignDraftRow, WireTransferRow } from '../db/schema';
import type { DealParent, DealCampaignParent, ContentItemParent, DealHistoryParent, CampaignHiringParent } from './deals/mappers';
import type { BillingMovement } from '../services/billing';
import type { Context } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * An amount of money in whole cents of USD, sent as a JSON number: an integer between -(2^53 - 1) and 2^53 - 1
   * (Number.MAX_SAFE_INTEGER), so sums past GraphQL's 32-bit Int stay exact. Anything else is refused.
   */
  Cents: { input: number; output: number; }
};

export type AccountType =
  | 'company';

export type AuthResult = {
  __typename?: 'AuthResult';
  authorization?: Maybe<Authorization>;
  status: Scalars['Boolean']['output'];
};

export type Authorization = {
  __typename?: 'Authorization';
  /** Seconds until the token expires. */
  expires_in: Scalars['Int']['output'];
  token: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type BankTransferInformation = {
  __typename?: 'BankTransferInformation';
  account_number: Scalars['String']['output'];
  account_type: Scalars['String']['output'];
  bank_address: Scalars['String']['output'];
  company_id: Scalars['ID']['output'];
  created_at: Scalars['String']['output'];
  full_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  purpose_of_payment: Scalars['String']['output'];
  recipient_name: Scalars['String']['output'];
  routing_number: Scalars['String']['output'];
};

/** One movement of the company's money. */
export type BillingEntry = {
  __typename?: 'BillingEntry';
  /** Cents into the wallet (positive) or out of it or off a card (negative), the fee aside. */
  amount: Scalars['Cents']['output'];
  /** The wallet's balance right after it (a payout from the escrow leaves it unchanged). */
  balance: Scalars['Cents']['output'];
  card_brand?: Maybe<Scalars['String']['output']>;
  card_last4?: Maybe<Scalars['String']['output']>;
  created_at: Scalars['String']['output'];
  /** The creator of the deal it was for (a payout, a deal refund). */
  creator_name?: Maybe<Scalars['String']['output']>;
  /** What it was for: a campaign's name, a wire's reference. */
  description?: Maybe<Scalars['String']['output']>;
  /** Cents into the company's campaign escrow (positive) or out of it (negative); 0 when it did not move. */
  escrow: Scalars['Cents']['output'];
  fee: Scalars['Cents']['output'];
  /** Whether a PDF receipt is given for it (money paid in). */
  has_receipt: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** A ledger kind: card_top_up, wire_top_up, campaign_charge, campaign_refund, … */
  kind: Scalars['String']['output'];
  /** card, wire, wallet, or escrow (the campaign's money, paid before: a creator payout). */
  method: Scalars['String']['output'];
  /** The receipt's number of money paid in, e.g. CH-2026-000123; null for any other movement. */
  receipt_number?: Maybe<Scalars['String']['output']>;
  reference?: Maybe<Scalars['String']['output']>;
  /** How much a wire arrived short of the amount the company announced (cents); 0 for every other movement. */
  short: Scalars['Cents']['output'];
};

export type BillingPage = {
  __typename?: 'BillingPage';
  items: Array<BillingEntry>;
  /** Where this page ended when it is full: the next page's after. */
  next_cursor?: Maybe<Scalars['String']['output']>;
  page: Scalars['Int']['output'];
  page_size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  /** Whether total is estimated: the first 1,000 movements are counted, the planner estimates beyond. */
  total_estimated: Scalars['Boolean']['output'];
};

export type BillingProfile = {
  __typename?: 'BillingProfile';
  bank_transfer_information?: Maybe<BankTransferInformation>;
  tax_id?: Maybe<Scalars['String']['output']>;
};

export type Brand = {
  __typename?: 'Brand';
  created_at: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  products_count: Scalars['Int']['output'];
};

export type Campaign = {
  __typename?: 'Campaign';
  ages: Array<Scalars['String']['output']>;
  brand: Brand;
  category: Scalars['String']['output'];
  content_brief: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  creator_tier: Scalars['String']['output'];
  deals: Scalars['Int']['output'];
  deals_hired: Scalars['Int']['output'];
  delivery: Scalars['String']['output'];
  ethnicities: Array<Scalars['String']['output']>;
  format: Scalars['String']['output'];
  genders: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: CampaignKind;
  links: Array<Scalars['String']['output']>;
  must_haves: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** The card it was paid with, e.g. visa 4242; null when paid from the wallet. */
  payment_card?: Maybe<Scalars['String']['output']>;
  /** wallet or card. */
  payment_method: Scalars['String']['output'];
  /** The price frozen at submission. */
  price: CampaignPrice;
  products: Array<CampaignProduct>;
  refunded: Scalars['Cents']['output'];
  /** For a rejected campaign: its newest edited copy that was submitted, or null. */
  resubmitted_as?: Maybe<Campaign>;
  /** The rejected campaign this one is the edited copy of (edit and resubmit), or null. */
  resubmitted_from?: Maybe<Campaign>;
  shipping_cents?: Maybe<Scalars['Cents']['output']>;
  /** What the campaign cost: charged, less what was refunded (cents). */
  spent: Scalars['Cents']['output'];
  /** pending_admin_approval, active, rejected, paused, deactivated or completed. */
  status: Scalars['String']['output'];
  status_history: Array<CampaignStatusChange>;
  taxes_cents?: Maybe<Scalars['Cents']['output']>;
  video_duration?: Maybe<Scalars['String']['output']>;
};

export type CampaignDraft = {
  __typename?: 'CampaignDraft';
  /** The wizard's answers so far, as a JSON object. */
  data: Scalars['String']['output'];
  /** Moved up by one with every save; the next save names it. */
  revision: Scalars['Int']['output'];
  updated_at: Scalars['String']['output'];
};

export type CampaignHiring = {
  __typename?: 'CampaignHiring';
  age_ranges: Array<Scalars['String']['output']>;
  campaign: DealCampaign;
  campaign_id: Scalars['ID']['output'];
  /** Whether hiring is open: the campaign is active and has slots left. */
  can_hire: Scalars['Boolean']['output'];
  categories: Array<Scalars['String']['output']>;
  /** Deals the campaign was bought with. */
  deals: Scalars['Int']['output'];
  ethnicities: Array<Scalars['String']['output']>;
  genders: Array<Scalars['String']['output']>;
  /** Deals hired and not canceled. */
  hired: Scalars['Int']['output'];
  /** Creators hired on the campaign (not canceled): hiring one again is refused. */
  hired_creator_ids: Array<Scalars['ID']['output']>;
  products: Array<CampaignHiringProduct>;
  slots_left: Scalars['Int']['output'];
  /** The campaign's targeting, as the Creators query's filters (empty: anyone). */
  tiers: Array<Scalars['String']['output']>;
};

export type CampaignHiringProduct = {
  __typename?: 'CampaignHiringProduct';
  deals: Scalars['Int']['output'];
  /**
   * What the next hire of it takes from the wallet (cents): a slot given back by a canceled deal had its cost refunded
   * to the wallet then; the rest comes from the campaign's funds.
   */
  from_wallet: Scalars['Cents']['output'];
  hired: Scalars['Int']['output'];
  /** What one deal of it costs. */
  per_deal: DealCost;
  product: Product;
  slots_left: Scalars['Int']['output'];
};

/**
 * A campaign as the wizard submits it. The shapes are the contract's; the rules (lengths, choices, the products'
 * deals adding up to the campaign's, the compensation of refund delivery) are CampaignInput of src/domain/campaign.ts,
 * and a campaign that breaks one is refused with the field to mend.
 */
export type CampaignInput = {
  /** AGE_RANGES of src/domain/campaign.ts, e.g. 18_24. */
  ages: Array<Scalars['String']['input']>;
  brand_id: Scalars['ID']['input'];
  category: Scalars['String']['input'];
  content_brief: Scalars['String']['input'];
  /** basic or pro. */
  creator_tier: Scalars['String']['input'];
  deals: Scalars['Int']['input'];
  /** refund or shipping. */
  delivery: Scalars['String']['input'];
  ethnicities: Array<Scalars['String']['input']>;
  /** portrait, landscape, square or any. */
  format: Scalars['String']['input'];
  genders: Array<Scalars['String']['input']>;
  kind: CampaignKind;
  links: Array<Scalars['String']['input']>;
  must_haves: Array<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  products: Array<CampaignProductInput>;
  /** What a refund delivery pays back for shipping (cents); required with refund delivery. */
  shipping_cents?: InputMaybe<Scalars['Cents']['input']>;
  /** What a refund delivery pays back for taxes (cents); required with refund delivery. */
  taxes_cents?: InputMaybe<Scalars['Cents']['input']>;
  /** VIDEO_DURATIONS of src/domain/campaign.ts, e.g. 30s; for video kinds. */
  video_duration?: InputMaybe<Scalars['String']['input']>;
};

/** What a campaign asks creators for (CAMPAIGN_KINDS of src/domain/campaign.ts). */
export type CampaignKind =
  | 'product_package'
  | 'social_media'
  | 'ugc_image'
  | 'ugc_video';

export type CampaignPage = {
  __typename?: 'CampaignPage';
  items: Array<Campaign>;
  /** Where this page ended when it is full: the next page's after. */
  next_cursor?: Maybe<Scalars['String']['output']>;
  page: Scalars['Int']['output'];
  page_size: Scalars['Int']['output'];
  /** The tab listed (the one asked for, or the first with campaigns); null for a search, which looks through every tab. */
  tab?: Maybe<Scalars['String']['output']>;
  /** Every tab with its count, in the listing's order: the dashboard's figures add up the same counts. */
  tabs: Array<CampaignTabCount>;
  /** The tab's campaigns, or a search's matches: counted up to 1,000, estimated beyond (total_estimated). */
  total: Scalars['Int']['output'];
  total_estimated: Scalars['Boolean']['output'];
};

/** The CampaignPrice of src/domain/pricing.ts: each line summed over every deal, in cents. */
export type CampaignPrice = {
  __typename?: 'CampaignPrice';
  card_fee: Scalars['Cents']['output'];
  creator_fees: Scalars['Cents']['output'];
  deals: Scalars['Int']['output'];
  duration_extras: Scalars['Cents']['output'];
  lines: Array<CampaignPriceLine>;
  platform_fees: Scalars['Cents']['output'];
  pro_surcharges: Scalars['Cents']['output'];
  product_prices: Scalars['Cents']['output'];
  shipping: Scalars['Cents']['output'];
  subtotal: Scalars['Cents']['output'];
  taxes: Scalars['Cents']['output'];
  total: Scalars['Cents']['output'];
};

export type CampaignPriceLine = {
  __typename?: 'CampaignPriceLine';
  deals: Scalars['Int']['output'];
  per_deal: DealPrice;
  product_id: Scalars['ID']['output'];
  total: Scalars['Cents']['output'];
};

export type CampaignProduct = {
  __typename?: 'CampaignProduct';
  deals: Scalars['Int']['output'];
  product: Product;
};

/** One product of a campaign and how many of its deals feature it. */
export type CampaignProductInput = {
  deals: Scalars['Int']['input'];
  product_id: Scalars['ID']['input'];
};

export type CampaignSpend = {
  __typename?: 'CampaignSpend';
  active: Scalars['Int']['output'];
  spent: Scalars['Cents']['output'];
};

export type CampaignStatusChange = {
  __typename?: 'CampaignStatusChange';
  /** company, staff or system. */
  by: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  /** Why, when staff said (a rejection). */
  reason?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
};

export type CampaignTabCount = {
  __typename?: 'CampaignTabCount';
  count: Scalars['Int']['output'];
  tab: Scalars['String']['output'];
};

/** A saved card (a payment method). The number never reaches the API: only what may be shown of it. */
export type Card = {
  __typename?: 'Card';
  address: Scalars['String']['output'];
  /** The billing address: its name, street address, city, state, country and zip code. */
  address_name: Scalars['String']['output'];
  /** visa, mastercard, amex, discover, diners, jcb, unionpay or unknown. */
  brand: Scalars['String']['output'];
  cardholder_name: Scalars['String']['output'];
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  exp_month: Scalars['Int']['output'];
  exp_year: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The card that pays unless another is chosen. */
  is_default: Scalars['Boolean']['output'];
  last4: Scalars['String']['output'];
  state: Scalars['String']['output'];
  zip_code: Scalars['String']['output'];
};

export type CompanyData = {
  __typename?: 'CompanyData';
  area_code?: Maybe<Scalars['String']['output']>;
  bank_transfer_information?: Maybe<BankTransferInformation>;
  company_name?: Maybe<Scalars['String']['output']>;
  created_at: Scalars['String']['output'];
  email: Scalars['String']['output'];
  first_name?: Maybe<Scalars['String']['output']>;
  has_verified_email: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** True while the session was opened by staff through an impersonation link. */
  impersonated: Scalars['Boolean']['output'];
  /** The language the account's user chose for the interface and e-mails (en or es); null until one is chosen. */
  language?: Maybe<Scalars['String']['output']>;
  last_name?: Maybe<Scalars['String']['output']>;
  onboard_position: Scalars['Int']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  privacy: Scalars['Boolean']['output'];
  profile_picture_image?: Maybe<Scalars['String']['output']>;
  role: Scalars['String']['output'];
  /** The session that asks: live notices its own actions caused carry it as origin, so it does not hear them twice. */
  session_id: Scalars['ID']['output'];
  wallet: Wallet;
};

/** A file a creator delivered on a deal. */
export type ContentItem = {
  __typename?: 'ContentItem';
  campaign: DealCampaign;
  /** The campaign's must-haves the brand ticked while reviewing it, in the campaign's order. */
  checked_must_haves: Array<Scalars['String']['output']>;
  content_type: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  creator: Creator;
  deal_id: Scalars['ID']['output'];
  /** This one file, as a download. */
  download_url: Scalars['String']['output'];
  /** A video's length in milliseconds; null for an image. */
  duration_ms?: Maybe<Scalars['Int']['output']>;
  /** The brand's feedback when it sent this content back. */
  feedback?: Maybe<Scalars['String']['output']>;
  file_name: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** image or video. */
  kind: Scalars['String']['output'];
  product: Product;
  /** When the brand accepted or declined it. */
  reviewed_at?: Maybe<Scalars['String']['output']>;
  /** Which upload of the deal it is: 0 the first, then one more after each revision. */
  revision: Scalars['Int']['output'];
  /** Bytes. */
  size: Scalars['Int']['output'];
  status: ContentStatus;
  /** A picture that fits 480 × 600 pixels: the image made smaller, or the video's poster frame. */
  thumbnail_url: Scalars['String']['output'];
  /** The file, served to the owning company only (signed-in). */
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type ContentPage = {
  __typename?: 'ContentPage';
  /** Every item of the same filters as one zip (an authenticated GET). */
  download_all_url: Scalars['String']['output'];
  items: Array<ContentItem>;
  /** Where this page ended when it is full: the next page's after. */
  next_cursor?: Maybe<Scalars['String']['output']>;
  page: Scalars['Int']['output'];
  page_size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  /** Whether total is estimated: the first 1,000 items are counted, the planner estimates beyond. */
  total_estimated: Scalars['Boolean']['output'];
};

/** A content item's review status (CONTENT_STATUSES of src/domain/content.ts). */
export type ContentStatus =
  | 'accepted'
  | 'bought'
  | 'created'
  | 'denied'
  | 'pending_approval';

/** A creator brands may hire, with their portfolio. */
export type Creator = {
  __typename?: 'Creator';
  age: Scalars['Int']['output'];
  bio: Scalars['String']['output'];
  categories: Array<Scalars['String']['output']>;
  /** ISO 3166 code. */
  country: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  ethnicity: Scalars['String']['output'];
  /** female, male or non_binary. */
  gender: Scalars['String']['output'];
  /** Without the @. */
  handle: Scalars['String']['output'];
  /** Why this creator cannot be hired on a campaign of the company; null when they can. */
  hire_block?: Maybe<HireBlock>;
  id: Scalars['ID']['output'];
  /** ISO 639-1 codes. */
  languages: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Images and short videos, in the creator's order. */
  portfolio: Array<PortfolioItem>;
  /** basic or pro. */
  tier: Scalars['String']['output'];
};


/** A creator brands may hire, with their portfolio. */
export type CreatorHire_BlockArgs = {
  campaign_id: Scalars['ID']['input'];
};

export type CreatorPage = {
  __typename?: 'CreatorPage';
  items: Array<Creator>;
  /** Where this page ended when it is full: the next page's after. */
  next_cursor?: Maybe<Scalars['String']['output']>;
  page: Scalars['Int']['output'];
  page_size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  /** Whether total is estimated: the first 1,000 creators found are counted, the planner estimates beyond. */
  total_estimated: Scalars['Boolean']['output'];
};

export type Currency = {
  __typename?: 'Currency';
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  symbol: Scalars['String']['output'];
};

export type DashboardSummary = {
  __typename?: 'DashboardSummary';
  brands: Scalars['Int']['output'];
  campaigns: Scalars['Int']['output'];
  /** Rejected campaigns, for the company to fix and resubmit. */
  campaigns_rejected: Scalars['Int']['output'];
  /** Content items creators delivered this calendar month (UTC), a new version of one too. */
  content_received: Scalars['Int']['output'];
  /** Content waiting for the company's review (approved by staff, not yet accepted or sent back). */
  content_to_review: Scalars['Int']['output'];
  products: Scalars['Int']['output'];
  /** Paid for campaigns this calendar month (UTC), less what came back of it (src/domain/dashboard.ts). */
  spent_this_month: Scalars['Cents']['output'];
  wallet_balance: Scalars['Cents']['output'];
};

/** A creator hired for one product of a campaign, from hire to paid content. */
export type Deal = {
  __typename?: 'Deal';
  /** Who the deal waits for: company, creator, staff or system; null once closed. */
  awaiting?: Maybe<Scalars['String']['output']>;
  campaign: DealCampaign;
  /** usps, ups, fedex, dhl or other, once shipped. */
  carrier?: Maybe<Scalars['String']['output']>;
  /** Every upload, the newest first. */
  content: Array<ContentItem>;
  /** What the deal costs, line by line (the campaign's frozen per-deal price), in cents. */
  cost: DealCost;
  created_at: Scalars['String']['output'];
  creator: Creator;
  /** refund (the creator buys the product and is paid it back) or shipping (the brand ships it). */
  delivery: Scalars['String']['output'];
  delivery_status: DeliveryStatus;
  /** When the current step is due (ISO 8601); null when nothing runs against the clock. */
  due_at?: Maybe<Scalars['String']['output']>;
  /** What the passing of due_at does: cancel (the creator's step), accept (the brand's review) or publish. */
  due_outcome?: Maybe<Scalars['String']['output']>;
  /** The feedback the brand sent back, oldest first. */
  feedback: Array<DealFeedback>;
  /** Every event that moved the deal, oldest first. */
  history: Array<DealHistoryEntry>;
  id: Scalars['ID']['output'];
  /** The most times it may (MAX_CONTENT_REVISIONS). */
  max_revisions: Scalars['Int']['output'];
  product: Product;
  /** When a scheduled post goes live. */
  publish_at?: Maybe<Scalars['String']['output']>;
  /** Times the brand sent the content back. */
  revisions: Scalars['Int']['output'];
  /**
   * Where the product goes: the creator's address, shown on a deal with shipping delivery once the creator accepted
   * it (never before, never on a canceled deal, never to another company).
   */
  shipping_address?: Maybe<ShippingAddress>;
  status: DealStatus;
  /** The five steps of the timeline (started, purchased, received, uploaded, paid), each with the date it was reached. */
  timeline: Array<DealTimelineStep>;
  tracking_number?: Maybe<Scalars['String']['output']>;
  /** The carrier's page that follows the parcel; null for another carrier. */
  tracking_url?: Maybe<Scalars['String']['output']>;
  updated_at: Scalars['String']['output'];
  /**
   * Starts at 1 and goes up by one with every change of the deal, also in the live messages about it (deal_version):
   * of two answers about a deal, the one with the higher version is the newer.
   */
  version: Scalars['Int']['output'];
};

/** The campaign of a deal, as a deal shows it. */
export type DealCampaign = {
  __typename?: 'DealCampaign';
  brand: Brand;
  content_brief?: Maybe<Scalars['String']['output']>;
  /** portrait, landscape, square or any. */
  format?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: CampaignKind;
  /** What the content must show: the review's checklist. */
  must_haves: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

export type DealCost = {
  __typename?: 'DealCost';
  creator_fee: Scalars['Cents']['output'];
  duration_extra: Scalars['Cents']['output'];
  platform_fee: Scalars['Cents']['output'];
  pro_surcharge: Scalars['Cents']['output'];
  product_price: Scalars['Cents']['output'];
  shipping: Scalars['Cents']['output'];
  taxes: Scalars['Cents']['output'];
  total: Scalars['Cents']['output'];
};

export type DealFeedback = {
  __typename?: 'DealFeedback';
  at: Scalars['String']['output'];
  /** The content item it was about. */
  content_id?: Maybe<Scalars['ID']['output']>;
  feedback: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The campaign's must-haves the brand had not ticked on that content: sent to the creator with the feedback. */
  missing_must_haves: Array<Scalars['String']['output']>;
  /** The revision this feedback asked for (1 for the first time the content was sent back). */
  revision: Scalars['Int']['output'];
};

export type DealHistoryEntry = {
  __typename?: 'DealHistoryEntry';
  at: Scalars['String']['output'];
  /** company, creator, staff or system. */
  by: Scalars['String']['output'];
  /** One of DEAL_EVENTS, e.g. deal.ship, content.decline, deal.deadline. */
  event: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The status the event left the deal in. */
  status: DealStatus;
};

export type DealPage = {
  __typename?: 'DealPage';
  /** Deals waiting for the brand under the same campaign and search. */
  awaiting_brand: Scalars['Int']['output'];
  /** Deals per status (every status of DEAL_STATUSES, zeros included) under the same campaign and search. */
  counts: Array<DealStatusCount>;
  items: Array<Deal>;
  /** Where this page ended when it is full: the next page's after. */
  next_cursor?: Maybe<Scalars['String']['output']>;
  page: Scalars['Int']['output'];
  page_size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  /** Whether total and counts are estimated: a search counts its first 1,000 matches, and estimates beyond. */
  total_estimated: Scalars['Boolean']['output'];
};

/** One deal of one product, line by line (DealPrice of src/domain/pricing.ts), in cents. */
export type DealPrice = {
  __typename?: 'DealPrice';
  creator_fee: Scalars['Cents']['output'];
  duration_extra: Scalars['Cents']['output'];
  platform_fee: Scalars['Cents']['output'];
  pro_surcharge: Scalars['Cents']['output'];
  product_price: Scalars['Cents']['output'];
  shipping: Scalars['Cents']['output'];
  taxes: Scalars['Cents']['output'];
  total: Scalars['Cents']['output'];
};

/** A deal's status (DEAL_STATUSES of src/domain/deal.ts), in the order a deal goes through them. */
export type DealStatus =
  | 'canceled'
  | 'company_accepts_content'
  | 'completed'
  | 'content_approved_by_admin'
  | 'creator_accepted'
  | 'creator_upload_content'
  | 'creator_waiting_for_publish_date'
  | 'finished'
  | 'hired'
  | 'product_received'
  | 'purchased_sent';

export type DealStatusCount = {
  __typename?: 'DealStatusCount';
  count: Scalars['Int']['output'];
  status: DealStatus;
};

export type DealTimelineStep = {
  __typename?: 'DealTimelineStep';
  /** When the deal first reached it; null while not yet. */
  at?: Maybe<Scalars['String']['output']>;
  /** started, purchased, received, uploaded or paid. */
  step: Scalars['String']['output'];
};

/** Where a deal's product is on its way to the creator (DELIVERY_STATUSES of src/domain/deal.ts). */
export type DeliveryStatus =
  | 'canceled'
  | 'delivered'
  | 'pending_delivery'
  | 'pending_shipping';

/** Why a creator cannot be hired on a campaign. */
export type HireBlock = {
  __typename?: 'HireBlock';
  /** CAMPAIGN_NOT_HIRING, DEAL_CREATOR_NOT_TARGETED, DEAL_CREATOR_ALREADY_HIRED or DEAL_NO_SLOTS_LEFT. */
  code: Scalars['String']['output'];
  /** For DEAL_CREATOR_NOT_TARGETED, the criterion the creator misses: tier, category, age, gender or ethnicity. */
  criterion?: Maybe<Scalars['String']['output']>;
};

export type LiveChannel = {
  __typename?: 'LiveChannel';
  client_id_prefix: Scalars['String']['output'];
  topics: Array<Scalars['String']['output']>;
  /** WebSocket address of the broker (ws:// or wss://, path /mqtt). */
  url: Scalars['String']['output'];
  username: Scalars['String']['output'];
};

/** A value a message's text is filled with, e.g. name = Glow serum. */
export type MessageParam = {
  __typename?: 'MessageParam';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Saves the tax ID (9 characters) and the bank transfer information (SPEC.md §3); the account number is sealed. */
  BillingProfileUpdate: BillingProfile;
  BrandCreate: Brand;
  BrandDelete: StatusMessage;
  BrandUpdate: Brand;
  /**
   * Cancels a campaign still waiting for approval: everything it was charged goes back to what paid it (the wallet, or
   * the card with its fee), once. The same idempotency_key again answers the campaign as it is; a key used to cancel
   * another campaign is refused (IDEMPOTENCY_KEY_REUSED), and a campaign past approval cannot be canceled
   * (CAMPAIGN_STATUS).
   */
  CampaignCancel: Campaign;
  /** Deactivates a campaign: no new deals; what its unused deal slots cost goes back to the wallet. */
  CampaignDeactivate: Campaign;
  /** Discards the open draft (starting a new campaign). */
  CampaignDraftDiscard: StatusMessage;
  /**
   * Saves the wizard's answers so far (a JSON object, see CampaignDraft of src/domain/campaign.ts) as the open draft,
   * over the `revision` it was based on (0 for a new draft): refused with DRAFT_STALE when the draft has moved since
   * (saved elsewhere, submitted or discarded). Answers the draft with its new revision.
   */
  CampaignDraftSave: CampaignDraft;
  /**
   * Edit and resubmit: a rejected campaign's answers become the open draft (replacing any other), at the summary, to be
   * changed and submitted as a new campaign, paid anew (the rejection gave its payment back). Refused with
   * CAMPAIGN_STATUS unless the campaign is rejected.
   */
  CampaignEditRejected: CampaignDraft;
  CampaignPause: Campaign;
  CampaignResume: Campaign;
  /**
   * Submits a campaign: checks it whole, prices it again and refuses it (PRICE_CHANGED) unless expected_total is the
   * total the API makes, and refuses it (NO_CREATOR_FITS) when no creator fits its targeting; charges the wallet (INSUFFICIENT_FUNDS when short) or the card (CARD_DECLINED) into the
   * campaign's escrow, and creates it as pending_admin_approval. The same idempotency_key again answers the same
   * campaign and charges nothing.
   */
  CampaignSubmit: Campaign;
  /**
   * Saves a card the browser tokenized at the gateway (the number never reaches the API) with its billing address
   * (SPEC.md §5). A card the issuer declines is refused (DECLINE_<CODE>, extensions.decline_code). The first card is
   * the default.
   */
  CardAdd: Card;
  /** Refused with CARD_IN_USE while a campaign pays with the card (SPEC.md §8). */
  CardDelete: StatusMessage;
  CardSetDefault: Card;
  CompanyCreate: StatusMessage;
  CompanyDelete: StatusMessage;
  CompanyEmailVerificationByCode: StatusMessage;
  /** Exchanges a one-time impersonation link token (made by staff) for a short-lived staff-made session. */
  CompanyImpersonate: AuthResult;
  CompanyLogin: AuthResult;
  /** Revokes the current session. */
  CompanyLogout: StatusMessage;
  CompanyOnboardPositionOne: StatusMessage;
  CompanyRequestToChangeEmail: StatusMessage;
  CompanyResendEmailVerificationCode: StatusMessage;
  CompanyUpdateData: StatusMessage;
  CompanyUpdateEmail: AuthResult;
  /** Sets the account's language (en or es): the interface and the e-mails speak it on any browser. Not in a staff session. */
  CompanyUpdateLanguage: CompanyData;
  /** Sets the profile picture from a data URL (PNG, JPEG or WebP, 2 MB at most); null removes it. */
  CompanyUpdateProfilePicture: CompanyData;
  /** The brand accepts the content under review: the creator is paid. */
  DealAcceptContent: Deal;
  /** The brand cancels a deal before the product is sent: its itemised cost goes back to the wallet. */
  DealCancel: Deal;
  /**
   * Ticks one of the campaign's must-haves on the upload under the brand's review, or unticks it (the review
   * checklist). Kept per upload, so a reload or another tab finds the ticks; a decline sends the unticked ones to the
   * creator with its feedback. Refused with DEAL_WRONG_STEP once the upload is no longer under review.
   */
  DealCheckMustHave: ContentItem;
  /** The brand sends the content back with feedback (8 to 255), at most MAX_CONTENT_REVISIONS times. */
  DealDeclineContent: Deal;
  /**
   * Hires a creator for one product of an active campaign: the creator must match the campaign's targeting, the
   * product have a slot left, and the creator not be hired on the campaign already. Reserves the deal's itemised cost
   * (the campaign's frozen per-deal price) from the campaign's escrow. The same idempotency key answers the same deal.
   */
  DealHire: Deal;
  /**
   * The brand ships the product (shipping delivery) with its carrier (usps, ups, fedex, dhl or other) and a tracking
   * number of that carrier's format (src/domain/shipping.ts).
   */
  DealShip: Deal;
  /** Marks every notice of the company read. */
  NotificationMarkAllRead: NotificationReadState;
  /** Marks one notice read (again: no change); another company's id is NOT_FOUND. */
  NotificationMarkRead: NotificationReadState;
  ProductCreate: Product;
  ProductDelete: StatusMessage;
  ProductUpdate: Product;
  RequestResetPassword: StatusMessage;
  ResetPasswordMutation: StatusMessage;
  /**
   * Puts `amount` cents into the wallet from a saved card, which is charged the amount plus the card fee (4%,
   * cardFee of src/domain/ledger). The same idempotency key again answers the first outcome and charges nothing.
   */
  WalletTopUpCard: TopUpResult;
  /** Asks for a wire top-up: a reference to quote; pending until staff confirm the money arrived. */
  WireTopUpRequest: WireTransfer;
};


export type MutationBillingProfileUpdateArgs = {
  account_number: Scalars['String']['input'];
  account_type: Scalars['String']['input'];
  bank_address: Scalars['String']['input'];
  full_name: Scalars['String']['input'];
  purpose_of_payment: Scalars['String']['input'];
  recipient_name: Scalars['String']['input'];
  routing_number: Scalars['String']['input'];
  tax_id: Scalars['String']['input'];
};


export type MutationBrandCreateArgs = {
  description: Scalars['String']['input'];
  name: Scalars['String']['input'];
};


export type MutationBrandDeleteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationBrandUpdateArgs = {
  description: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationCampaignCancelArgs = {
  id: Scalars['ID']['input'];
  idempotency_key: Scalars['String']['input'];
};


export type MutationCampaignDeactivateArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCampaignDraftSaveArgs = {
  data: Scalars['String']['input'];
  revision: Scalars['Int']['input'];
};


export type MutationCampaignEditRejectedArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCampaignPauseArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCampaignResumeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCampaignSubmitArgs = {
  campaign: CampaignInput;
  card_id?: InputMaybe<Scalars['ID']['input']>;
  expected_total: Scalars['Cents']['input'];
  idempotency_key: Scalars['String']['input'];
  payment_method: Scalars['String']['input'];
};


export type MutationCardAddArgs = {
  address: Scalars['String']['input'];
  address_name: Scalars['String']['input'];
  cardholder_name: Scalars['String']['input'];
  city: Scalars['String']['input'];
  country: Scalars['String']['input'];
  state: Scalars['String']['input'];
  token: Scalars['String']['input'];
  zip_code: Scalars['String']['input'];
};


export type MutationCardDeleteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCardSetDefaultArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCompanyCreateArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationCompanyEmailVerificationByCodeArgs = {
  email_validation_code: Scalars['String']['input'];
};


export type MutationCompanyImpersonateArgs = {
  token: Scalars['String']['input'];
};


export type MutationCompanyLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationCompanyOnboardPositionOneArgs = {
  area_code: Scalars['String']['input'];
  company_name: Scalars['String']['input'];
  first_name: Scalars['String']['input'];
  last_name: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};


export type MutationCompanyRequestToChangeEmailArgs = {
  email: Scalars['String']['input'];
  new_email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationCompanyUpdateDataArgs = {
  company_name?: InputMaybe<Scalars['String']['input']>;
  confirm_password?: InputMaybe<Scalars['String']['input']>;
  new_email?: InputMaybe<Scalars['String']['input']>;
  new_password?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  privacy?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCompanyUpdateEmailArgs = {
  old_email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationCompanyUpdateLanguageArgs = {
  language: Scalars['String']['input'];
};


export type MutationCompanyUpdateProfilePictureArgs = {
  image?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDealAcceptContentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDealCancelArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDealCheckMustHaveArgs = {
  checked: Scalars['Boolean']['input'];
  content_id: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  tag: Scalars['String']['input'];
};


export type MutationDealDeclineContentArgs = {
  feedback: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationDealHireArgs = {
  campaign_id: Scalars['ID']['input'];
  creator_id: Scalars['ID']['input'];
  idempotency_key: Scalars['String']['input'];
  product_id: Scalars['ID']['input'];
};


export type MutationDealShipArgs = {
  carrier: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  tracking_number: Scalars['String']['input'];
};


export type MutationNotificationMarkReadArgs = {
  id: Scalars['ID']['input'];
};


export type MutationProductCreateArgs = {
  brand_id: Scalars['ID']['input'];
  category: Scalars['String']['input'];
  description: Scalars['String']['input'];
  image?: InputMaybe<Scalars['String']['input']>;
  link: Scalars['String']['input'];
  name: Scalars['String']['input'];
  price: Scalars['Cents']['input'];
};


export type MutationProductDeleteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationProductUpdateArgs = {
  brand_id: Scalars['ID']['input'];
  category: Scalars['String']['input'];
  description: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  image?: InputMaybe<Scalars['String']['input']>;
  link: Scalars['String']['input'];
  name: Scalars['String']['input'];
  price: Scalars['Cents']['input'];
};


export type MutationRequestResetPasswordArgs = {
  email: Scalars['String']['input'];
  type: AccountType;
};


export type MutationResetPasswordMutationArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  password_confirmation: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationWalletTopUpCardArgs = {
  amount: Scalars['Cents']['input'];
  card_id: Scalars['ID']['input'];
  idempotency_key: Scalars['String']['input'];
};


export type MutationWireTopUpRequestArgs = {
  amount: Scalars['Cents']['input'];
  idempotency_key: Scalars['String']['input'];
};

export type Notification = {
  __typename?: 'Notification';
  /** The notice's code (messages:<code> on the web app); null for staff's free text. */
  code?: Maybe<Scalars['String']['output']>;
  created_at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Where its link goes in the web app; null when it is about nothing in particular. */
  link?: Maybe<Scalars['String']['output']>;
  /** The sentence in the account's language. */
  message: Scalars['String']['output'];
  /** The values its text is filled with (amounts in cents). */
  params: Array<NotificationParam>;
  read: Scalars['Boolean']['output'];
  /** What it is about: deal, campaign, wallet or billing (src/domain/notifications.ts); null for nothing in particular. */
  subject?: Maybe<Scalars['String']['output']>;
  subject_id?: Maybe<Scalars['ID']['output']>;
};

export type NotificationPage = {
  __typename?: 'NotificationPage';
  items: Array<Notification>;
  /** The cursor of the next (older) page; null on the last page. */
  next_cursor?: Maybe<Scalars['String']['output']>;
  unread: Scalars['Int']['output'];
};

export type NotificationParam = {
  __typename?: 'NotificationParam';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type NotificationReadState = {
  __typename?: 'NotificationReadState';
  status: Scalars['Boolean']['output'];
  unread: Scalars['Int']['output'];
};

export type PlatformBank = {
  __typename?: 'PlatformBank';
  account_number: Scalars['String']['output'];
  bank_address: Scalars['String']['output'];
  bank_name: Scalars['String']['output'];
  beneficiary: Scalars['String']['output'];
  routing_number: Scalars['String']['output'];
  swift: Scalars['String']['output'];
};

/** An image or a short video of a creator's portfolio. */
export type PortfolioItem = {
  __typename?: 'PortfolioItem';
  /** The MIME type of the file at url. */
  content_type: Scalars['String']['output'];
  /** A video's length in milliseconds; null for an image. */
  duration_ms?: Maybe<Scalars['Int']['output']>;
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** image or video. */
  kind: Scalars['String']['output'];
  /** A picture that fits 480 × 600 pixels: the image made smaller, or the video's poster frame. */
  thumbnail_url: Scalars['String']['output'];
  /** The image or the video, served under /files/. */
  url: Scalars['String']['output'];
  /** Pixels, as shown (a phone's rotation applied). */
  width: Scalars['Int']['output'];
};

export type Product = {
  __typename?: 'Product';
  brand: Brand;
  category: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image?: Maybe<Scalars['String']['output']>;
  link: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Price in cents. */
  price: Scalars['Cents']['output'];
};

export type ProductPage = {
  __typename?: 'ProductPage';
  items: Array<Product>;
  page: Scalars['Int']['output'];
  page_size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  /**
   * Every movement of the company's money, the newest first: filtered by kind (LEDGER_KINDS of src/domain/ledger)
   * and a range of days (YYYY-MM-DD, both included, UTC), paged. A page read on from the page before (after: its
   * next_cursor) is sought in the history's index; a page by its number is counted to.
   */
  BillingHistory: BillingPage;
  /** The tax ID and bank transfer information the company saved (null fields until it does). */
  BillingProfile: BillingProfile;
  Brand?: Maybe<Brand>;
  Brands: Array<Brand>;
  /** One of the company's campaigns; another company's id answers null. */
  Campaign?: Maybe<Campaign>;
  /** The company's open draft of the creation wizard, or null. */
  CampaignDraft?: Maybe<CampaignDraft>;
  /**
   * What hiring for a campaign may still do: its slots, per product and in all, and the creators already hired (the
   * same creator twice is refused), with the targeting discovery filters creators by.
   */
  CampaignHiring?: Maybe<CampaignHiring>;
  /** The Active tab's count and what campaigns have cost (charged, less refunds), for the dashboard. */
  CampaignSpend: CampaignSpend;
  /**
   * The company's campaigns of one listing tab (active, paused, completed, pending_admin_approval, rejected, closed:
   * the deactivated ones); without a tab, the first tab that has campaigns. A search (a part of the name) looks through
   * every tab. Sorted (newest, oldest, name, total) and paged in the database; with every tab's count.
   * A page read on from the page before (after: its next_cursor) is sought in the order's index; a page by its number
   * alone is counted to over that index.
   */
  Campaigns: CampaignPage;
  /** The company's saved cards, the default first, then the newest. */
  Cards: Array<Card>;
  /** The signed-in company. Answers HTTP 401 without a valid session. */
  CompanyData: CompanyData;
  /**
   * Content delivered on the company's deals, newest first, narrowed by campaign, brand, kind (image or video) and
   * content status (CONTENT_STATUSES of src/domain/content.ts: created, pending_approval, bought, denied, accepted).
   */
  ContentItems: ContentPage;
  Creator?: Maybe<Creator>;
  /**
   * How many creators a targeting finds, by the rule hiring applies (src/domain/targeting.ts), counted in the
   * database. Within each list one value must match; an empty or missing list takes anyone.
   */
  CreatorFitCount: Scalars['Int']['output'];
  /**
   * Creators a company may hire (they belong to no company): found by the words of their name, handle or bio (each
   * word the start of one of theirs, accents aside) and narrowed by filters. Within a filter any chosen value matches;
   * a missing or empty filter matches everyone. Values are those of src/domain (tiers basic and pro, SPEC.md §9's
   * categories, genders and ethnicities, AGE_RANGES, ISO country and language codes). Ordered by name.
   */
  Creators: CreatorPage;
  /** Counts for the dashboard. */
  DashboardSummary: DashboardSummary;
  Deal?: Maybe<Deal>;
  /**
   * The company's deals, what needs the brand first (shipping a product, reviewing content), then the most recently
   * moved. `statuses` narrows to those deal statuses; `awaiting_brand` to the deals waiting for the brand;
   * `search` matches the words of the creator's name and handle, the campaign's and the product's name (each word the
   * start of one of theirs, accents aside). `counts` counts every status under the same campaign and search, whatever
   * `statuses` and `awaiting_brand` say, for the listing's tabs.
   */
  Deals: DealPage;
  /** Where the browser reaches the live channel and which topics it may subscribe to. */
  LiveChannel: LiveChannel;
  /** How many of the company's notices are unread. */
  NotificationUnreadCount: Scalars['Int']['output'];
  /**
   * The company's notices, the newest first, from the cursor `before` (a page's next_cursor; none: the newest),
   * page_size at most 50; with unread: true only the unread ones.
   */
  Notifications: NotificationPage;
  Product?: Maybe<Product>;
  Products: ProductPage;
  /**
   * What a password reset link is worth before anything is typed into it (LINK_STATES of src/domain/account): valid,
   * expired, used, or invalid (unknown, broken, or not the link of that address). It changes nothing.
   */
  ResetPasswordLink: Scalars['String']['output'];
  /**
   * The wallet: its balance, the wire requests waiting for their money, the latest movements, where to wire, and
   * what arrived of the wires asked about.
   */
  WalletOverview: WalletOverview;
};


export type QueryBillingHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  page_size?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryBrandArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCampaignArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCampaignHiringArgs = {
  campaign_id: Scalars['ID']['input'];
};


export type QueryCampaignsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  page_size?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  tab?: InputMaybe<Scalars['String']['input']>;
};


export type QueryContentItemsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  brand_id?: InputMaybe<Scalars['ID']['input']>;
  campaign_id?: InputMaybe<Scalars['ID']['input']>;
  kind?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  page_size?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCreatorArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCreatorFitCountArgs = {
  age_ranges?: InputMaybe<Array<Scalars['String']['input']>>;
  categories?: InputMaybe<Array<Scalars['String']['input']>>;
  ethnicities?: InputMaybe<Array<Scalars['String']['input']>>;
  genders?: InputMaybe<Array<Scalars['String']['input']>>;
  tiers?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryCreatorsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  age_ranges?: InputMaybe<Array<Scalars['String']['input']>>;
  campaign_id?: InputMaybe<Scalars['ID']['input']>;
  categories?: InputMaybe<Array<Scalars['String']['input']>>;
  country?: InputMaybe<Scalars['String']['input']>;
  ethnicities?: InputMaybe<Array<Scalars['String']['input']>>;
  genders?: InputMaybe<Array<Scalars['String']['input']>>;
  language?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  page_size?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  tiers?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryDealArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDealsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  awaiting_brand?: InputMaybe<Scalars['Boolean']['input']>;
  campaign_id?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  page_size?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  statuses?: InputMaybe<Array<DealStatus>>;
};


export type QueryNotificationsArgs = {
  before?: InputMaybe<Scalars['String']['input']>;
  page_size?: InputMaybe<Scalars['Int']['input']>;
  unread?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProductsArgs = {
  brand_id?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  page_size?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryResetPasswordLinkArgs = {
  email: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type QueryWalletOverviewArgs = {
  wires?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type ShippingAddress = {
  __typename?: 'ShippingAddress';
  city: Scalars['String']['output'];
  /** ISO 3166 code. */
  country: Scalars['String']['output'];
  line1: Scalars['String']['output'];
  line2?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  postal_code?: Maybe<Scalars['String']['output']>;
  region: Scalars['String']['output'];
};

/**
 * An answer in words. `code` is what the web app shows, translated (src/domain/messages), filled with `params`;
 * `message` is the same sentence in English, for other clients.
 */
export type StatusMessage = {
  __typename?: 'StatusMessage';
  code: Scalars['String']['output'];
  message: Scalars['String']['output'];
  params: Array<MessageParam>;
  status: Scalars['Boolean']['output'];
};

/** A card top-up's outcome: succeeded (status true) or declined with Stripe's code. */
export type TopUpResult = {
  __typename?: 'TopUpResult';
  /** What went into the wallet, in cents. */
  amount: Scalars['Cents']['output'];
  /** The wallet's balance now. */
  balance: Scalars['Cents']['output'];
  decline_code?: Maybe<Scalars['String']['output']>;
  /** The movement (its receipt), when it succeeded. */
  entry_id?: Maybe<Scalars['ID']['output']>;
  /** The card fee charged on top. */
  fee: Scalars['Cents']['output'];
  status: Scalars['Boolean']['output'];
};

export type Wallet = {
  __typename?: 'Wallet';
  /** Balance in cents. */
  balance: Scalars['Cents']['output'];
  currency: Currency;
  user_id: Scalars['ID']['output'];
};

export type WalletOverview = {
  __typename?: 'WalletOverview';
  /** Balance in cents. */
  balance: Scalars['Cents']['output'];
  currency: Currency;
  pending_wires: Array<WireTransfer>;
  /** The platform's bank account that wires go to. */
  platform_bank: PlatformBank;
  /** The latest movements, the newest first. */
  recent: Array<BillingEntry>;
  /** The wires asked about (wires) that staff confirmed, found by reference however many movements came since. */
  wire_arrivals: Array<WireArrival>;
};

/** What staff confirmed of a wire. */
export type WireArrival = {
  __typename?: 'WireArrival';
  /** What the wallet was credited, in cents. */
  amount: Scalars['Cents']['output'];
  reference: Scalars['String']['output'];
  /** How far short of the announced amount it arrived, in cents (0 when all of it did). */
  short: Scalars['Cents']['output'];
};

export type WireTransfer = {
  __typename?: 'WireTransfer';
  /** Announced amount in cents. */
  amount: Scalars['Cents']['output'];
  confirmed_amount?: Maybe<Scalars['Cents']['output']>;
  confirmed_at?: Maybe<Scalars['String']['output']>;
  created_at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The reference to quote on the transfer, e.g. CH-7KQ2M9XD. */
  reference: Scalars['String']['output'];
  /** pending or confirmed. */
  status: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountType: AccountType;
  AuthResult: ResolverTypeWrapper<AuthResult>;
  Authorization: ResolverTypeWrapper<Authorization>;
  BankTransferInformation: ResolverTypeWrapper<BankTransferInformation>;
  BillingEntry: ResolverTypeWrapper<BillingMovement>;
  BillingPage: ResolverTypeWrapper<Omit<BillingPage, 'items'> & { items: Array<ResolversTypes['BillingEntry']> }>;
  BillingProfile: ResolverTypeWrapper<BillingProfile>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<BrandRow>;
  Campaign: ResolverTypeWrapper<CampaignRow>;
  CampaignDraft: ResolverTypeWrapper<CampaignDraftRow>;
  CampaignHiring: ResolverTypeWrapper<CampaignHiringParent>;
  CampaignHiringProduct: ResolverTypeWrapper<Omit<CampaignHiringProduct, 'product'> & { product: ResolversTypes['Product'] }>;
  CampaignInput: CampaignInput;
  CampaignKind: CampaignKind;
  CampaignPage: ResolverTypeWrapper<Omit<CampaignPage, 'items'> & { items: Array<ResolversTypes['Campaign']> }>;
  CampaignPrice: ResolverTypeWrapper<CampaignPrice>;
  CampaignPriceLine: ResolverTypeWrapper<CampaignPriceLine>;
  CampaignProduct: ResolverTypeWrapper<Omit<CampaignProduct, 'product'> & { product: ResolversTypes['Product'] }>;
  CampaignProductInput: CampaignProductInput;
  CampaignSpend: ResolverTypeWrapper<CampaignSpend>;
  CampaignStatusChange: ResolverTypeWrapper<CampaignStatusChangeRow>;
  CampaignTabCount: ResolverTypeWrapper<CampaignTabCount>;
  Card: ResolverTypeWrapper<CardRow>;
  Cents: ResolverTypeWrapper<Scalars['Cents']['output']>;
  CompanyData: ResolverTypeWrapper<CompanyRow>;
  ContentItem: ResolverTypeWrapper<ContentItemParent>;
  ContentPage: ResolverTypeWrapper<Omit<ContentPage, 'items'> & { items: Array<ResolversTypes['ContentItem']> }>;
  ContentStatus: ContentStatus;
  Creator: ResolverTypeWrapper<CreatorRow>;
  CreatorPage: ResolverTypeWrapper<Omit<CreatorPage, 'items'> & { items: Array<ResolversTypes['Creator']> }>;
  Currency: ResolverTypeWrapper<Currency>;
  DashboardSummary: ResolverTypeWrapper<DashboardSummary>;
  Deal: ResolverTypeWrapper<DealParent>;
  DealCampaign: ResolverTypeWrapper<DealCampaignParent>;
  DealCost: ResolverTypeWrapper<DealCost>;
  DealFeedback: ResolverTypeWrapper<DealHistoryParent>;
  DealHistoryEntry: ResolverTypeWrapper<DealHistoryParent>;
  DealPage: ResolverTypeWrapper<Omit<DealPage, 'items'> & { items: Array<ResolversTypes['Deal']> }>;
  DealPrice: ResolverTypeWrapper<DealPrice>;
  DealStatus: DealStatus;
  DealStatusCount: ResolverTypeWrapper<DealStatusCount>;
  DealTimelineStep: ResolverTypeWrapper<DealTimelineStep>;
  DeliveryStatus: DeliveryStatus;
  HireBlock: ResolverTypeWrapper<HireBlock>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LiveChannel: ResolverTypeWrapper<LiveChannel>;
  MessageParam: ResolverTypeWrapper<MessageParam>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<Notification>;
  NotificationPage: ResolverTypeWrapper<NotificationPage>;
  NotificationParam: ResolverTypeWrapper<NotificationParam>;
  NotificationReadState: ResolverTypeWrapper<NotificationReadState>;
  PlatformBank: ResolverTypeWrapper<PlatformBank>;
  PortfolioItem: ResolverTypeWrapper<PortfolioItemRow>;
  Product: ResolverTypeWrapper<ProductRow>;
  ProductPage: ResolverTypeWrapper<Omit<ProductPage, 'items'> & { items: Array<ResolversTypes['Product']> }>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ShippingAddress: ResolverTypeWrapper<ShippingAddress>;
  StatusMessage: ResolverTypeWrapper<StatusMessage>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TopUpResult: ResolverTypeWrapper<TopUpResult>;
  Wallet: ResolverTypeWrapper<Wallet>;
  WalletOverview: ResolverTypeWrapper<Omit<WalletOverview, 'pending_wires' | 'recent'> & { pending_wires: Array<ResolversTypes['WireTransfer']>, recent: Array<ResolversTypes['BillingEntry']> }>;
  WireArrival: ResolverTypeWrapper<WireArrival>;
  WireTransfer: ResolverTypeWrapper<WireTransferRow>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AuthResult: AuthResult;
  Authorization: Authorization;
  BankTransferInformation: BankTransferInformation;
  BillingEntry: BillingMovement;
  BillingPage: Omit<BillingPage, 'items'> & { items: Array<ResolversParentTypes['BillingEntry']> };
  BillingProfile: BillingProfile;
  Boolean: Scalars['Boolean']['output'];
  Brand: BrandRow;
  Campaign: CampaignRow;
  CampaignDraft: CampaignDraftRow;
  CampaignHiring: CampaignHiringParent;
  CampaignHiringProduct: Omit<CampaignHiringProduct, 'product'> & { product: ResolversParentTypes['Product'] };
  CampaignInput: CampaignInput;
  CampaignPage: Omit<CampaignPage, 'items'> & { items: Array<ResolversParentTypes['Campaign']> };
  CampaignPrice: CampaignPrice;
  CampaignPriceLine: CampaignPriceLine;
  CampaignProduct: Omit<CampaignProduct, 'product'> & { product: ResolversParentTypes['Product'] };
  CampaignProductInput: CampaignProductInput;
  CampaignSpend: CampaignSpend;
  CampaignStatusChange: CampaignStatusChangeRow;
  CampaignTabCount: CampaignTabCount;
  Card: CardRow;
  Cents: Scalars['Cents']['output'];
  CompanyData: CompanyRow;
  ContentItem: ContentItemParent;
  ContentPage: Omit<ContentPage, 'items'> & { items: Array<ResolversParentTypes['ContentItem']> };
  Creator: CreatorRow;
  CreatorPage: Omit<CreatorPage, 'items'> & { items: Array<ResolversParentTypes['Creator']> };
  Currency: Currency;
  DashboardSummary: DashboardSummary;
  Deal: DealParent;
  DealCampaign: DealCampaignParent;
  DealCost: DealCost;
  DealFeedback: DealHistoryParent;
  DealHistoryEntry: DealHistoryParent;
  DealPage: Omit<DealPage, 'items'> & { items: Array<ResolversParentTypes['Deal']> };
  DealPrice: DealPrice;
  DealStatusCount: DealStatusCount;
  DealTimelineStep: DealTimelineStep;
  HireBlock: HireBlock;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LiveChannel: LiveChannel;
  MessageParam: MessageParam;
  Mutation: Record<PropertyKey, never>;
  Notification: Notification;
  NotificationPage: NotificationPage;
  NotificationParam: NotificationParam;
  NotificationReadState: NotificationReadState;
  PlatformBank: PlatformBank;
  PortfolioItem: PortfolioItemRow;
  Product: ProductRow;
  ProductPage: Omit<ProductPage, 'items'> & { items: Array<ResolversParentTypes['Product']> };
  Query: Record<PropertyKey, never>;
  ShippingAddress: ShippingAddress;
  StatusMessage: StatusMessage;
  String: Scalars['String']['output'];
  TopUpResult: TopUpResult;
  Wallet: Wallet;
  WalletOverview: Omit<WalletOverview, 'pending_wires' | 'recent'> & { pending_wires: Array<ResolversParentTypes['WireTransfer']>, recent: Array<ResolversParentTypes['BillingEntry']> };
  WireArrival: WireArrival;
  WireTransfer: WireTransferRow;
};

export type AuthResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuthResult'] = ResolversParentTypes['AuthResult']> = {
  authorization?: Resolver<Maybe<ResolversTypes['Authorization']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AuthorizationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Authorization'] = ResolversParentTypes['Authorization']> = {
  expires_in?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BankTransferInformationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BankTransferInformation'] = ResolversParentTypes['BankTransferInformation']> = {
  account_number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  account_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bank_address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  full_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  purpose_of_payment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipient_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  routing_number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BillingEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BillingEntry'] = ResolversParentTypes['BillingEntry']> = {
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  card_brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  card_last4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creator_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  escrow?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  has_receipt?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receipt_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  short?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
};

export type BillingPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BillingPage'] = ResolversParentTypes['BillingPage']> = {
  items?: Resolver<Array<ResolversTypes['BillingEntry']>, ParentType, ContextType>;
  next_cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page_size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total_estimated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BillingProfileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BillingProfile'] = ResolversParentTypes['BillingProfile']> = {
  bank_transfer_information?: Resolver<Maybe<ResolversTypes['BankTransferInformation']>, ParentType, ContextType>;
  tax_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BrandResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = {
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CampaignResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Campaign'] = ResolversParentTypes['Campaign']> = {
  ages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content_brief?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creator_tier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deals_hired?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  delivery?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ethnicities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  genders?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CampaignKind'], ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  must_haves?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payment_card?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payment_method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['CampaignPrice'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['CampaignProduct']>, ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  resubmitted_as?: Resolver<Maybe<ResolversTypes['Campaign']>, ParentType, ContextType>;
  resubmitted_from?: Resolver<Maybe<ResolversTypes['Campaign']>, ParentType, ContextType>;
  shipping_cents?: Resolver<Maybe<ResolversTypes['Cents']>, ParentType, ContextType>;
  spent?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status_history?: Resolver<Array<ResolversTypes['CampaignStatusChange']>, ParentType, ContextType>;
  taxes_cents?: Resolver<Maybe<ResolversTypes['Cents']>, ParentType, ContextType>;
  video_duration?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CampaignDraftResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CampaignDraft'] = ResolversParentTypes['CampaignDraft']> = {
  data?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CampaignHiringResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CampaignHiring'] = ResolversParentTypes['CampaignHiring']> = {
  age_ranges?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  campaign?: Resolver<ResolversTypes['DealCampaign'], ParentType, ContextType>;
  campaign_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  can_hire?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  deals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ethnicities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  genders?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  hired?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hired_creator_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['CampaignHiringProduct']>, ParentType, ContextType>;
  slots_left?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tiers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CampaignHiringProductResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CampaignHiringProduct'] = ResolversParentTypes['CampaignHiringProduct']> = {
  deals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  from_wallet?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  hired?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  per_deal?: Resolver<ResolversTypes['DealCost'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  slots_left?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CampaignPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CampaignPage'] = ResolversParentTypes['CampaignPage']> = {
  items?: Resolver<Array<ResolversTypes['Campaign']>, ParentType, ContextType>;
  next_cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page_size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tab?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tabs?: Resolver<Array<ResolversTypes['CampaignTabCount']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total_estimated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CampaignPriceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CampaignPrice'] = ResolversParentTypes['CampaignPrice']> = {
  card_fee?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  creator_fees?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  deals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  duration_extras?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['CampaignPriceLine']>, ParentType, ContextType>;
  platform_fees?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  pro_surcharges?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  product_prices?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  taxes?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
};

export type CampaignPriceLineResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CampaignPriceLine'] = ResolversParentTypes['CampaignPriceLine']> = {
  deals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  per_deal?: Resolver<ResolversTypes['DealPrice'], ParentType, ContextType>;
  product_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
};

export type CampaignProductResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CampaignProduct'] = ResolversParentTypes['CampaignProduct']> = {
  deals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
};

export type CampaignSpendResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CampaignSpend'] = ResolversParentTypes['CampaignSpend']> = {
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  spent?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
};

export type CampaignStatusChangeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CampaignStatusChange'] = ResolversParentTypes['CampaignStatusChange']> = {
  by?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CampaignTabCountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CampaignTabCount'] = ResolversParentTypes['CampaignTabCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tab?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CardResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Card'] = ResolversParentTypes['Card']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cardholder_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exp_month?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  exp_year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  is_default?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zip_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface CentsScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Cents'], any> {
  name: 'Cents';
}

export type CompanyDataResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CompanyData'] = ResolversParentTypes['CompanyData']> = {
  area_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bank_transfer_information?: Resolver<Maybe<ResolversTypes['BankTransferInformation']>, ParentType, ContextType>;
  company_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  first_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  has_verified_email?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  impersonated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  last_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  onboard_position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  privacy?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  profile_picture_image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  session_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  wallet?: Resolver<ResolversTypes['Wallet'], ParentType, ContextType>;
};

export type ContentItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContentItem'] = ResolversParentTypes['ContentItem']> = {
  campaign?: Resolver<ResolversTypes['DealCampaign'], ParentType, ContextType>;
  checked_must_haves?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  content_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creator?: Resolver<ResolversTypes['Creator'], ParentType, ContextType>;
  deal_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  download_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration_ms?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  feedback?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  file_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  reviewed_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContentStatus'], ParentType, ContextType>;
  thumbnail_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContentPage'] = ResolversParentTypes['ContentPage']> = {
  download_all_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ContentItem']>, ParentType, ContextType>;
  next_cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page_size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total_estimated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CreatorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Creator'] = ResolversParentTypes['Creator']> = {
  age?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bio?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ethnicity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  handle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hire_block?: Resolver<Maybe<ResolversTypes['HireBlock']>, ParentType, ContextType, RequireFields<CreatorHire_BlockArgs, 'campaign_id'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  portfolio?: Resolver<Array<ResolversTypes['PortfolioItem']>, ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreatorPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreatorPage'] = ResolversParentTypes['CreatorPage']> = {
  items?: Resolver<Array<ResolversTypes['Creator']>, ParentType, ContextType>;
  next_cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page_size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total_estimated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CurrencyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Currency'] = ResolversParentTypes['Currency']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DashboardSummaryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DashboardSummary'] = ResolversParentTypes['DashboardSummary']> = {
  brands?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  campaigns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  campaigns_rejected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  content_received?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  content_to_review?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  spent_this_month?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  wallet_balance?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
};

export type DealResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Deal'] = ResolversParentTypes['Deal']> = {
  awaiting?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  campaign?: Resolver<ResolversTypes['DealCampaign'], ParentType, ContextType>;
  carrier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content?: Resolver<Array<ResolversTypes['ContentItem']>, ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['DealCost'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creator?: Resolver<ResolversTypes['Creator'], ParentType, ContextType>;
  delivery?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  delivery_status?: Resolver<ResolversTypes['DeliveryStatus'], ParentType, ContextType>;
  due_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  due_outcome?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  feedback?: Resolver<Array<ResolversTypes['DealFeedback']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['DealHistoryEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  max_revisions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  publish_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  revisions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shipping_address?: Resolver<Maybe<ResolversTypes['ShippingAddress']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DealStatus'], ParentType, ContextType>;
  timeline?: Resolver<Array<ResolversTypes['DealTimelineStep']>, ParentType, ContextType>;
  tracking_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tracking_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DealCampaignResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DealCampaign'] = ResolversParentTypes['DealCampaign']> = {
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  content_brief?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  format?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CampaignKind'], ParentType, ContextType>;
  must_haves?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DealCostResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DealCost'] = ResolversParentTypes['DealCost']> = {
  creator_fee?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  duration_extra?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  platform_fee?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  pro_surcharge?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  product_price?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  taxes?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
};

export type DealFeedbackResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DealFeedback'] = ResolversParentTypes['DealFeedback']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  feedback?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  missing_must_haves?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DealHistoryEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DealHistoryEntry'] = ResolversParentTypes['DealHistoryEntry']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  by?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DealStatus'], ParentType, ContextType>;
};

export type DealPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DealPage'] = ResolversParentTypes['DealPage']> = {
  awaiting_brand?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  counts?: Resolver<Array<ResolversTypes['DealStatusCount']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Deal']>, ParentType, ContextType>;
  next_cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page_size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total_estimated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DealPriceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DealPrice'] = ResolversParentTypes['DealPrice']> = {
  creator_fee?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  duration_extra?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  platform_fee?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  pro_surcharge?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  product_price?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  taxes?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
};

export type DealStatusCountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DealStatusCount'] = ResolversParentTypes['DealStatusCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DealStatus'], ParentType, ContextType>;
};

export type DealTimelineStepResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DealTimelineStep'] = ResolversParentTypes['DealTimelineStep']> = {
  at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  step?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HireBlockResolvers<ContextType = Context, ParentType extends ResolversParentTypes['HireBlock'] = ResolversParentTypes['HireBlock']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  criterion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LiveChannelResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LiveChannel'] = ResolversParentTypes['LiveChannel']> = {
  client_id_prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topics?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MessageParamResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MessageParam'] = ResolversParentTypes['MessageParam']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  BillingProfileUpdate?: Resolver<ResolversTypes['BillingProfile'], ParentType, ContextType, RequireFields<MutationBillingProfileUpdateArgs, 'account_number' | 'account_type' | 'bank_address' | 'full_name' | 'purpose_of_payment' | 'recipient_name' | 'routing_number' | 'tax_id'>>;
  BrandCreate?: Resolver<ResolversTypes['Brand'], ParentType, ContextType, RequireFields<MutationBrandCreateArgs, 'description' | 'name'>>;
  BrandDelete?: Resolver<ResolversTypes['StatusMessage'], ParentType, ContextType, RequireFields<MutationBrandDeleteArgs, 'id'>>;
  BrandUpdate?: Resolver<ResolversTypes['Brand'], ParentType, ContextType, RequireFields<MutationBrandUpdateArgs, 'description' | 'id' | 'name'>>;
  CampaignCancel?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType, RequireFields<MutationCampaignCancelArgs, 'id' | 'idempotency_key'>>;
  CampaignDeactivate?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType, RequireFields<MutationCampaignDeactivateArgs, 'id'>>;
  CampaignDraftDiscard?: Resolver<ResolversTypes['StatusMessage'], ParentType, ContextType>;
  CampaignDraftSave?: Resolver<ResolversTypes['CampaignDraft'], ParentType, ContextType, RequireFields<MutationCampaignDraftSaveArgs, 'data' | 'revision'>>;
  CampaignEditRejected?: Resolver<ResolversTypes['CampaignDraft'], ParentType, ContextType, RequireFields<MutationCampaignEditRejectedArgs, 'id'>>;
  CampaignPause?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType, RequireFields<MutationCampaignPauseArgs, 'id'>>;
  CampaignResume?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType, RequireFields<MutationCampaignResumeArgs, 'id'>>;
  CampaignSubmit?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType, RequireFields<MutationCampaignSubmitArgs, 'campaign' | 'expected_total' | 'idempotency_key' | 'payment_method'>>;
  CardAdd?: Resolver<ResolversTypes['Card'], ParentType, ContextType, RequireFields<MutationCardAddArgs, 'address' | 'address_name' | 'cardholder_name' | 'city' | 'country' | 'state' | 'token' | 'zip_code'>>;
  CardDelete?: Resolver<ResolversTypes['StatusMessage'], ParentType, ContextType, RequireFields<MutationCardDeleteArgs, 'id'>>;
  CardSetDefault?: Resolver<ResolversTypes['Card'], ParentType, ContextType, RequireFields<MutationCardSetDefaultArgs, 'id'>>;
  CompanyCreate?: Resolver<ResolversTypes['StatusMessage'], ParentType, ContextType, RequireFields<MutationCompanyCreateArgs, 'email' | 'password'>>;
  CompanyDelete?: Resolver<ResolversTypes['StatusMessage'], ParentType, ContextType>;
  CompanyEmailVerificationByCode?: Resolver<ResolversTypes['StatusMessage'], ParentType, ContextType, RequireFields<MutationCompanyEmailVerificationByCodeArgs, 'email_validation_code'>>;
  CompanyImpersonate?: Resolver<ResolversTypes['AuthResult'], ParentType, ContextType, RequireFields<MutationCompanyImpersonateArgs, 'token'>>;
  CompanyLogin?: Resolver<ResolversTypes['AuthResult'], ParentType, ContextType, RequireFields<MutationCompanyLoginArgs, 'email' | 'password'>>;
  CompanyLogout?: Resolver<ResolversTypes['StatusMessage'], ParentType, ContextType>;
  CompanyOnboardPositionOne?: Resolver<ResolversTypes['StatusMessage'], ParentType, ContextType, RequireFields<MutationCompanyOnboardPositionOneArgs, 'area_code' | 'company_name' | 'first_name' | 'last_name' | 'phone'>>;
  CompanyRequestToChangeEmail?: Resolver<ResolversTypes['StatusMessage'], ParentType, ContextType, RequireFields<MutationCompanyRequestToChangeEmailArgs, 'email' | 'new_email' | 'password'>>;
  CompanyResendEmailVerificationCode?: Resolver<ResolversTypes['StatusMessage'], ParentType, ContextType>;
  CompanyUpdateData?: Resolver<ResolversTypes['StatusMessage'], ParentType, ContextType, Partial<MutationCompanyUpdateDataArgs>>;
  CompanyUpdateEmail?: Resolver<ResolversTypes['AuthResult'], ParentType, ContextType, RequireFields<MutationCompanyUpdateEmailArgs, 'old_email' | 'password' | 'token'>>;
  CompanyUpdateLanguage?: Resolver<ResolversTypes['CompanyData'], ParentType, ContextType, RequireFields<MutationCompanyUpdateLanguageArgs, 'language'>>;
  CompanyUpdateProfilePicture?: Resolver<ResolversTypes['CompanyData'], ParentType, ContextType, Partial<MutationCompanyUpdateProfilePictureArgs>>;
  DealAcceptContent?: Resolver<ResolversTypes['Deal'], ParentType, ContextType, RequireFields<MutationDealAcceptContentArgs, 'id'>>;
  DealCancel?: Resolver<ResolversTypes['Deal'], ParentType, ContextType, RequireFields<MutationDealCancelArgs, 'id'>>;
  DealCheckMustHave?: Resolver<ResolversTypes['ContentItem'], ParentType, ContextType, RequireFields<MutationDealCheckMustHaveArgs, 'checked' | 'content_id' | 'id' | 'tag'>>;
  DealDeclineContent?: Resolver<ResolversTypes['Deal'], ParentType, ContextType, RequireFields<MutationDealDeclineContentArgs, 'feedback' | 'id'>>;
  DealHire?: Resolver<ResolversTypes['Deal'], ParentType, ContextType, RequireFields<MutationDealHireArgs, 'campaign_id' | 'creator_id' | 'idempotency_key' | 'product_id'>>;
  DealShip?: Resolver<ResolversTypes['Deal'], ParentType, ContextType, RequireFields<MutationDealShipArgs, 'carrier' | 'id' | 'tracking_number'>>;
  NotificationMarkAllRead?: Resolver<ResolversTypes['NotificationReadState'], ParentType, ContextType>;
  NotificationMarkRead?: Resolver<ResolversTypes['NotificationReadState'], ParentType, ContextType, RequireFields<MutationNotificationMarkReadArgs, 'id'>>;
  ProductCreate?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationProductCreateArgs, 'brand_id' | 'category' | 'description' | 'link' | 'name' | 'price'>>;
  ProductDelete?: Resolver<ResolversTypes['StatusMessage'], ParentType, ContextType, RequireFields<MutationProductDeleteArgs, 'id'>>;
  ProductUpdate?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationProductUpdateArgs, 'brand_id' | 'category' | 'description' | 'id' | 'link' | 'name' | 'price'>>;
  RequestResetPassword?: Resolver<ResolversTypes['StatusMessage'], ParentType, ContextType, RequireFields<MutationRequestResetPasswordArgs, 'email' | 'type'>>;
  ResetPasswordMutation?: Resolver<ResolversTypes['StatusMessage'], ParentType, ContextType, RequireFields<MutationResetPasswordMutationArgs, 'email' | 'password' | 'password_confirmation' | 'token'>>;
  WalletTopUpCard?: Resolver<ResolversTypes['TopUpResult'], ParentType, ContextType, RequireFields<MutationWalletTopUpCardArgs, 'amount' | 'card_id' | 'idempotency_key'>>;
  WireTopUpRequest?: Resolver<ResolversTypes['WireTransfer'], ParentType, ContextType, RequireFields<MutationWireTopUpRequestArgs, 'amount' | 'idempotency_key'>>;
};

export type NotificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  params?: Resolver<Array<ResolversTypes['NotificationParam']>, ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subject_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type NotificationPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationPage'] = ResolversParentTypes['NotificationPage']> = {
  items?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  next_cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationParamResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationParam'] = ResolversParentTypes['NotificationParam']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationReadStateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationReadState'] = ResolversParentTypes['NotificationReadState']> = {
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlatformBankResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PlatformBank'] = ResolversParentTypes['PlatformBank']> = {
  account_number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bank_address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bank_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  beneficiary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  routing_number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  swift?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PortfolioItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PortfolioItem'] = ResolversParentTypes['PortfolioItem']> = {
  content_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration_ms?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnail_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
};

export type ProductPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage']> = {
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page_size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  BillingHistory?: Resolver<ResolversTypes['BillingPage'], ParentType, ContextType, RequireFields<QueryBillingHistoryArgs, 'page' | 'page_size'>>;
  BillingProfile?: Resolver<ResolversTypes['BillingProfile'], ParentType, ContextType>;
  Brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType, RequireFields<QueryBrandArgs, 'id'>>;
  Brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  Campaign?: Resolver<Maybe<ResolversTypes['Campaign']>, ParentType, ContextType, RequireFields<QueryCampaignArgs, 'id'>>;
  CampaignDraft?: Resolver<Maybe<ResolversTypes['CampaignDraft']>, ParentType, ContextType>;
  CampaignHiring?: Resolver<Maybe<ResolversTypes['CampaignHiring']>, ParentType, ContextType, RequireFields<QueryCampaignHiringArgs, 'campaign_id'>>;
  CampaignSpend?: Resolver<ResolversTypes['CampaignSpend'], ParentType, ContextType>;
  Campaigns?: Resolver<ResolversTypes['CampaignPage'], ParentType, ContextType, RequireFields<QueryCampaignsArgs, 'page' | 'page_size' | 'sort'>>;
  Cards?: Resolver<Array<ResolversTypes['Card']>, ParentType, ContextType>;
  CompanyData?: Resolver<ResolversTypes['CompanyData'], ParentType, ContextType>;
  ContentItems?: Resolver<ResolversTypes['ContentPage'], ParentType, ContextType, RequireFields<QueryContentItemsArgs, 'page' | 'page_size'>>;
  Creator?: Resolver<Maybe<ResolversTypes['Creator']>, ParentType, ContextType, RequireFields<QueryCreatorArgs, 'id'>>;
  CreatorFitCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryCreatorFitCountArgs>>;
  Creators?: Resolver<ResolversTypes['CreatorPage'], ParentType, ContextType, RequireFields<QueryCreatorsArgs, 'page' | 'page_size'>>;
  DashboardSummary?: Resolver<ResolversTypes['DashboardSummary'], ParentType, ContextType>;
  Deal?: Resolver<Maybe<ResolversTypes['Deal']>, ParentType, ContextType, RequireFields<QueryDealArgs, 'id'>>;
  Deals?: Resolver<ResolversTypes['DealPage'], ParentType, ContextType, RequireFields<QueryDealsArgs, 'page' | 'page_size'>>;
  LiveChannel?: Resolver<ResolversTypes['LiveChannel'], ParentType, ContextType>;
  NotificationUnreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  Notifications?: Resolver<ResolversTypes['NotificationPage'], ParentType, ContextType, RequireFields<QueryNotificationsArgs, 'page_size'>>;
  Product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  Products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'page' | 'page_size'>>;
  ResetPasswordLink?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryResetPasswordLinkArgs, 'email' | 'token'>>;
  WalletOverview?: Resolver<ResolversTypes['WalletOverview'], ParentType, ContextType, Partial<QueryWalletOverviewArgs>>;
};

export type ShippingAddressResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ShippingAddress'] = ResolversParentTypes['ShippingAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postal_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StatusMessageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StatusMessage'] = ResolversParentTypes['StatusMessage']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  params?: Resolver<Array<ResolversTypes['MessageParam']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type TopUpResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TopUpResult'] = ResolversParentTypes['TopUpResult']> = {
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  decline_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entry_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type WalletResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Wallet'] = ResolversParentTypes['Wallet']> = {
  balance?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  user_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type WalletOverviewResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WalletOverview'] = ResolversParentTypes['WalletOverview']> = {
  balance?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  pending_wires?: Resolver<Array<ResolversTypes['WireTransfer']>, ParentType, ContextType>;
  platform_bank?: Resolver<ResolversTypes['PlatformBank'], ParentType, ContextType>;
  recent?: Resolver<Array<ResolversTypes['BillingEntry']>, ParentType, ContextType>;
  wire_arrivals?: Resolver<Array<ResolversTypes['WireArrival']>, ParentType, ContextType>;
};

export type WireArrivalResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WireArrival'] = ResolversParentTypes['WireArrival']> = {
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  short?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
};

export type WireTransferResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WireTransfer'] = ResolversParentTypes['WireTransfer']> = {
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  confirmed_amount?: Resolver<Maybe<ResolversTypes['Cents']>, ParentType, ContextType>;
  confirmed_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  AuthResult?: AuthResultResolvers<ContextType>;
  Authorization?: AuthorizationResolvers<ContextType>;
  BankTransferInformation?: BankTransferInformationResolvers<ContextType>;
  BillingEntry?: BillingEntryResolvers<ContextType>;
  BillingPage?: BillingPageResolvers<ContextType>;
  BillingProfile?: BillingProfileResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  Campaign?: CampaignResolvers<ContextType>;
  CampaignDraft?: CampaignDraftResolvers<ContextType>;
  CampaignHiring?: CampaignHiringResolvers<ContextType>;
  CampaignHiringProduct?: CampaignHiringProductResolvers<ContextType>;
  CampaignPage?: CampaignPageResolvers<ContextType>;
  CampaignPrice?: CampaignPriceResolvers<ContextType>;
  CampaignPriceLine?: CampaignPriceLineResolvers<ContextType>;
  CampaignProduct?: CampaignProductResolvers<ContextType>;
  CampaignSpend?: CampaignSpendResolvers<ContextType>;
  CampaignStatusChange?: CampaignStatusChangeResolvers<ContextType>;
  CampaignTabCount?: CampaignTabCountResolvers<ContextType>;
  Card?: CardResolvers<ContextType>;
  Cents?: GraphQLScalarType;
  CompanyData?: CompanyDataResolvers<ContextType>;
  ContentItem?: ContentItemResolvers<ContextType>;
  ContentPage?: ContentPageResolvers<ContextType>;
  Creator?: CreatorResolvers<ContextType>;
  CreatorPage?: CreatorPageResolvers<ContextType>;
  Currency?: CurrencyResolvers<ContextType>;
  DashboardSummary?: DashboardSummaryResolvers<ContextType>;
  Deal?: DealResolvers<ContextType>;
  DealCampaign?: DealCampaignResolvers<ContextType>;
  DealCost?: DealCostResolvers<ContextType>;
  DealFeedback?: DealFeedbackResolvers<ContextType>;
  DealHistoryEntry?: DealHistoryEntryResolvers<ContextType>;
  DealPage?: DealPageResolvers<ContextType>;
  DealPrice?: DealPriceResolvers<ContextType>;
  DealStatusCount?: DealStatusCountResolvers<ContextType>;
  DealTimelineStep?: DealTimelineStepResolvers<ContextType>;
  HireBlock?: HireBlockResolvers<ContextType>;
  LiveChannel?: LiveChannelResolvers<ContextType>;
  MessageParam?: MessageParamResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationPage?: NotificationPageResolvers<ContextType>;
  NotificationParam?: NotificationParamResolvers<ContextType>;
  NotificationReadState?: NotificationReadStateResolvers<ContextType>;
  PlatformBank?: PlatformBankResolvers<ContextType>;
  PortfolioItem?: PortfolioItemResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ShippingAddress?: ShippingAddressResolvers<ContextType>;
  StatusMessage?: StatusMessageResolvers<ContextType>;
  TopUpResult?: TopUpResultResolvers<ContextType>;
  Wallet?: WalletResolvers<ContextType>;
  WalletOverview?: WalletOverviewResolvers<ContextType>;
  WireArrival?: WireArrivalResolvers<ContextType>;
  WireTransfer?: WireTransferResolvers<ContextType>;
};

