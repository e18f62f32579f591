/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
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
  authorization: Maybe<Authorization>;
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
  card_brand: Maybe<Scalars['String']['output']>;
  card_last4: Maybe<Scalars['String']['output']>;
  created_at: Scalars['String']['output'];
  /** The creator of the deal it was for (a payout, a deal refund). */
  creator_name: Maybe<Scalars['String']['output']>;
  /** What it was for: a campaign's name, a wire's reference. */
  description: Maybe<Scalars['String']['output']>;
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
  receipt_number: Maybe<Scalars['String']['output']>;
  reference: Maybe<Scalars['String']['output']>;
  /** How much a wire arrived short of the amount the company announced (cents); 0 for every other movement. */
  short: Scalars['Cents']['output'];
};

export type BillingPage = {
  __typename?: 'BillingPage';
  items: Array<BillingEntry>;
  /** Where this page ended when it is full: the next page's after. */
  next_cursor: Maybe<Scalars['String']['output']>;
  page: Scalars['Int']['output'];
  page_size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  /** Whether total is estimated: the first 1,000 movements are counted, the planner estimates beyond. */
  total_estimated: Scalars['Boolean']['output'];
};

export type BillingProfile = {
  __typename?: 'BillingProfile';
  bank_transfer_information: Maybe<BankTransferInformation>;
  tax_id: Maybe<Scalars['String']['output']>;
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
  /** ugc_image, ugc_video, social_media or product_package. */
  kind: Scalars['String']['output'];
  links: Array<Scalars['String']['output']>;
  must_haves: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** The card it was paid with, e.g. visa 4242; null when paid from the wallet. */
  payment_card: Maybe<Scalars['String']['output']>;
  /** wallet or card. */
  payment_method: Scalars['String']['output'];
  /** The price frozen at submission. */
  price: CampaignPrice;
  products: Array<CampaignProduct>;
  refunded: Scalars['Cents']['output'];
  /** For a rejected campaign: its newest edited copy that was submitted, or null. */
  resubmitted_as: Maybe<Campaign>;
  /** The rejected campaign this one is the edited copy of (edit and resubmit), or null. */
  resubmitted_from: Maybe<Campaign>;
  shipping_cents: Maybe<Scalars['Cents']['output']>;
  /** What the campaign cost: charged, less what was refunded (cents). */
  spent: Scalars['Cents']['output'];
  /** pending_admin_approval, active, rejected, paused, deactivated or completed. */
  status: Scalars['String']['output'];
  status_history: Array<CampaignStatusChange>;
  taxes_cents: Maybe<Scalars['Cents']['output']>;
  video_duration: Maybe<Scalars['String']['output']>;
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

export type CampaignPage = {
  __typename?: 'CampaignPage';
  items: Array<Campaign>;
  /** Where this page ended when it is full: the next page's after. */
  next_cursor: Maybe<Scalars['String']['output']>;
  page: Scalars['Int']['output'];
  page_size: Scalars['Int']['output'];
  /** The tab listed (the one asked for, or the first with campaigns); null for a search, which looks through every tab. */
  tab: Maybe<Scalars['String']['output']>;
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
  reason: Maybe<Scalars['String']['output']>;
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
  area_code: Maybe<Scalars['String']['output']>;
  bank_transfer_information: Maybe<BankTransferInformation>;
  company_name: Maybe<Scalars['String']['output']>;
  created_at: Scalars['String']['output'];
  email: Scalars['String']['output'];
  first_name: Maybe<Scalars['String']['output']>;
  has_verified_email: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** True while the session was opened by staff through an impersonation link. */
  impersonated: Scalars['Boolean']['output'];
  /** The language the account's user chose for the interface and e-mails (en or es); null until one is chosen. */
  language: Maybe<Scalars['String']['output']>;
  last_name: Maybe<Scalars['String']['output']>;
  onboard_position: Scalars['Int']['output'];
  phone: Maybe<Scalars['String']['output']>;
  privacy: Scalars['Boolean']['output'];
  profile_picture_image: Maybe<Scalars['String']['output']>;
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
  duration_ms: Maybe<Scalars['Int']['output']>;
  /** The brand's feedback when it sent this content back. */
  feedback: Maybe<Scalars['String']['output']>;
  file_name: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** image or video. */
  kind: Scalars['String']['output'];
  product: Product;
  /** When the brand accepted or declined it. */
  reviewed_at: Maybe<Scalars['String']['output']>;
  /** Which upload of the deal it is: 0 the first, then one more after each revision. */
  revision: Scalars['Int']['output'];
  /** Bytes. */
  size: Scalars['Int']['output'];
  /** One of CONTENT_STATUSES (src/domain/content.ts). */
  status: Scalars['String']['output'];
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
  next_cursor: Maybe<Scalars['String']['output']>;
  page: Scalars['Int']['output'];
  page_size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  /** Whether total is estimated: the first 1,000 items are counted, the planner estimates beyond. */
  total_estimated: Scalars['Boolean']['output'];
};

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
  hire_block: Maybe<HireBlock>;
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
  next_cursor: Maybe<Scalars['String']['output']>;
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
  awaiting: Maybe<Scalars['String']['output']>;
  campaign: DealCampaign;
  /** usps, ups, fedex, dhl or other, once shipped. */
  carrier: Maybe<Scalars['String']['output']>;
  /** Every upload, the newest first. */
  content: Array<ContentItem>;
  /** What the deal costs, line by line (the campaign's frozen per-deal price), in cents. */
  cost: DealCost;
  created_at: Scalars['String']['output'];
  creator: Creator;
  /** refund (the creator buys the product and is paid it back) or shipping (the brand ships it). */
  delivery: Scalars['String']['output'];
  /** pending_shipping, pending_delivery, delivered or canceled. */
  delivery_status: Scalars['String']['output'];
  /** When the current step is due (ISO 8601); null when nothing runs against the clock. */
  due_at: Maybe<Scalars['String']['output']>;
  /** What the passing of due_at does: cancel (the creator's step), accept (the brand's review) or publish. */
  due_outcome: Maybe<Scalars['String']['output']>;
  /** The feedback the brand sent back, oldest first. */
  feedback: Array<DealFeedback>;
  /** Every event that moved the deal, oldest first. */
  history: Array<DealHistoryEntry>;
  id: Scalars['ID']['output'];
  /** The most times it may (MAX_CONTENT_REVISIONS). */
  max_revisions: Scalars['Int']['output'];
  product: Product;
  /** When a scheduled post goes live. */
  publish_at: Maybe<Scalars['String']['output']>;
  /** Times the brand sent the content back. */
  revisions: Scalars['Int']['output'];
  /**
   * Where the product goes: the creator's address, shown on a deal with shipping delivery once the creator accepted
   * it (never before, never on a canceled deal, never to another company).
   */
  shipping_address: Maybe<ShippingAddress>;
  /** One of DEAL_STATUSES (src/domain/deal.ts). */
  status: Scalars['String']['output'];
  /** The five steps of the timeline (started, purchased, received, uploaded, paid), each with the date it was reached. */
  timeline: Array<DealTimelineStep>;
  tracking_number: Maybe<Scalars['String']['output']>;
  /** The carrier's page that follows the parcel; null for another carrier. */
  tracking_url: Maybe<Scalars['String']['output']>;
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
  content_brief: Maybe<Scalars['String']['output']>;
  /** portrait, landscape, square or any. */
  format: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** ugc_image, ugc_video, social_media or product_package. */
  kind: Scalars['String']['output'];
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
  content_id: Maybe<Scalars['ID']['output']>;
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
  status: Scalars['String']['output'];
};

export type DealPage = {
  __typename?: 'DealPage';
  /** Deals waiting for the brand under the same campaign and search. */
  awaiting_brand: Scalars['Int']['output'];
  /** Deals per status (every status of DEAL_STATUSES, zeros included) under the same campaign and search. */
  counts: Array<DealStatusCount>;
  items: Array<Deal>;
  /** Where this page ended when it is full: the next page's after. */
  next_cursor: Maybe<Scalars['String']['output']>;
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

export type DealStatusCount = {
  __typename?: 'DealStatusCount';
  count: Scalars['Int']['output'];
  status: Scalars['String']['output'];
};

export type DealTimelineStep = {
  __typename?: 'DealTimelineStep';
  /** When the deal first reached it; null while not yet. */
  at: Maybe<Scalars['String']['output']>;
  /** started, purchased, received, uploaded or paid. */
  step: Scalars['String']['output'];
};

/** Why a creator cannot be hired on a campaign. */
export type HireBlock = {
  __typename?: 'HireBlock';
  /** CAMPAIGN_NOT_HIRING, DEAL_CREATOR_NOT_TARGETED, DEAL_CREATOR_ALREADY_HIRED or DEAL_NO_SLOTS_LEFT. */
  code: Scalars['String']['output'];
  /** For DEAL_CREATOR_NOT_TARGETED, the criterion the creator misses: tier, category, age, gender or ethnicity. */
  criterion: Maybe<Scalars['String']['output']>;
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
  campaign: Scalars['String']['input'];
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
  code: Maybe<Scalars['String']['output']>;
  created_at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Where its link goes in the web app; null when it is about nothing in particular. */
  link: Maybe<Scalars['String']['output']>;
  /** The sentence in the account's language. */
  message: Scalars['String']['output'];
  /** The values its text is filled with (amounts in cents). */
  params: Array<NotificationParam>;
  read: Scalars['Boolean']['output'];
  /** What it is about: deal, campaign, wallet or billing (src/domain/notifications.ts); null for nothing in particular. */
  subject: Maybe<Scalars['String']['output']>;
  subject_id: Maybe<Scalars['ID']['output']>;
};

export type NotificationPage = {
  __typename?: 'NotificationPage';
  items: Array<Notification>;
  /** The cursor of the next (older) page; null on the last page. */
  next_cursor: Maybe<Scalars['String']['output']>;
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
  duration_ms: Maybe<Scalars['Int']['output']>;
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
  image: Maybe<Scalars['String']['output']>;
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
  Brand: Maybe<Brand>;
  Brands: Array<Brand>;
  /** One of the company's campaigns; another company's id answers null. */
  Campaign: Maybe<Campaign>;
  /** The company's open draft of the creation wizard, or null. */
  CampaignDraft: Maybe<CampaignDraft>;
  /**
   * What hiring for a campaign may still do: its slots, per product and in all, and the creators already hired (the
   * same creator twice is refused), with the targeting discovery filters creators by.
   */
  CampaignHiring: Maybe<CampaignHiring>;
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
  Creator: Maybe<Creator>;
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
  Deal: Maybe<Deal>;
  /**
   * The company's deals, what needs the brand first (shipping a product, reviewing content), then the most recently
   * moved. `statuses` narrows to deal statuses (DEAL_STATUSES); `awaiting_brand` to the deals waiting for the brand;
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
  Product: Maybe<Product>;
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
  statuses?: InputMaybe<Array<Scalars['String']['input']>>;
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
  line2: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  postal_code: Maybe<Scalars['String']['output']>;
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
  decline_code: Maybe<Scalars['String']['output']>;
  /** The movement (its receipt), when it succeeded. */
  entry_id: Maybe<Scalars['ID']['output']>;
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
  confirmed_amount: Maybe<Scalars['Cents']['output']>;
  confirmed_at: Maybe<Scalars['String']['output']>;
  created_at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The reference to quote on the transfer, e.g. CH-7KQ2M9XD. */
  reference: Scalars['String']['output'];
  /** pending or confirmed. */
  status: Scalars['String']['output'];
};

export type CompanyFieldsFragment = { id: string, first_name: string | null, last_name: string | null, email: string, role: string, has_verified_email: boolean, onboard_position: number, phone: string | null, area_code: string | null, company_name: string | null, profile_picture_image: string | null, privacy: boolean, created_at: string, impersonated: boolean, language: string | null, session_id: string, bank_transfer_information: { id: string, company_id: string, full_name: string, account_number: string, routing_number: string, account_type: string, bank_address: string, recipient_name: string, purpose_of_payment: string, created_at: string } | null, wallet: { user_id: string, balance: number, currency: { id: string, name: string, symbol: string, code: string } } };

export type CompanyDataQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyDataQuery = { CompanyData: { id: string, first_name: string | null, last_name: string | null, email: string, role: string, has_verified_email: boolean, onboard_position: number, phone: string | null, area_code: string | null, company_name: string | null, profile_picture_image: string | null, privacy: boolean, created_at: string, impersonated: boolean, language: string | null, session_id: string, bank_transfer_information: { id: string, company_id: string, full_name: string, account_number: string, routing_number: string, account_type: string, bank_address: string, recipient_name: string, purpose_of_payment: string, created_at: string } | null, wallet: { user_id: string, balance: number, currency: { id: string, name: string, symbol: string, code: string } } } };

export type CompanyCreateMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type CompanyCreateMutation = { CompanyCreate: { status: boolean, message: string } };

export type CompanyLoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type CompanyLoginMutation = { CompanyLogin: { status: boolean, authorization: { token: string, type: string, expires_in: number } | null } };

export type CompanyLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type CompanyLogoutMutation = { CompanyLogout: { status: boolean, message: string } };

export type CompanyOnboardPositionOneMutationVariables = Exact<{
  company_name: string;
  first_name: string;
  last_name: string;
  phone: string;
  area_code: string;
}>;


export type CompanyOnboardPositionOneMutation = { CompanyOnboardPositionOne: { status: boolean, message: string } };

export type CompanyResendEmailVerificationCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type CompanyResendEmailVerificationCodeMutation = { CompanyResendEmailVerificationCode: { status: boolean, message: string } };

export type CompanyEmailVerificationByCodeMutationVariables = Exact<{
  email_validation_code: string;
}>;


export type CompanyEmailVerificationByCodeMutation = { CompanyEmailVerificationByCode: { status: boolean, message: string } };

export type RequestResetPasswordMutationVariables = Exact<{
  email: string;
}>;


export type RequestResetPasswordMutation = { RequestResetPassword: { status: boolean, message: string } };

export type ResetPasswordMutationMutationVariables = Exact<{
  email: string;
  token: string;
  password: string;
  password_confirmation: string;
}>;


export type ResetPasswordMutationMutation = { ResetPasswordMutation: { status: boolean, message: string } };

export type CompanyUpdateDataMutationVariables = Exact<{
  new_email?: string | null | undefined;
  privacy?: boolean | null | undefined;
  company_name?: string | null | undefined;
  password?: string | null | undefined;
  new_password?: string | null | undefined;
  confirm_password?: string | null | undefined;
}>;


export type CompanyUpdateDataMutation = { CompanyUpdateData: { status: boolean, message: string } };

export type CompanyUpdateProfilePictureMutationVariables = Exact<{
  image?: string | null | undefined;
}>;


export type CompanyUpdateProfilePictureMutation = { CompanyUpdateProfilePicture: { id: string, first_name: string | null, last_name: string | null, email: string, role: string, has_verified_email: boolean, onboard_position: number, phone: string | null, area_code: string | null, company_name: string | null, profile_picture_image: string | null, privacy: boolean, created_at: string, impersonated: boolean, language: string | null, session_id: string, bank_transfer_information: { id: string, company_id: string, full_name: string, account_number: string, routing_number: string, account_type: string, bank_address: string, recipient_name: string, purpose_of_payment: string, created_at: string } | null, wallet: { user_id: string, balance: number, currency: { id: string, name: string, symbol: string, code: string } } } };

export type CompanyDeleteMutationVariables = Exact<{ [key: string]: never; }>;


export type CompanyDeleteMutation = { CompanyDelete: { status: boolean, message: string } };

export type CompanyRequestToChangeEmailMutationVariables = Exact<{
  email: string;
  new_email: string;
  password: string;
}>;


export type CompanyRequestToChangeEmailMutation = { CompanyRequestToChangeEmail: { status: boolean, message: string } };

export type CompanyUpdateEmailMutationVariables = Exact<{
  password: string;
  token: string;
  old_email: string;
}>;


export type CompanyUpdateEmailMutation = { CompanyUpdateEmail: { status: boolean, authorization: { token: string, type: string, expires_in: number } | null } };

export type CompanyImpersonateMutationVariables = Exact<{
  token: string;
}>;


export type CompanyImpersonateMutation = { CompanyImpersonate: { status: boolean, authorization: { token: string, type: string, expires_in: number } | null } };

export type LiveChannelQueryVariables = Exact<{ [key: string]: never; }>;


export type LiveChannelQuery = { LiveChannel: { url: string, username: string, client_id_prefix: string, topics: Array<string> } };

export type CompanyUpdateLanguageMutationVariables = Exact<{
  language: string;
}>;


export type CompanyUpdateLanguageMutation = { CompanyUpdateLanguage: { id: string, language: string | null } };

export type ResetPasswordLinkQueryVariables = Exact<{
  token: string;
  email: string;
}>;


export type ResetPasswordLinkQuery = { ResetPasswordLink: string };

export type CampaignRowFieldsFragment = { id: string, name: string, kind: string, status: string, deals: number, deals_hired: number, spent: number, created_at: string, brand: { id: string, name: string }, products: Array<{ deals: number, product: { id: string, name: string } }> };

export type DealPriceFieldsFragment = { creator_fee: number, duration_extra: number, pro_surcharge: number, product_price: number, taxes: number, shipping: number, platform_fee: number, total: number };

export type CampaignDraftQueryVariables = Exact<{ [key: string]: never; }>;


export type CampaignDraftQuery = { CampaignDraft: { data: string, revision: number, updated_at: string } | null };

export type CampaignDraftSaveMutationVariables = Exact<{
  data: string;
  revision: number;
}>;


export type CampaignDraftSaveMutation = { CampaignDraftSave: { data: string, revision: number, updated_at: string } };

export type CampaignEditRejectedMutationVariables = Exact<{
  id: string;
}>;


export type CampaignEditRejectedMutation = { CampaignEditRejected: { revision: number } };

export type CampaignDraftDiscardMutationVariables = Exact<{ [key: string]: never; }>;


export type CampaignDraftDiscardMutation = { CampaignDraftDiscard: { status: boolean, message: string, code: string } };

export type CampaignSubmitMutationVariables = Exact<{
  campaign: string;
  payment_method: string;
  card_id?: string | null | undefined;
  expected_total: number;
  idempotency_key: string;
}>;


export type CampaignSubmitMutation = { CampaignSubmit: { id: string, name: string, status: string } };

export type CampaignsQueryVariables = Exact<{
  tab?: string | null | undefined;
  search?: string | null | undefined;
  sort?: string | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CampaignsQuery = { Campaigns: { total: number, total_estimated: boolean, next_cursor: string | null, page: number, page_size: number, tab: string | null, tabs: Array<{ tab: string, count: number }>, items: Array<{ id: string, name: string, kind: string, status: string, deals: number, deals_hired: number, spent: number, created_at: string, brand: { id: string, name: string }, products: Array<{ deals: number, product: { id: string, name: string } }> }> } };

export type CampaignQueryVariables = Exact<{
  id: string;
}>;


export type CampaignQuery = { Campaign: { delivery: string, taxes_cents: number | null, shipping_cents: number | null, creator_tier: string, category: string, ages: Array<string>, genders: Array<string>, ethnicities: Array<string>, must_haves: Array<string>, content_brief: string, format: string, links: Array<string>, video_duration: string | null, payment_method: string, payment_card: string | null, refunded: number, id: string, name: string, kind: string, status: string, deals: number, deals_hired: number, spent: number, created_at: string, resubmitted_from: { id: string, name: string } | null, resubmitted_as: { id: string, name: string, status: string } | null, products: Array<{ deals: number, product: { id: string, name: string, price: number, image: string | null } }>, price: { deals: number, creator_fees: number, duration_extras: number, pro_surcharges: number, product_prices: number, taxes: number, shipping: number, platform_fees: number, subtotal: number, card_fee: number, total: number, lines: Array<{ product_id: string, deals: number, total: number, per_deal: { creator_fee: number, duration_extra: number, pro_surcharge: number, product_price: number, taxes: number, shipping: number, platform_fee: number, total: number } }> }, status_history: Array<{ status: string, by: string, reason: string | null, created_at: string }>, brand: { id: string, name: string } } | null };

export type CampaignSpendQueryVariables = Exact<{ [key: string]: never; }>;


export type CampaignSpendQuery = { CampaignSpend: { active: number, spent: number } };

export type CampaignPauseMutationVariables = Exact<{
  id: string;
}>;


export type CampaignPauseMutation = { CampaignPause: { id: string, status: string } };

export type CampaignResumeMutationVariables = Exact<{
  id: string;
}>;


export type CampaignResumeMutation = { CampaignResume: { id: string, status: string } };

export type CampaignCancelMutationVariables = Exact<{
  id: string;
  idempotency_key: string;
}>;


export type CampaignCancelMutation = { CampaignCancel: { id: string, status: string, refunded: number } };

export type CampaignDeactivateMutationVariables = Exact<{
  id: string;
}>;


export type CampaignDeactivateMutation = { CampaignDeactivate: { id: string, status: string, refunded: number } };

export type CampaignWizardOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CampaignWizardOptionsQuery = { CompanyData: { id: string, wallet: { balance: number } }, Brands: Array<{ id: string, name: string }>, Products: { items: Array<{ id: string, name: string, price: number, brand: { id: string } }> }, Cards: Array<{ id: string, brand: string, last4: string, is_default: boolean }>, CampaignDraft: { data: string, revision: number, updated_at: string } | null };

export type BrandFieldsFragment = { id: string, name: string, description: string, products_count: number, created_at: string };

export type ProductFieldsFragment = { id: string, name: string, price: number, link: string, description: string, category: string, image: string | null, created_at: string, brand: { id: string, name: string } };

export type DashboardSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardSummaryQuery = { DashboardSummary: { brands: number, products: number, campaigns: number, wallet_balance: number, campaigns_rejected: number, content_to_review: number, content_received: number, spent_this_month: number } };

export type BrandsQueryVariables = Exact<{ [key: string]: never; }>;


export type BrandsQuery = { Brands: Array<{ id: string, name: string, description: string, products_count: number, created_at: string }> };

export type BrandQueryVariables = Exact<{
  id: string;
}>;


export type BrandQuery = { Brand: { id: string, name: string, description: string, products_count: number, created_at: string } | null };

export type BrandCreateMutationVariables = Exact<{
  name: string;
  description: string;
}>;


export type BrandCreateMutation = { BrandCreate: { id: string, name: string, description: string, products_count: number, created_at: string } };

export type BrandUpdateMutationVariables = Exact<{
  id: string;
  name: string;
  description: string;
}>;


export type BrandUpdateMutation = { BrandUpdate: { id: string, name: string, description: string, products_count: number, created_at: string } };

export type BrandDeleteMutationVariables = Exact<{
  id: string;
}>;


export type BrandDeleteMutation = { BrandDelete: { status: boolean, message: string } };

export type ProductsQueryVariables = Exact<{
  search?: string | null | undefined;
  brand_id?: string | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
}>;


export type ProductsQuery = { Products: { total: number, page: number, page_size: number, items: Array<{ id: string, name: string, price: number, link: string, description: string, category: string, image: string | null, created_at: string, brand: { id: string, name: string } }> } };

export type ProductQueryVariables = Exact<{
  id: string;
}>;


export type ProductQuery = { Product: { id: string, name: string, price: number, link: string, description: string, category: string, image: string | null, created_at: string, brand: { id: string, name: string } } | null };

export type ProductCreateMutationVariables = Exact<{
  brand_id: string;
  name: string;
  price: number;
  link: string;
  description: string;
  category: string;
  image?: string | null | undefined;
}>;


export type ProductCreateMutation = { ProductCreate: { id: string, name: string, price: number, link: string, description: string, category: string, image: string | null, created_at: string, brand: { id: string, name: string } } };

export type ProductUpdateMutationVariables = Exact<{
  id: string;
  brand_id: string;
  name: string;
  price: number;
  link: string;
  description: string;
  category: string;
  image?: string | null | undefined;
}>;


export type ProductUpdateMutation = { ProductUpdate: { id: string, name: string, price: number, link: string, description: string, category: string, image: string | null, created_at: string, brand: { id: string, name: string } } };

export type ProductDeleteMutationVariables = Exact<{
  id: string;
}>;


export type ProductDeleteMutation = { ProductDelete: { status: boolean, message: string } };

export type PortfolioItemFieldsFragment = { id: string, kind: string, content_type: string, url: string, thumbnail_url: string, width: number, height: number, duration_ms: number | null };

export type CreatorFieldsFragment = { id: string, name: string, handle: string, tier: string, categories: Array<string>, country: string, languages: Array<string>, gender: string, age: number, ethnicity: string, bio: string, created_at: string, portfolio: Array<{ id: string, kind: string, content_type: string, url: string, thumbnail_url: string, width: number, height: number, duration_ms: number | null }> };

export type CreatorsQueryVariables = Exact<{
  search?: string | null | undefined;
  tiers?: Array<string> | string | null | undefined;
  categories?: Array<string> | string | null | undefined;
  genders?: Array<string> | string | null | undefined;
  age_ranges?: Array<string> | string | null | undefined;
  ethnicities?: Array<string> | string | null | undefined;
  country?: string | null | undefined;
  language?: string | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CreatorsQuery = { Creators: { total: number, total_estimated: boolean, next_cursor: string | null, page: number, page_size: number, items: Array<{ id: string, name: string, handle: string, tier: string, categories: Array<string>, country: string, languages: Array<string>, gender: string, age: number, ethnicity: string, bio: string, created_at: string, portfolio: Array<{ id: string, kind: string, content_type: string, url: string, thumbnail_url: string, width: number, height: number, duration_ms: number | null }> }> } };

export type CreatorQueryVariables = Exact<{
  id: string;
}>;


export type CreatorQuery = { Creator: { id: string, name: string, handle: string, tier: string, categories: Array<string>, country: string, languages: Array<string>, gender: string, age: number, ethnicity: string, bio: string, created_at: string, portfolio: Array<{ id: string, kind: string, content_type: string, url: string, thumbnail_url: string, width: number, height: number, duration_ms: number | null }> } | null };

export type CreatorFitCountQueryVariables = Exact<{
  tiers?: Array<string> | string | null | undefined;
  categories?: Array<string> | string | null | undefined;
  genders?: Array<string> | string | null | undefined;
  age_ranges?: Array<string> | string | null | undefined;
  ethnicities?: Array<string> | string | null | undefined;
}>;


export type CreatorFitCountQuery = { CreatorFitCount: number };

export type CampaignCreatorsQueryVariables = Exact<{
  campaign_id: string;
  search?: string | null | undefined;
  tiers?: Array<string> | string | null | undefined;
  categories?: Array<string> | string | null | undefined;
  genders?: Array<string> | string | null | undefined;
  age_ranges?: Array<string> | string | null | undefined;
  ethnicities?: Array<string> | string | null | undefined;
  country?: string | null | undefined;
  language?: string | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CampaignCreatorsQuery = { Creators: { total: number, total_estimated: boolean, next_cursor: string | null, page: number, page_size: number, items: Array<{ id: string, name: string, handle: string, tier: string, categories: Array<string>, country: string, languages: Array<string>, gender: string, age: number, ethnicity: string, bio: string, created_at: string, hire_block: { code: string, criterion: string | null } | null, portfolio: Array<{ id: string, kind: string, content_type: string, url: string, thumbnail_url: string, width: number, height: number, duration_ms: number | null }> }> } };

export type DealCostFieldsFragment = { creator_fee: number, duration_extra: number, pro_surcharge: number, product_price: number, taxes: number, shipping: number, platform_fee: number, total: number };

export type DealCampaignFieldsFragment = { id: string, name: string, kind: string, status: string, must_haves: Array<string>, content_brief: string | null, format: string | null, brand: { id: string, name: string } };

export type DealCreatorFieldsFragment = { id: string, name: string, handle: string, tier: string, country: string, portfolio: Array<{ id: string, kind: string, thumbnail_url: string }> };

export type DealProductFieldsFragment = { id: string, name: string, price: number, image: string | null };

export type ContentItemFieldsFragment = { id: string, deal_id: string, kind: string, status: string, revision: number, feedback: string | null, file_name: string, content_type: string, size: number, url: string, thumbnail_url: string, download_url: string, width: number, height: number, duration_ms: number | null, created_at: string, reviewed_at: string | null };

export type DealSummaryFieldsFragment = { id: string, status: string, delivery: string, delivery_status: string, tracking_number: string | null, revisions: number, max_revisions: number, awaiting: string | null, due_at: string | null, due_outcome: string | null, created_at: string, updated_at: string, version: number, campaign: { id: string, name: string, kind: string }, product: { id: string, name: string }, creator: { id: string, name: string, handle: string, tier: string, country: string, portfolio: Array<{ id: string, kind: string, thumbnail_url: string }> } };

export type DealFieldsFragment = { publish_at: string | null, carrier: string | null, tracking_url: string | null, id: string, status: string, delivery: string, delivery_status: string, tracking_number: string | null, revisions: number, max_revisions: number, awaiting: string | null, due_at: string | null, due_outcome: string | null, created_at: string, updated_at: string, version: number, shipping_address: { name: string, line1: string, line2: string | null, city: string, region: string, postal_code: string | null, country: string } | null, campaign: { id: string, name: string, kind: string, status: string, must_haves: Array<string>, content_brief: string | null, format: string | null, brand: { id: string, name: string } }, product: { id: string, name: string, price: number, image: string | null }, timeline: Array<{ step: string, at: string | null }>, history: Array<{ id: string, event: string, by: string, status: string, at: string }>, content: Array<{ checked_must_haves: Array<string>, id: string, deal_id: string, kind: string, status: string, revision: number, feedback: string | null, file_name: string, content_type: string, size: number, url: string, thumbnail_url: string, download_url: string, width: number, height: number, duration_ms: number | null, created_at: string, reviewed_at: string | null }>, feedback: Array<{ id: string, revision: number, feedback: string, content_id: string | null, missing_must_haves: Array<string>, at: string }>, cost: { creator_fee: number, duration_extra: number, pro_surcharge: number, product_price: number, taxes: number, shipping: number, platform_fee: number, total: number }, creator: { id: string, name: string, handle: string, tier: string, country: string, portfolio: Array<{ id: string, kind: string, thumbnail_url: string }> } };

export type DealsQueryVariables = Exact<{
  statuses?: Array<string> | string | null | undefined;
  campaign_id?: string | null | undefined;
  awaiting_brand?: boolean | null | undefined;
  search?: string | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type DealsQuery = { Deals: { total: number, total_estimated: boolean, next_cursor: string | null, page: number, page_size: number, awaiting_brand: number, items: Array<{ id: string, status: string, delivery: string, delivery_status: string, tracking_number: string | null, revisions: number, max_revisions: number, awaiting: string | null, due_at: string | null, due_outcome: string | null, created_at: string, updated_at: string, version: number, campaign: { id: string, name: string, kind: string }, product: { id: string, name: string }, creator: { id: string, name: string, handle: string, tier: string, country: string, portfolio: Array<{ id: string, kind: string, thumbnail_url: string }> } }>, counts: Array<{ status: string, count: number }> } };

export type DashboardDealsQueryVariables = Exact<{
  page_size?: number | null | undefined;
}>;


export type DashboardDealsQuery = { Deals: { total: number, awaiting_brand: number, items: Array<{ id: string, status: string, delivery: string, delivery_status: string, tracking_number: string | null, revisions: number, max_revisions: number, awaiting: string | null, due_at: string | null, due_outcome: string | null, created_at: string, updated_at: string, version: number, campaign: { id: string, name: string, kind: string }, product: { id: string, name: string }, creator: { id: string, name: string, handle: string, tier: string, country: string, portfolio: Array<{ id: string, kind: string, thumbnail_url: string }> } }> } };

export type DealQueryVariables = Exact<{
  id: string;
}>;


export type DealQuery = { Deal: { publish_at: string | null, carrier: string | null, tracking_url: string | null, id: string, status: string, delivery: string, delivery_status: string, tracking_number: string | null, revisions: number, max_revisions: number, awaiting: string | null, due_at: string | null, due_outcome: string | null, created_at: string, updated_at: string, version: number, shipping_address: { name: string, line1: string, line2: string | null, city: string, region: string, postal_code: string | null, country: string } | null, campaign: { id: string, name: string, kind: string, status: string, must_haves: Array<string>, content_brief: string | null, format: string | null, brand: { id: string, name: string } }, product: { id: string, name: string, price: number, image: string | null }, timeline: Array<{ step: string, at: string | null }>, history: Array<{ id: string, event: string, by: string, status: string, at: string }>, content: Array<{ checked_must_haves: Array<string>, id: string, deal_id: string, kind: string, status: string, revision: number, feedback: string | null, file_name: string, content_type: string, size: number, url: string, thumbnail_url: string, download_url: string, width: number, height: number, duration_ms: number | null, created_at: string, reviewed_at: string | null }>, feedback: Array<{ id: string, revision: number, feedback: string, content_id: string | null, missing_must_haves: Array<string>, at: string }>, cost: { creator_fee: number, duration_extra: number, pro_surcharge: number, product_price: number, taxes: number, shipping: number, platform_fee: number, total: number }, creator: { id: string, name: string, handle: string, tier: string, country: string, portfolio: Array<{ id: string, kind: string, thumbnail_url: string }> } } | null };

export type CampaignHiringQueryVariables = Exact<{
  campaign_id: string;
}>;


export type CampaignHiringQuery = { CampaignHiring: { campaign_id: string, deals: number, hired: number, slots_left: number, can_hire: boolean, hired_creator_ids: Array<string>, tiers: Array<string>, categories: Array<string>, genders: Array<string>, age_ranges: Array<string>, ethnicities: Array<string>, campaign: { id: string, name: string, kind: string, status: string, must_haves: Array<string>, content_brief: string | null, format: string | null, brand: { id: string, name: string } }, products: Array<{ deals: number, hired: number, slots_left: number, from_wallet: number, product: { id: string, name: string, price: number, image: string | null }, per_deal: { creator_fee: number, duration_extra: number, pro_surcharge: number, product_price: number, taxes: number, shipping: number, platform_fee: number, total: number } }> } | null };

export type ContentItemsQueryVariables = Exact<{
  campaign_id?: string | null | undefined;
  brand_id?: string | null | undefined;
  kind?: string | null | undefined;
  status?: string | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ContentItemsQuery = { ContentItems: { total: number, page: number, page_size: number, total_estimated: boolean, next_cursor: string | null, download_all_url: string, items: Array<{ id: string, deal_id: string, kind: string, status: string, revision: number, feedback: string | null, file_name: string, content_type: string, size: number, url: string, thumbnail_url: string, download_url: string, width: number, height: number, duration_ms: number | null, created_at: string, reviewed_at: string | null, campaign: { id: string, name: string, brand: { id: string, name: string } }, creator: { id: string, name: string, handle: string }, product: { id: string, name: string } }> } };

export type DealHireMutationVariables = Exact<{
  campaign_id: string;
  product_id: string;
  creator_id: string;
  idempotency_key: string;
}>;


export type DealHireMutation = { DealHire: { id: string, status: string, delivery: string, delivery_status: string, tracking_number: string | null, revisions: number, max_revisions: number, awaiting: string | null, due_at: string | null, due_outcome: string | null, created_at: string, updated_at: string, version: number, campaign: { id: string, name: string, kind: string }, product: { id: string, name: string }, creator: { id: string, name: string, handle: string, tier: string, country: string, portfolio: Array<{ id: string, kind: string, thumbnail_url: string }> } } };

export type DealShipMutationVariables = Exact<{
  id: string;
  carrier: string;
  tracking_number: string;
}>;


export type DealShipMutation = { DealShip: { publish_at: string | null, carrier: string | null, tracking_url: string | null, id: string, status: string, delivery: string, delivery_status: string, tracking_number: string | null, revisions: number, max_revisions: number, awaiting: string | null, due_at: string | null, due_outcome: string | null, created_at: string, updated_at: string, version: number, shipping_address: { name: string, line1: string, line2: string | null, city: string, region: string, postal_code: string | null, country: string } | null, campaign: { id: string, name: string, kind: string, status: string, must_haves: Array<string>, content_brief: string | null, format: string | null, brand: { id: string, name: string } }, product: { id: string, name: string, price: number, image: string | null }, timeline: Array<{ step: string, at: string | null }>, history: Array<{ id: string, event: string, by: string, status: string, at: string }>, content: Array<{ checked_must_haves: Array<string>, id: string, deal_id: string, kind: string, status: string, revision: number, feedback: string | null, file_name: string, content_type: string, size: number, url: string, thumbnail_url: string, download_url: string, width: number, height: number, duration_ms: number | null, created_at: string, reviewed_at: string | null }>, feedback: Array<{ id: string, revision: number, feedback: string, content_id: string | null, missing_must_haves: Array<string>, at: string }>, cost: { creator_fee: number, duration_extra: number, pro_surcharge: number, product_price: number, taxes: number, shipping: number, platform_fee: number, total: number }, creator: { id: string, name: string, handle: string, tier: string, country: string, portfolio: Array<{ id: string, kind: string, thumbnail_url: string }> } } };

export type DealAcceptContentMutationVariables = Exact<{
  id: string;
}>;


export type DealAcceptContentMutation = { DealAcceptContent: { publish_at: string | null, carrier: string | null, tracking_url: string | null, id: string, status: string, delivery: string, delivery_status: string, tracking_number: string | null, revisions: number, max_revisions: number, awaiting: string | null, due_at: string | null, due_outcome: string | null, created_at: string, updated_at: string, version: number, shipping_address: { name: string, line1: string, line2: string | null, city: string, region: string, postal_code: string | null, country: string } | null, campaign: { id: string, name: string, kind: string, status: string, must_haves: Array<string>, content_brief: string | null, format: string | null, brand: { id: string, name: string } }, product: { id: string, name: string, price: number, image: string | null }, timeline: Array<{ step: string, at: string | null }>, history: Array<{ id: string, event: string, by: string, status: string, at: string }>, content: Array<{ checked_must_haves: Array<string>, id: string, deal_id: string, kind: string, status: string, revision: number, feedback: string | null, file_name: string, content_type: string, size: number, url: string, thumbnail_url: string, download_url: string, width: number, height: number, duration_ms: number | null, created_at: string, reviewed_at: string | null }>, feedback: Array<{ id: string, revision: number, feedback: string, content_id: string | null, missing_must_haves: Array<string>, at: string }>, cost: { creator_fee: number, duration_extra: number, pro_surcharge: number, product_price: number, taxes: number, shipping: number, platform_fee: number, total: number }, creator: { id: string, name: string, handle: string, tier: string, country: string, portfolio: Array<{ id: string, kind: string, thumbnail_url: string }> } } };

export type DealCheckMustHaveMutationVariables = Exact<{
  id: string;
  content_id: string;
  tag: string;
  checked: boolean;
}>;


export type DealCheckMustHaveMutation = { DealCheckMustHave: { id: string, checked_must_haves: Array<string> } };

export type DealDeclineContentMutationVariables = Exact<{
  id: string;
  feedback: string;
}>;


export type DealDeclineContentMutation = { DealDeclineContent: { publish_at: string | null, carrier: string | null, tracking_url: string | null, id: string, status: string, delivery: string, delivery_status: string, tracking_number: string | null, revisions: number, max_revisions: number, awaiting: string | null, due_at: string | null, due_outcome: string | null, created_at: string, updated_at: string, version: number, shipping_address: { name: string, line1: string, line2: string | null, city: string, region: string, postal_code: string | null, country: string } | null, campaign: { id: string, name: string, kind: string, status: string, must_haves: Array<string>, content_brief: string | null, format: string | null, brand: { id: string, name: string } }, product: { id: string, name: string, price: number, image: string | null }, timeline: Array<{ step: string, at: string | null }>, history: Array<{ id: string, event: string, by: string, status: string, at: string }>, content: Array<{ checked_must_haves: Array<string>, id: string, deal_id: string, kind: string, status: string, revision: number, feedback: string | null, file_name: string, content_type: string, size: number, url: string, thumbnail_url: string, download_url: string, width: number, height: number, duration_ms: number | null, created_at: string, reviewed_at: string | null }>, feedback: Array<{ id: string, revision: number, feedback: string, content_id: string | null, missing_must_haves: Array<string>, at: string }>, cost: { creator_fee: number, duration_extra: number, pro_surcharge: number, product_price: number, taxes: number, shipping: number, platform_fee: number, total: number }, creator: { id: string, name: string, handle: string, tier: string, country: string, portfolio: Array<{ id: string, kind: string, thumbnail_url: string }> } } };

export type DealCancelMutationVariables = Exact<{
  id: string;
}>;


export type DealCancelMutation = { DealCancel: { publish_at: string | null, carrier: string | null, tracking_url: string | null, id: string, status: string, delivery: string, delivery_status: string, tracking_number: string | null, revisions: number, max_revisions: number, awaiting: string | null, due_at: string | null, due_outcome: string | null, created_at: string, updated_at: string, version: number, shipping_address: { name: string, line1: string, line2: string | null, city: string, region: string, postal_code: string | null, country: string } | null, campaign: { id: string, name: string, kind: string, status: string, must_haves: Array<string>, content_brief: string | null, format: string | null, brand: { id: string, name: string } }, product: { id: string, name: string, price: number, image: string | null }, timeline: Array<{ step: string, at: string | null }>, history: Array<{ id: string, event: string, by: string, status: string, at: string }>, content: Array<{ checked_must_haves: Array<string>, id: string, deal_id: string, kind: string, status: string, revision: number, feedback: string | null, file_name: string, content_type: string, size: number, url: string, thumbnail_url: string, download_url: string, width: number, height: number, duration_ms: number | null, created_at: string, reviewed_at: string | null }>, feedback: Array<{ id: string, revision: number, feedback: string, content_id: string | null, missing_must_haves: Array<string>, at: string }>, cost: { creator_fee: number, duration_extra: number, pro_surcharge: number, product_price: number, taxes: number, shipping: number, platform_fee: number, total: number }, creator: { id: string, name: string, handle: string, tier: string, country: string, portfolio: Array<{ id: string, kind: string, thumbnail_url: string }> } } };

export type CardFieldsFragment = { id: string, brand: string, last4: string, exp_month: number, exp_year: number, cardholder_name: string, address_name: string, address: string, city: string, state: string, country: string, zip_code: string, is_default: boolean, created_at: string };

export type CardsQueryVariables = Exact<{ [key: string]: never; }>;


export type CardsQuery = { Cards: Array<{ id: string, brand: string, last4: string, exp_month: number, exp_year: number, cardholder_name: string, address_name: string, address: string, city: string, state: string, country: string, zip_code: string, is_default: boolean, created_at: string }> };

export type BillingEntryFieldsFragment = { id: string, created_at: string, kind: string, method: string, amount: number, fee: number, escrow: number, balance: number, card_brand: string | null, card_last4: string | null, reference: string | null, description: string | null, creator_name: string | null, short: number, has_receipt: boolean, receipt_number: string | null };

export type WireTransferFieldsFragment = { id: string, reference: string, amount: number, status: string, confirmed_amount: number | null, created_at: string, confirmed_at: string | null };

export type BankTransferFieldsFragment = { id: string, company_id: string, full_name: string, account_number: string, routing_number: string, account_type: string, bank_address: string, recipient_name: string, purpose_of_payment: string, created_at: string };

export type WalletOverviewQueryVariables = Exact<{
  wires?: Array<string> | string | null | undefined;
}>;


export type WalletOverviewQuery = { WalletOverview: { balance: number, currency: { id: string, name: string, symbol: string, code: string }, pending_wires: Array<{ id: string, reference: string, amount: number, status: string, confirmed_amount: number | null, created_at: string, confirmed_at: string | null }>, recent: Array<{ id: string, created_at: string, kind: string, method: string, amount: number, fee: number, escrow: number, balance: number, card_brand: string | null, card_last4: string | null, reference: string | null, description: string | null, creator_name: string | null, short: number, has_receipt: boolean, receipt_number: string | null }>, platform_bank: { beneficiary: string, bank_name: string, bank_address: string, account_number: string, routing_number: string, swift: string }, wire_arrivals: Array<{ reference: string, amount: number, short: number }> } };

export type BillingHistoryQueryVariables = Exact<{
  kind?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type BillingHistoryQuery = { BillingHistory: { total: number, total_estimated: boolean, next_cursor: string | null, page: number, page_size: number, items: Array<{ id: string, created_at: string, kind: string, method: string, amount: number, fee: number, escrow: number, balance: number, card_brand: string | null, card_last4: string | null, reference: string | null, description: string | null, creator_name: string | null, short: number, has_receipt: boolean, receipt_number: string | null }> } };

export type BillingProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingProfileQuery = { BillingProfile: { tax_id: string | null, bank_transfer_information: { id: string, company_id: string, full_name: string, account_number: string, routing_number: string, account_type: string, bank_address: string, recipient_name: string, purpose_of_payment: string, created_at: string } | null } };

export type CardAddMutationVariables = Exact<{
  token: string;
  cardholder_name: string;
  address_name: string;
  address: string;
  city: string;
  state: string;
  country: string;
  zip_code: string;
}>;


export type CardAddMutation = { CardAdd: { id: string, brand: string, last4: string, exp_month: number, exp_year: number, cardholder_name: string, address_name: string, address: string, city: string, state: string, country: string, zip_code: string, is_default: boolean, created_at: string } };

export type CardSetDefaultMutationVariables = Exact<{
  id: string;
}>;


export type CardSetDefaultMutation = { CardSetDefault: { id: string, brand: string, last4: string, exp_month: number, exp_year: number, cardholder_name: string, address_name: string, address: string, city: string, state: string, country: string, zip_code: string, is_default: boolean, created_at: string } };

export type CardDeleteMutationVariables = Exact<{
  id: string;
}>;


export type CardDeleteMutation = { CardDelete: { status: boolean, message: string, code: string, params: Array<{ name: string, value: string }> } };

export type WalletTopUpCardMutationVariables = Exact<{
  amount: number;
  card_id: string;
  idempotency_key: string;
}>;


export type WalletTopUpCardMutation = { WalletTopUpCard: { status: boolean, decline_code: string | null, amount: number, fee: number, balance: number, entry_id: string | null } };

export type WireTopUpRequestMutationVariables = Exact<{
  amount: number;
  idempotency_key: string;
}>;


export type WireTopUpRequestMutation = { WireTopUpRequest: { id: string, reference: string, amount: number, status: string, confirmed_amount: number | null, created_at: string, confirmed_at: string | null } };

export type BillingProfileUpdateMutationVariables = Exact<{
  tax_id: string;
  full_name: string;
  account_number: string;
  routing_number: string;
  account_type: string;
  bank_address: string;
  recipient_name: string;
  purpose_of_payment: string;
}>;


export type BillingProfileUpdateMutation = { BillingProfileUpdate: { tax_id: string | null, bank_transfer_information: { id: string, company_id: string, full_name: string, account_number: string, routing_number: string, account_type: string, bank_address: string, recipient_name: string, purpose_of_payment: string, created_at: string } | null } };

export type NotificationFieldsFragment = { id: string, code: string | null, message: string, subject: string | null, subject_id: string | null, link: string | null, read: boolean, created_at: string, params: Array<{ name: string, value: string }> };

export type NotificationsQueryVariables = Exact<{
  before?: string | null | undefined;
  page_size?: number | null | undefined;
  unread?: boolean | null | undefined;
}>;


export type NotificationsQuery = { Notifications: { next_cursor: string | null, unread: number, items: Array<{ id: string, code: string | null, message: string, subject: string | null, subject_id: string | null, link: string | null, read: boolean, created_at: string, params: Array<{ name: string, value: string }> }> } };

export type NotificationUnreadCountQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationUnreadCountQuery = { NotificationUnreadCount: number };

export type NotificationMarkReadMutationVariables = Exact<{
  id: string;
}>;


export type NotificationMarkReadMutation = { NotificationMarkRead: { status: boolean, unread: number } };

export type NotificationMarkAllReadMutationVariables = Exact<{ [key: string]: never; }>;


export type NotificationMarkAllReadMutation = { NotificationMarkAllRead: { status: boolean, unread: number } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const CompanyFieldsFragmentDoc = new TypedDocumentString(`
    fragment CompanyFields on CompanyData {
  id
  first_name
  last_name
  email
  role
  has_verified_email
  onboard_position
  phone
  area_code
  company_name
  profile_picture_image
  privacy
  created_at
  impersonated
  language
  session_id
  bank_transfer_information {
    id
    company_id
    full_name
    account_number
    routing_number
    account_type
    bank_address
    recipient_name
    purpose_of_payment
    created_at
  }
  wallet {
    user_id
    balance
    currency {
      id
      name
      symbol
      code
    }
  }
}
    `, {"fragmentName":"CompanyFields"}) as unknown as TypedDocumentString<CompanyFieldsFragment, unknown>;
export const CampaignRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment CampaignRowFields on Campaign {
  id
  name
  kind
  status
  deals
  deals_hired
  spent
  created_at
  brand {
    id
    name
  }
  products {
    deals
    product {
      id
      name
    }
  }
}
    `, {"fragmentName":"CampaignRowFields"}) as unknown as TypedDocumentString<CampaignRowFieldsFragment, unknown>;
export const DealPriceFieldsFragmentDoc = new TypedDocumentString(`
    fragment DealPriceFields on DealPrice {
  creator_fee
  duration_extra
  pro_surcharge
  product_price
  taxes
  shipping
  platform_fee
  total
}
    `, {"fragmentName":"DealPriceFields"}) as unknown as TypedDocumentString<DealPriceFieldsFragment, unknown>;
export const BrandFieldsFragmentDoc = new TypedDocumentString(`
    fragment BrandFields on Brand {
  id
  name
  description
  products_count
  created_at
}
    `, {"fragmentName":"BrandFields"}) as unknown as TypedDocumentString<BrandFieldsFragment, unknown>;
export const ProductFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductFields on Product {
  id
  name
  price
  link
  description
  category
  image
  created_at
  brand {
    id
    name
  }
}
    `, {"fragmentName":"ProductFields"}) as unknown as TypedDocumentString<ProductFieldsFragment, unknown>;
export const PortfolioItemFieldsFragmentDoc = new TypedDocumentString(`
    fragment PortfolioItemFields on PortfolioItem {
  id
  kind
  content_type
  url
  thumbnail_url
  width
  height
  duration_ms
}
    `, {"fragmentName":"PortfolioItemFields"}) as unknown as TypedDocumentString<PortfolioItemFieldsFragment, unknown>;
export const CreatorFieldsFragmentDoc = new TypedDocumentString(`
    fragment CreatorFields on Creator {
  id
  name
  handle
  tier
  categories
  country
  languages
  gender
  age
  ethnicity
  bio
  created_at
  portfolio {
    ...PortfolioItemFields
  }
}
    fragment PortfolioItemFields on PortfolioItem {
  id
  kind
  content_type
  url
  thumbnail_url
  width
  height
  duration_ms
}`, {"fragmentName":"CreatorFields"}) as unknown as TypedDocumentString<CreatorFieldsFragment, unknown>;
export const DealCreatorFieldsFragmentDoc = new TypedDocumentString(`
    fragment DealCreatorFields on Creator {
  id
  name
  handle
  tier
  country
  portfolio {
    id
    kind
    thumbnail_url
  }
}
    `, {"fragmentName":"DealCreatorFields"}) as unknown as TypedDocumentString<DealCreatorFieldsFragment, unknown>;
export const DealSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment DealSummaryFields on Deal {
  id
  status
  delivery
  delivery_status
  tracking_number
  revisions
  max_revisions
  awaiting
  due_at
  due_outcome
  created_at
  updated_at
  version
  campaign {
    id
    name
    kind
  }
  product {
    id
    name
  }
  creator {
    ...DealCreatorFields
  }
}
    fragment DealCreatorFields on Creator {
  id
  name
  handle
  tier
  country
  portfolio {
    id
    kind
    thumbnail_url
  }
}`, {"fragmentName":"DealSummaryFields"}) as unknown as TypedDocumentString<DealSummaryFieldsFragment, unknown>;
export const DealCampaignFieldsFragmentDoc = new TypedDocumentString(`
    fragment DealCampaignFields on DealCampaign {
  id
  name
  kind
  status
  brand {
    id
    name
  }
  must_haves
  content_brief
  format
}
    `, {"fragmentName":"DealCampaignFields"}) as unknown as TypedDocumentString<DealCampaignFieldsFragment, unknown>;
export const DealProductFieldsFragmentDoc = new TypedDocumentString(`
    fragment DealProductFields on Product {
  id
  name
  price
  image
}
    `, {"fragmentName":"DealProductFields"}) as unknown as TypedDocumentString<DealProductFieldsFragment, unknown>;
export const ContentItemFieldsFragmentDoc = new TypedDocumentString(`
    fragment ContentItemFields on ContentItem {
  id
  deal_id
  kind
  status
  revision
  feedback
  file_name
  content_type
  size
  url
  thumbnail_url
  download_url
  width
  height
  duration_ms
  created_at
  reviewed_at
}
    `, {"fragmentName":"ContentItemFields"}) as unknown as TypedDocumentString<ContentItemFieldsFragment, unknown>;
export const DealCostFieldsFragmentDoc = new TypedDocumentString(`
    fragment DealCostFields on DealCost {
  creator_fee
  duration_extra
  pro_surcharge
  product_price
  taxes
  shipping
  platform_fee
  total
}
    `, {"fragmentName":"DealCostFields"}) as unknown as TypedDocumentString<DealCostFieldsFragment, unknown>;
export const DealFieldsFragmentDoc = new TypedDocumentString(`
    fragment DealFields on Deal {
  ...DealSummaryFields
  publish_at
  carrier
  tracking_url
  shipping_address {
    name
    line1
    line2
    city
    region
    postal_code
    country
  }
  campaign {
    ...DealCampaignFields
  }
  product {
    ...DealProductFields
  }
  timeline {
    step
    at
  }
  history {
    id
    event
    by
    status
    at
  }
  content {
    ...ContentItemFields
    checked_must_haves
  }
  feedback {
    id
    revision
    feedback
    content_id
    missing_must_haves
    at
  }
  cost {
    ...DealCostFields
  }
}
    fragment DealCostFields on DealCost {
  creator_fee
  duration_extra
  pro_surcharge
  product_price
  taxes
  shipping
  platform_fee
  total
}
fragment DealCampaignFields on DealCampaign {
  id
  name
  kind
  status
  brand {
    id
    name
  }
  must_haves
  content_brief
  format
}
fragment DealCreatorFields on Creator {
  id
  name
  handle
  tier
  country
  portfolio {
    id
    kind
    thumbnail_url
  }
}
fragment DealProductFields on Product {
  id
  name
  price
  image
}
fragment ContentItemFields on ContentItem {
  id
  deal_id
  kind
  status
  revision
  feedback
  file_name
  content_type
  size
  url
  thumbnail_url
  download_url
  width
  height
  duration_ms
  created_at
  reviewed_at
}
fragment DealSummaryFields on Deal {
  id
  status
  delivery
  delivery_status
  tracking_number
  revisions
  max_revisions
  awaiting
  due_at
  due_outcome
  created_at
  updated_at
  version
  campaign {
    id
    name
    kind
  }
  product {
    id
    name
  }
  creator {
    ...DealCreatorFields
  }
}`, {"fragmentName":"DealFields"}) as unknown as TypedDocumentString<DealFieldsFragment, unknown>;
export const CardFieldsFragmentDoc = new TypedDocumentString(`
    fragment CardFields on Card {
  id
  brand
  last4
  exp_month
  exp_year
  cardholder_name
  address_name
  address
  city
  state
  country
  zip_code
  is_default
  created_at
}
    `, {"fragmentName":"CardFields"}) as unknown as TypedDocumentString<CardFieldsFragment, unknown>;
export const BillingEntryFieldsFragmentDoc = new TypedDocumentString(`
    fragment BillingEntryFields on BillingEntry {
  id
  created_at
  kind
  method
  amount
  fee
  escrow
  balance
  card_brand
  card_last4
  reference
  description
  creator_name
  short
  has_receipt
  receipt_number
}
    `, {"fragmentName":"BillingEntryFields"}) as unknown as TypedDocumentString<BillingEntryFieldsFragment, unknown>;
export const WireTransferFieldsFragmentDoc = new TypedDocumentString(`
    fragment WireTransferFields on WireTransfer {
  id
  reference
  amount
  status
  confirmed_amount
  created_at
  confirmed_at
}
    `, {"fragmentName":"WireTransferFields"}) as unknown as TypedDocumentString<WireTransferFieldsFragment, unknown>;
export const BankTransferFieldsFragmentDoc = new TypedDocumentString(`
    fragment BankTransferFields on BankTransferInformation {
  id
  company_id
  full_name
  account_number
  routing_number
  account_type
  bank_address
  recipient_name
  purpose_of_payment
  created_at
}
    `, {"fragmentName":"BankTransferFields"}) as unknown as TypedDocumentString<BankTransferFieldsFragment, unknown>;
export const NotificationFieldsFragmentDoc = new TypedDocumentString(`
    fragment NotificationFields on Notification {
  id
  code
  params {
    name
    value
  }
  message
  subject
  subject_id
  link
  read
  created_at
}
    `, {"fragmentName":"NotificationFields"}) as unknown as TypedDocumentString<NotificationFieldsFragment, unknown>;
export const CompanyDataDocument = new TypedDocumentString(`
    query CompanyData {
  CompanyData {
    ...CompanyFields
  }
}
    fragment CompanyFields on CompanyData {
  id
  first_name
  last_name
  email
  role
  has_verified_email
  onboard_position
  phone
  area_code
  company_name
  profile_picture_image
  privacy
  created_at
  impersonated
  language
  session_id
  bank_transfer_information {
    id
    company_id
    full_name
    account_number
    routing_number
    account_type
    bank_address
    recipient_name
    purpose_of_payment
    created_at
  }
  wallet {
    user_id
    balance
    currency {
      id
      name
      symbol
      code
    }
  }
}`) as unknown as TypedDocumentString<CompanyDataQuery, CompanyDataQueryVariables>;
export const CompanyCreateDocument = new TypedDocumentString(`
    mutation CompanyCreate($email: String!, $password: String!) {
  CompanyCreate(email: $email, password: $password) {
    status
    message
  }
}
    `) as unknown as TypedDocumentString<CompanyCreateMutation, CompanyCreateMutationVariables>;
export const CompanyLoginDocument = new TypedDocumentString(`
    mutation CompanyLogin($email: String!, $password: String!) {
  CompanyLogin(email: $email, password: $password) {
    status
    authorization {
      token
      type
      expires_in
    }
  }
}
    `) as unknown as TypedDocumentString<CompanyLoginMutation, CompanyLoginMutationVariables>;
export const CompanyLogoutDocument = new TypedDocumentString(`
    mutation CompanyLogout {
  CompanyLogout {
    status
    message
  }
}
    `) as unknown as TypedDocumentString<CompanyLogoutMutation, CompanyLogoutMutationVariables>;
export const CompanyOnboardPositionOneDocument = new TypedDocumentString(`
    mutation CompanyOnboardPositionOne($company_name: String!, $first_name: String!, $last_name: String!, $phone: String!, $area_code: String!) {
  CompanyOnboardPositionOne(
    company_name: $company_name
    first_name: $first_name
    last_name: $last_name
    phone: $phone
    area_code: $area_code
  ) {
    status
    message
  }
}
    `) as unknown as TypedDocumentString<CompanyOnboardPositionOneMutation, CompanyOnboardPositionOneMutationVariables>;
export const CompanyResendEmailVerificationCodeDocument = new TypedDocumentString(`
    mutation CompanyResendEmailVerificationCode {
  CompanyResendEmailVerificationCode {
    status
    message
  }
}
    `) as unknown as TypedDocumentString<CompanyResendEmailVerificationCodeMutation, CompanyResendEmailVerificationCodeMutationVariables>;
export const CompanyEmailVerificationByCodeDocument = new TypedDocumentString(`
    mutation CompanyEmailVerificationByCode($email_validation_code: String!) {
  CompanyEmailVerificationByCode(email_validation_code: $email_validation_code) {
    status
    message
  }
}
    `) as unknown as TypedDocumentString<CompanyEmailVerificationByCodeMutation, CompanyEmailVerificationByCodeMutationVariables>;
export const RequestResetPasswordDocument = new TypedDocumentString(`
    mutation RequestResetPassword($email: String!) {
  RequestResetPassword(email: $email, type: company) {
    status
    message
  }
}
    `) as unknown as TypedDocumentString<RequestResetPasswordMutation, RequestResetPasswordMutationVariables>;
export const ResetPasswordMutationDocument = new TypedDocumentString(`
    mutation ResetPasswordMutation($email: String!, $token: String!, $password: String!, $password_confirmation: String!) {
  ResetPasswordMutation(
    email: $email
    token: $token
    password: $password
    password_confirmation: $password_confirmation
  ) {
    status
    message
  }
}
    `) as unknown as TypedDocumentString<ResetPasswordMutationMutation, ResetPasswordMutationMutationVariables>;
export const CompanyUpdateDataDocument = new TypedDocumentString(`
    mutation CompanyUpdateData($new_email: String, $privacy: Boolean, $company_name: String, $password: String, $new_password: String, $confirm_password: String) {
  CompanyUpdateData(
    new_email: $new_email
    privacy: $privacy
    company_name: $company_name
    password: $password
    new_password: $new_password
    confirm_password: $confirm_password
  ) {
    status
    message
  }
}
    `) as unknown as TypedDocumentString<CompanyUpdateDataMutation, CompanyUpdateDataMutationVariables>;
export const CompanyUpdateProfilePictureDocument = new TypedDocumentString(`
    mutation CompanyUpdateProfilePicture($image: String) {
  CompanyUpdateProfilePicture(image: $image) {
    ...CompanyFields
  }
}
    fragment CompanyFields on CompanyData {
  id
  first_name
  last_name
  email
  role
  has_verified_email
  onboard_position
  phone
  area_code
  company_name
  profile_picture_image
  privacy
  created_at
  impersonated
  language
  session_id
  bank_transfer_information {
    id
    company_id
    full_name
    account_number
    routing_number
    account_type
    bank_address
    recipient_name
    purpose_of_payment
    created_at
  }
  wallet {
    user_id
    balance
    currency {
      id
      name
      symbol
      code
    }
  }
}`) as unknown as TypedDocumentString<CompanyUpdateProfilePictureMutation, CompanyUpdateProfilePictureMutationVariables>;
export const CompanyDeleteDocument = new TypedDocumentString(`
    mutation CompanyDelete {
  CompanyDelete {
    status
    message
  }
}
    `) as unknown as TypedDocumentString<CompanyDeleteMutation, CompanyDeleteMutationVariables>;
export const CompanyRequestToChangeEmailDocument = new TypedDocumentString(`
    mutation CompanyRequestToChangeEmail($email: String!, $new_email: String!, $password: String!) {
  CompanyRequestToChangeEmail(
    email: $email
    new_email: $new_email
    password: $password
  ) {
    status
    message
  }
}
    `) as unknown as TypedDocumentString<CompanyRequestToChangeEmailMutation, CompanyRequestToChangeEmailMutationVariables>;
export const CompanyUpdateEmailDocument = new TypedDocumentString(`
    mutation CompanyUpdateEmail($password: String!, $token: String!, $old_email: String!) {
  CompanyUpdateEmail(password: $password, token: $token, old_email: $old_email) {
    status
    authorization {
      token
      type
      expires_in
    }
  }
}
    `) as unknown as TypedDocumentString<CompanyUpdateEmailMutation, CompanyUpdateEmailMutationVariables>;
export const CompanyImpersonateDocument = new TypedDocumentString(`
    mutation CompanyImpersonate($token: String!) {
  CompanyImpersonate(token: $token) {
    status
    authorization {
      token
      type
      expires_in
    }
  }
}
    `) as unknown as TypedDocumentString<CompanyImpersonateMutation, CompanyImpersonateMutationVariables>;
export const LiveChannelDocument = new TypedDocumentString(`
    query LiveChannel {
  LiveChannel {
    url
    username
    client_id_prefix
    topics
  }
}
    `) as unknown as TypedDocumentString<LiveChannelQuery, LiveChannelQueryVariables>;
export const CompanyUpdateLanguageDocument = new TypedDocumentString(`
    mutation CompanyUpdateLanguage($language: String!) {
  CompanyUpdateLanguage(language: $language) {
    id
    language
  }
}
    `) as unknown as TypedDocumentString<CompanyUpdateLanguageMutation, CompanyUpdateLanguageMutationVariables>;
export const ResetPasswordLinkDocument = new TypedDocumentString(`
    query ResetPasswordLink($token: String!, $email: String!) {
  ResetPasswordLink(token: $token, email: $email)
}
    `) as unknown as TypedDocumentString<ResetPasswordLinkQuery, ResetPasswordLinkQueryVariables>;
export const CampaignDraftDocument = new TypedDocumentString(`
    query CampaignDraft {
  CampaignDraft {
    data
    revision
    updated_at
  }
}
    `) as unknown as TypedDocumentString<CampaignDraftQuery, CampaignDraftQueryVariables>;
export const CampaignDraftSaveDocument = new TypedDocumentString(`
    mutation CampaignDraftSave($data: String!, $revision: Int!) {
  CampaignDraftSave(data: $data, revision: $revision) {
    data
    revision
    updated_at
  }
}
    `) as unknown as TypedDocumentString<CampaignDraftSaveMutation, CampaignDraftSaveMutationVariables>;
export const CampaignEditRejectedDocument = new TypedDocumentString(`
    mutation CampaignEditRejected($id: ID!) {
  CampaignEditRejected(id: $id) {
    revision
  }
}
    `) as unknown as TypedDocumentString<CampaignEditRejectedMutation, CampaignEditRejectedMutationVariables>;
export const CampaignDraftDiscardDocument = new TypedDocumentString(`
    mutation CampaignDraftDiscard {
  CampaignDraftDiscard {
    status
    message
    code
  }
}
    `) as unknown as TypedDocumentString<CampaignDraftDiscardMutation, CampaignDraftDiscardMutationVariables>;
export const CampaignSubmitDocument = new TypedDocumentString(`
    mutation CampaignSubmit($campaign: String!, $payment_method: String!, $card_id: ID, $expected_total: Cents!, $idempotency_key: String!) {
  CampaignSubmit(
    campaign: $campaign
    payment_method: $payment_method
    card_id: $card_id
    expected_total: $expected_total
    idempotency_key: $idempotency_key
  ) {
    id
    name
    status
  }
}
    `) as unknown as TypedDocumentString<CampaignSubmitMutation, CampaignSubmitMutationVariables>;
export const CampaignsDocument = new TypedDocumentString(`
    query Campaigns($tab: String, $search: String, $sort: String, $page: Int, $page_size: Int, $after: String) {
  Campaigns(
    tab: $tab
    search: $search
    sort: $sort
    page: $page
    page_size: $page_size
    after: $after
  ) {
    total
    total_estimated
    next_cursor
    page
    page_size
    tab
    tabs {
      tab
      count
    }
    items {
      ...CampaignRowFields
    }
  }
}
    fragment CampaignRowFields on Campaign {
  id
  name
  kind
  status
  deals
  deals_hired
  spent
  created_at
  brand {
    id
    name
  }
  products {
    deals
    product {
      id
      name
    }
  }
}`) as unknown as TypedDocumentString<CampaignsQuery, CampaignsQueryVariables>;
export const CampaignDocument = new TypedDocumentString(`
    query Campaign($id: ID!) {
  Campaign(id: $id) {
    ...CampaignRowFields
    delivery
    taxes_cents
    shipping_cents
    creator_tier
    category
    ages
    genders
    ethnicities
    must_haves
    content_brief
    format
    links
    video_duration
    payment_method
    payment_card
    refunded
    resubmitted_from {
      id
      name
    }
    resubmitted_as {
      id
      name
      status
    }
    products {
      deals
      product {
        id
        name
        price
        image
      }
    }
    price {
      deals
      creator_fees
      duration_extras
      pro_surcharges
      product_prices
      taxes
      shipping
      platform_fees
      subtotal
      card_fee
      total
      lines {
        product_id
        deals
        total
        per_deal {
          ...DealPriceFields
        }
      }
    }
    status_history {
      status
      by
      reason
      created_at
    }
  }
}
    fragment CampaignRowFields on Campaign {
  id
  name
  kind
  status
  deals
  deals_hired
  spent
  created_at
  brand {
    id
    name
  }
  products {
    deals
    product {
      id
      name
    }
  }
}
fragment DealPriceFields on DealPrice {
  creator_fee
  duration_extra
  pro_surcharge
  product_price
  taxes
  shipping
  platform_fee
  total
}`) as unknown as TypedDocumentString<CampaignQuery, CampaignQueryVariables>;
export const CampaignSpendDocument = new TypedDocumentString(`
    query CampaignSpend {
  CampaignSpend {
    active
    spent
  }
}
    `) as unknown as TypedDocumentString<CampaignSpendQuery, CampaignSpendQueryVariables>;
export const CampaignPauseDocument = new TypedDocumentString(`
    mutation CampaignPause($id: ID!) {
  CampaignPause(id: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<CampaignPauseMutation, CampaignPauseMutationVariables>;
export const CampaignResumeDocument = new TypedDocumentString(`
    mutation CampaignResume($id: ID!) {
  CampaignResume(id: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<CampaignResumeMutation, CampaignResumeMutationVariables>;
export const CampaignCancelDocument = new TypedDocumentString(`
    mutation CampaignCancel($id: ID!, $idempotency_key: String!) {
  CampaignCancel(id: $id, idempotency_key: $idempotency_key) {
    id
    status
    refunded
  }
}
    `) as unknown as TypedDocumentString<CampaignCancelMutation, CampaignCancelMutationVariables>;
export const CampaignDeactivateDocument = new TypedDocumentString(`
    mutation CampaignDeactivate($id: ID!) {
  CampaignDeactivate(id: $id) {
    id
    status
    refunded
  }
}
    `) as unknown as TypedDocumentString<CampaignDeactivateMutation, CampaignDeactivateMutationVariables>;
export const CampaignWizardOptionsDocument = new TypedDocumentString(`
    query CampaignWizardOptions {
  CompanyData {
    id
    wallet {
      balance
    }
  }
  Brands {
    id
    name
  }
  Products(page_size: 100) {
    items {
      id
      name
      price
      brand {
        id
      }
    }
  }
  Cards {
    id
    brand
    last4
    is_default
  }
  CampaignDraft {
    data
    revision
    updated_at
  }
}
    `) as unknown as TypedDocumentString<CampaignWizardOptionsQuery, CampaignWizardOptionsQueryVariables>;
export const DashboardSummaryDocument = new TypedDocumentString(`
    query DashboardSummary {
  DashboardSummary {
    brands
    products
    campaigns
    wallet_balance
    campaigns_rejected
    content_to_review
    content_received
    spent_this_month
  }
}
    `) as unknown as TypedDocumentString<DashboardSummaryQuery, DashboardSummaryQueryVariables>;
export const BrandsDocument = new TypedDocumentString(`
    query Brands {
  Brands {
    ...BrandFields
  }
}
    fragment BrandFields on Brand {
  id
  name
  description
  products_count
  created_at
}`) as unknown as TypedDocumentString<BrandsQuery, BrandsQueryVariables>;
export const BrandDocument = new TypedDocumentString(`
    query Brand($id: ID!) {
  Brand(id: $id) {
    ...BrandFields
  }
}
    fragment BrandFields on Brand {
  id
  name
  description
  products_count
  created_at
}`) as unknown as TypedDocumentString<BrandQuery, BrandQueryVariables>;
export const BrandCreateDocument = new TypedDocumentString(`
    mutation BrandCreate($name: String!, $description: String!) {
  BrandCreate(name: $name, description: $description) {
    ...BrandFields
  }
}
    fragment BrandFields on Brand {
  id
  name
  description
  products_count
  created_at
}`) as unknown as TypedDocumentString<BrandCreateMutation, BrandCreateMutationVariables>;
export const BrandUpdateDocument = new TypedDocumentString(`
    mutation BrandUpdate($id: ID!, $name: String!, $description: String!) {
  BrandUpdate(id: $id, name: $name, description: $description) {
    ...BrandFields
  }
}
    fragment BrandFields on Brand {
  id
  name
  description
  products_count
  created_at
}`) as unknown as TypedDocumentString<BrandUpdateMutation, BrandUpdateMutationVariables>;
export const BrandDeleteDocument = new TypedDocumentString(`
    mutation BrandDelete($id: ID!) {
  BrandDelete(id: $id) {
    status
    message
  }
}
    `) as unknown as TypedDocumentString<BrandDeleteMutation, BrandDeleteMutationVariables>;
export const ProductsDocument = new TypedDocumentString(`
    query Products($search: String, $brand_id: ID, $page: Int, $page_size: Int) {
  Products(
    search: $search
    brand_id: $brand_id
    page: $page
    page_size: $page_size
  ) {
    items {
      ...ProductFields
    }
    total
    page
    page_size
  }
}
    fragment ProductFields on Product {
  id
  name
  price
  link
  description
  category
  image
  created_at
  brand {
    id
    name
  }
}`) as unknown as TypedDocumentString<ProductsQuery, ProductsQueryVariables>;
export const ProductDocument = new TypedDocumentString(`
    query Product($id: ID!) {
  Product(id: $id) {
    ...ProductFields
  }
}
    fragment ProductFields on Product {
  id
  name
  price
  link
  description
  category
  image
  created_at
  brand {
    id
    name
  }
}`) as unknown as TypedDocumentString<ProductQuery, ProductQueryVariables>;
export const ProductCreateDocument = new TypedDocumentString(`
    mutation ProductCreate($brand_id: ID!, $name: String!, $price: Cents!, $link: String!, $description: String!, $category: String!, $image: String) {
  ProductCreate(
    brand_id: $brand_id
    name: $name
    price: $price
    link: $link
    description: $description
    category: $category
    image: $image
  ) {
    ...ProductFields
  }
}
    fragment ProductFields on Product {
  id
  name
  price
  link
  description
  category
  image
  created_at
  brand {
    id
    name
  }
}`) as unknown as TypedDocumentString<ProductCreateMutation, ProductCreateMutationVariables>;
export const ProductUpdateDocument = new TypedDocumentString(`
    mutation ProductUpdate($id: ID!, $brand_id: ID!, $name: String!, $price: Cents!, $link: String!, $description: String!, $category: String!, $image: String) {
  ProductUpdate(
    id: $id
    brand_id: $brand_id
    name: $name
    price: $price
    link: $link
    description: $description
    category: $category
    image: $image
  ) {
    ...ProductFields
  }
}
    fragment ProductFields on Product {
  id
  name
  price
  link
  description
  category
  image
  created_at
  brand {
    id
    name
  }
}`) as unknown as TypedDocumentString<ProductUpdateMutation, ProductUpdateMutationVariables>;
export const ProductDeleteDocument = new TypedDocumentString(`
    mutation ProductDelete($id: ID!) {
  ProductDelete(id: $id) {
    status
    message
  }
}
    `) as unknown as TypedDocumentString<ProductDeleteMutation, ProductDeleteMutationVariables>;
export const CreatorsDocument = new TypedDocumentString(`
    query Creators($search: String, $tiers: [String!], $categories: [String!], $genders: [String!], $age_ranges: [String!], $ethnicities: [String!], $country: String, $language: String, $page: Int, $page_size: Int, $after: String) {
  Creators(
    search: $search
    tiers: $tiers
    categories: $categories
    genders: $genders
    age_ranges: $age_ranges
    ethnicities: $ethnicities
    country: $country
    language: $language
    page: $page
    page_size: $page_size
    after: $after
  ) {
    items {
      ...CreatorFields
    }
    total
    total_estimated
    next_cursor
    page
    page_size
  }
}
    fragment PortfolioItemFields on PortfolioItem {
  id
  kind
  content_type
  url
  thumbnail_url
  width
  height
  duration_ms
}
fragment CreatorFields on Creator {
  id
  name
  handle
  tier
  categories
  country
  languages
  gender
  age
  ethnicity
  bio
  created_at
  portfolio {
    ...PortfolioItemFields
  }
}`) as unknown as TypedDocumentString<CreatorsQuery, CreatorsQueryVariables>;
export const CreatorDocument = new TypedDocumentString(`
    query Creator($id: ID!) {
  Creator(id: $id) {
    ...CreatorFields
  }
}
    fragment PortfolioItemFields on PortfolioItem {
  id
  kind
  content_type
  url
  thumbnail_url
  width
  height
  duration_ms
}
fragment CreatorFields on Creator {
  id
  name
  handle
  tier
  categories
  country
  languages
  gender
  age
  ethnicity
  bio
  created_at
  portfolio {
    ...PortfolioItemFields
  }
}`) as unknown as TypedDocumentString<CreatorQuery, CreatorQueryVariables>;
export const CreatorFitCountDocument = new TypedDocumentString(`
    query CreatorFitCount($tiers: [String!], $categories: [String!], $genders: [String!], $age_ranges: [String!], $ethnicities: [String!]) {
  CreatorFitCount(
    tiers: $tiers
    categories: $categories
    genders: $genders
    age_ranges: $age_ranges
    ethnicities: $ethnicities
  )
}
    `) as unknown as TypedDocumentString<CreatorFitCountQuery, CreatorFitCountQueryVariables>;
export const CampaignCreatorsDocument = new TypedDocumentString(`
    query CampaignCreators($campaign_id: ID!, $search: String, $tiers: [String!], $categories: [String!], $genders: [String!], $age_ranges: [String!], $ethnicities: [String!], $country: String, $language: String, $page: Int, $page_size: Int, $after: String) {
  Creators(
    campaign_id: $campaign_id
    search: $search
    tiers: $tiers
    categories: $categories
    genders: $genders
    age_ranges: $age_ranges
    ethnicities: $ethnicities
    country: $country
    language: $language
    page: $page
    page_size: $page_size
    after: $after
  ) {
    items {
      ...CreatorFields
      hire_block(campaign_id: $campaign_id) {
        code
        criterion
      }
    }
    total
    total_estimated
    next_cursor
    page
    page_size
  }
}
    fragment PortfolioItemFields on PortfolioItem {
  id
  kind
  content_type
  url
  thumbnail_url
  width
  height
  duration_ms
}
fragment CreatorFields on Creator {
  id
  name
  handle
  tier
  categories
  country
  languages
  gender
  age
  ethnicity
  bio
  created_at
  portfolio {
    ...PortfolioItemFields
  }
}`) as unknown as TypedDocumentString<CampaignCreatorsQuery, CampaignCreatorsQueryVariables>;
export const DealsDocument = new TypedDocumentString(`
    query Deals($statuses: [String!], $campaign_id: ID, $awaiting_brand: Boolean, $search: String, $page: Int, $page_size: Int, $after: String) {
  Deals(
    statuses: $statuses
    campaign_id: $campaign_id
    awaiting_brand: $awaiting_brand
    search: $search
    page: $page
    page_size: $page_size
    after: $after
  ) {
    items {
      ...DealSummaryFields
    }
    total
    total_estimated
    next_cursor
    page
    page_size
    counts {
      status
      count
    }
    awaiting_brand
  }
}
    fragment DealCreatorFields on Creator {
  id
  name
  handle
  tier
  country
  portfolio {
    id
    kind
    thumbnail_url
  }
}
fragment DealSummaryFields on Deal {
  id
  status
  delivery
  delivery_status
  tracking_number
  revisions
  max_revisions
  awaiting
  due_at
  due_outcome
  created_at
  updated_at
  version
  campaign {
    id
    name
    kind
  }
  product {
    id
    name
  }
  creator {
    ...DealCreatorFields
  }
}`) as unknown as TypedDocumentString<DealsQuery, DealsQueryVariables>;
export const DashboardDealsDocument = new TypedDocumentString(`
    query DashboardDeals($page_size: Int = 5) {
  Deals(awaiting_brand: true, page: 1, page_size: $page_size) {
    items {
      ...DealSummaryFields
    }
    total
    awaiting_brand
  }
}
    fragment DealCreatorFields on Creator {
  id
  name
  handle
  tier
  country
  portfolio {
    id
    kind
    thumbnail_url
  }
}
fragment DealSummaryFields on Deal {
  id
  status
  delivery
  delivery_status
  tracking_number
  revisions
  max_revisions
  awaiting
  due_at
  due_outcome
  created_at
  updated_at
  version
  campaign {
    id
    name
    kind
  }
  product {
    id
    name
  }
  creator {
    ...DealCreatorFields
  }
}`) as unknown as TypedDocumentString<DashboardDealsQuery, DashboardDealsQueryVariables>;
export const DealDocument = new TypedDocumentString(`
    query Deal($id: ID!) {
  Deal(id: $id) {
    ...DealFields
  }
}
    fragment DealCostFields on DealCost {
  creator_fee
  duration_extra
  pro_surcharge
  product_price
  taxes
  shipping
  platform_fee
  total
}
fragment DealCampaignFields on DealCampaign {
  id
  name
  kind
  status
  brand {
    id
    name
  }
  must_haves
  content_brief
  format
}
fragment DealCreatorFields on Creator {
  id
  name
  handle
  tier
  country
  portfolio {
    id
    kind
    thumbnail_url
  }
}
fragment DealProductFields on Product {
  id
  name
  price
  image
}
fragment ContentItemFields on ContentItem {
  id
  deal_id
  kind
  status
  revision
  feedback
  file_name
  content_type
  size
  url
  thumbnail_url
  download_url
  width
  height
  duration_ms
  created_at
  reviewed_at
}
fragment DealSummaryFields on Deal {
  id
  status
  delivery
  delivery_status
  tracking_number
  revisions
  max_revisions
  awaiting
  due_at
  due_outcome
  created_at
  updated_at
  version
  campaign {
    id
    name
    kind
  }
  product {
    id
    name
  }
  creator {
    ...DealCreatorFields
  }
}
fragment DealFields on Deal {
  ...DealSummaryFields
  publish_at
  carrier
  tracking_url
  shipping_address {
    name
    line1
    line2
    city
    region
    postal_code
    country
  }
  campaign {
    ...DealCampaignFields
  }
  product {
    ...DealProductFields
  }
  timeline {
    step
    at
  }
  history {
    id
    event
    by
    status
    at
  }
  content {
    ...ContentItemFields
    checked_must_haves
  }
  feedback {
    id
    revision
    feedback
    content_id
    missing_must_haves
    at
  }
  cost {
    ...DealCostFields
  }
}`) as unknown as TypedDocumentString<DealQuery, DealQueryVariables>;
export const CampaignHiringDocument = new TypedDocumentString(`
    query CampaignHiring($campaign_id: ID!) {
  CampaignHiring(campaign_id: $campaign_id) {
    campaign_id
    campaign {
      ...DealCampaignFields
    }
    deals
    hired
    slots_left
    can_hire
    products {
      product {
        ...DealProductFields
      }
      deals
      hired
      slots_left
      per_deal {
        ...DealCostFields
      }
      from_wallet
    }
    hired_creator_ids
    tiers
    categories
    genders
    age_ranges
    ethnicities
  }
}
    fragment DealCostFields on DealCost {
  creator_fee
  duration_extra
  pro_surcharge
  product_price
  taxes
  shipping
  platform_fee
  total
}
fragment DealCampaignFields on DealCampaign {
  id
  name
  kind
  status
  brand {
    id
    name
  }
  must_haves
  content_brief
  format
}
fragment DealProductFields on Product {
  id
  name
  price
  image
}`) as unknown as TypedDocumentString<CampaignHiringQuery, CampaignHiringQueryVariables>;
export const ContentItemsDocument = new TypedDocumentString(`
    query ContentItems($campaign_id: ID, $brand_id: ID, $kind: String, $status: String, $page: Int, $page_size: Int, $after: String) {
  ContentItems(
    campaign_id: $campaign_id
    brand_id: $brand_id
    kind: $kind
    status: $status
    page: $page
    page_size: $page_size
    after: $after
  ) {
    items {
      ...ContentItemFields
      campaign {
        id
        name
        brand {
          id
          name
        }
      }
      creator {
        id
        name
        handle
      }
      product {
        id
        name
      }
    }
    total
    page
    page_size
    total_estimated
    next_cursor
    download_all_url
  }
}
    fragment ContentItemFields on ContentItem {
  id
  deal_id
  kind
  status
  revision
  feedback
  file_name
  content_type
  size
  url
  thumbnail_url
  download_url
  width
  height
  duration_ms
  created_at
  reviewed_at
}`) as unknown as TypedDocumentString<ContentItemsQuery, ContentItemsQueryVariables>;
export const DealHireDocument = new TypedDocumentString(`
    mutation DealHire($campaign_id: ID!, $product_id: ID!, $creator_id: ID!, $idempotency_key: String!) {
  DealHire(
    campaign_id: $campaign_id
    product_id: $product_id
    creator_id: $creator_id
    idempotency_key: $idempotency_key
  ) {
    ...DealSummaryFields
  }
}
    fragment DealCreatorFields on Creator {
  id
  name
  handle
  tier
  country
  portfolio {
    id
    kind
    thumbnail_url
  }
}
fragment DealSummaryFields on Deal {
  id
  status
  delivery
  delivery_status
  tracking_number
  revisions
  max_revisions
  awaiting
  due_at
  due_outcome
  created_at
  updated_at
  version
  campaign {
    id
    name
    kind
  }
  product {
    id
    name
  }
  creator {
    ...DealCreatorFields
  }
}`) as unknown as TypedDocumentString<DealHireMutation, DealHireMutationVariables>;
export const DealShipDocument = new TypedDocumentString(`
    mutation DealShip($id: ID!, $carrier: String!, $tracking_number: String!) {
  DealShip(id: $id, carrier: $carrier, tracking_number: $tracking_number) {
    ...DealFields
  }
}
    fragment DealCostFields on DealCost {
  creator_fee
  duration_extra
  pro_surcharge
  product_price
  taxes
  shipping
  platform_fee
  total
}
fragment DealCampaignFields on DealCampaign {
  id
  name
  kind
  status
  brand {
    id
    name
  }
  must_haves
  content_brief
  format
}
fragment DealCreatorFields on Creator {
  id
  name
  handle
  tier
  country
  portfolio {
    id
    kind
    thumbnail_url
  }
}
fragment DealProductFields on Product {
  id
  name
  price
  image
}
fragment ContentItemFields on ContentItem {
  id
  deal_id
  kind
  status
  revision
  feedback
  file_name
  content_type
  size
  url
  thumbnail_url
  download_url
  width
  height
  duration_ms
  created_at
  reviewed_at
}
fragment DealSummaryFields on Deal {
  id
  status
  delivery
  delivery_status
  tracking_number
  revisions
  max_revisions
  awaiting
  due_at
  due_outcome
  created_at
  updated_at
  version
  campaign {
    id
    name
    kind
  }
  product {
    id
    name
  }
  creator {
    ...DealCreatorFields
  }
}
fragment DealFields on Deal {
  ...DealSummaryFields
  publish_at
  carrier
  tracking_url
  shipping_address {
    name
    line1
    line2
    city
    region
    postal_code
    country
  }
  campaign {
    ...DealCampaignFields
  }
  product {
    ...DealProductFields
  }
  timeline {
    step
    at
  }
  history {
    id
    event
    by
    status
    at
  }
  content {
    ...ContentItemFields
    checked_must_haves
  }
  feedback {
    id
    revision
    feedback
    content_id
    missing_must_haves
    at
  }
  cost {
    ...DealCostFields
  }
}`) as unknown as TypedDocumentString<DealShipMutation, DealShipMutationVariables>;
export const DealAcceptContentDocument = new TypedDocumentString(`
    mutation DealAcceptContent($id: ID!) {
  DealAcceptContent(id: $id) {
    ...DealFields
  }
}
    fragment DealCostFields on DealCost {
  creator_fee
  duration_extra
  pro_surcharge
  product_price
  taxes
  shipping
  platform_fee
  total
}
fragment DealCampaignFields on DealCampaign {
  id
  name
  kind
  status
  brand {
    id
    name
  }
  must_haves
  content_brief
  format
}
fragment DealCreatorFields on Creator {
  id
  name
  handle
  tier
  country
  portfolio {
    id
    kind
    thumbnail_url
  }
}
fragment DealProductFields on Product {
  id
  name
  price
  image
}
fragment ContentItemFields on ContentItem {
  id
  deal_id
  kind
  status
  revision
  feedback
  file_name
  content_type
  size
  url
  thumbnail_url
  download_url
  width
  height
  duration_ms
  created_at
  reviewed_at
}
fragment DealSummaryFields on Deal {
  id
  status
  delivery
  delivery_status
  tracking_number
  revisions
  max_revisions
  awaiting
  due_at
  due_outcome
  created_at
  updated_at
  version
  campaign {
    id
    name
    kind
  }
  product {
    id
    name
  }
  creator {
    ...DealCreatorFields
  }
}
fragment DealFields on Deal {
  ...DealSummaryFields
  publish_at
  carrier
  tracking_url
  shipping_address {
    name
    line1
    line2
    city
    region
    postal_code
    country
  }
  campaign {
    ...DealCampaignFields
  }
  product {
    ...DealProductFields
  }
  timeline {
    step
    at
  }
  history {
    id
    event
    by
    status
    at
  }
  content {
    ...ContentItemFields
    checked_must_haves
  }
  feedback {
    id
    revision
    feedback
    content_id
    missing_must_haves
    at
  }
  cost {
    ...DealCostFields
  }
}`) as unknown as TypedDocumentString<DealAcceptContentMutation, DealAcceptContentMutationVariables>;
export const DealCheckMustHaveDocument = new TypedDocumentString(`
    mutation DealCheckMustHave($id: ID!, $content_id: ID!, $tag: String!, $checked: Boolean!) {
  DealCheckMustHave(
    id: $id
    content_id: $content_id
    tag: $tag
    checked: $checked
  ) {
    id
    checked_must_haves
  }
}
    `) as unknown as TypedDocumentString<DealCheckMustHaveMutation, DealCheckMustHaveMutationVariables>;
export const DealDeclineContentDocument = new TypedDocumentString(`
    mutation DealDeclineContent($id: ID!, $feedback: String!) {
  DealDeclineContent(id: $id, feedback: $feedback) {
    ...DealFields
  }
}
    fragment DealCostFields on DealCost {
  creator_fee
  duration_extra
  pro_surcharge
  product_price
  taxes
  shipping
  platform_fee
  total
}
fragment DealCampaignFields on DealCampaign {
  id
  name
  kind
  status
  brand {
    id
    name
  }
  must_haves
  content_brief
  format
}
fragment DealCreatorFields on Creator {
  id
  name
  handle
  tier
  country
  portfolio {
    id
    kind
    thumbnail_url
  }
}
fragment DealProductFields on Product {
  id
  name
  price
  image
}
fragment ContentItemFields on ContentItem {
  id
  deal_id
  kind
  status
  revision
  feedback
  file_name
  content_type
  size
  url
  thumbnail_url
  download_url
  width
  height
  duration_ms
  created_at
  reviewed_at
}
fragment DealSummaryFields on Deal {
  id
  status
  delivery
  delivery_status
  tracking_number
  revisions
  max_revisions
  awaiting
  due_at
  due_outcome
  created_at
  updated_at
  version
  campaign {
    id
    name
    kind
  }
  product {
    id
    name
  }
  creator {
    ...DealCreatorFields
  }
}
fragment DealFields on Deal {
  ...DealSummaryFields
  publish_at
  carrier
  tracking_url
  shipping_address {
    name
    line1
    line2
    city
    region
    postal_code
    country
  }
  campaign {
    ...DealCampaignFields
  }
  product {
    ...DealProductFields
  }
  timeline {
    step
    at
  }
  history {
    id
    event
    by
    status
    at
  }
  content {
    ...ContentItemFields
    checked_must_haves
  }
  feedback {
    id
    revision
    feedback
    content_id
    missing_must_haves
    at
  }
  cost {
    ...DealCostFields
  }
}`) as unknown as TypedDocumentString<DealDeclineContentMutation, DealDeclineContentMutationVariables>;
export const DealCancelDocument = new TypedDocumentString(`
    mutation DealCancel($id: ID!) {
  DealCancel(id: $id) {
    ...DealFields
  }
}
    fragment DealCostFields on DealCost {
  creator_fee
  duration_extra
  pro_surcharge
  product_price
  taxes
  shipping
  platform_fee
  total
}
fragment DealCampaignFields on DealCampaign {
  id
  name
  kind
  status
  brand {
    id
    name
  }
  must_haves
  content_brief
  format
}
fragment DealCreatorFields on Creator {
  id
  name
  handle
  tier
  country
  portfolio {
    id
    kind
    thumbnail_url
  }
}
fragment DealProductFields on Product {
  id
  name
  price
  image
}
fragment ContentItemFields on ContentItem {
  id
  deal_id
  kind
  status
  revision
  feedback
  file_name
  content_type
  size
  url
  thumbnail_url
  download_url
  width
  height
  duration_ms
  created_at
  reviewed_at
}
fragment DealSummaryFields on Deal {
  id
  status
  delivery
  delivery_status
  tracking_number
  revisions
  max_revisions
  awaiting
  due_at
  due_outcome
  created_at
  updated_at
  version
  campaign {
    id
    name
    kind
  }
  product {
    id
    name
  }
  creator {
    ...DealCreatorFields
  }
}
fragment DealFields on Deal {
  ...DealSummaryFields
  publish_at
  carrier
  tracking_url
  shipping_address {
    name
    line1
    line2
    city
    region
    postal_code
    country
  }
  campaign {
    ...DealCampaignFields
  }
  product {
    ...DealProductFields
  }
  timeline {
    step
    at
  }
  history {
    id
    event
    by
    status
    at
  }
  content {
    ...ContentItemFields
    checked_must_haves
  }
  feedback {
    id
    revision
    feedback
    content_id
    missing_must_haves
    at
  }
  cost {
    ...DealCostFields
  }
}`) as unknown as TypedDocumentString<DealCancelMutation, DealCancelMutationVariables>;
export const CardsDocument = new TypedDocumentString(`
    query Cards {
  Cards {
    ...CardFields
  }
}
    fragment CardFields on Card {
  id
  brand
  last4
  exp_month
  exp_year
  cardholder_name
  address_name
  address
  city
  state
  country
  zip_code
  is_default
  created_at
}`) as unknown as TypedDocumentString<CardsQuery, CardsQueryVariables>;
export const WalletOverviewDocument = new TypedDocumentString(`
    query WalletOverview($wires: [String!]) {
  WalletOverview(wires: $wires) {
    balance
    currency {
      id
      name
      symbol
      code
    }
    pending_wires {
      ...WireTransferFields
    }
    recent {
      ...BillingEntryFields
    }
    platform_bank {
      beneficiary
      bank_name
      bank_address
      account_number
      routing_number
      swift
    }
    wire_arrivals {
      reference
      amount
      short
    }
  }
}
    fragment BillingEntryFields on BillingEntry {
  id
  created_at
  kind
  method
  amount
  fee
  escrow
  balance
  card_brand
  card_last4
  reference
  description
  creator_name
  short
  has_receipt
  receipt_number
}
fragment WireTransferFields on WireTransfer {
  id
  reference
  amount
  status
  confirmed_amount
  created_at
  confirmed_at
}`) as unknown as TypedDocumentString<WalletOverviewQuery, WalletOverviewQueryVariables>;
export const BillingHistoryDocument = new TypedDocumentString(`
    query BillingHistory($kind: String, $from: String, $to: String, $page: Int, $page_size: Int, $after: String) {
  BillingHistory(
    kind: $kind
    from: $from
    to: $to
    page: $page
    page_size: $page_size
    after: $after
  ) {
    items {
      ...BillingEntryFields
    }
    total
    total_estimated
    next_cursor
    page
    page_size
  }
}
    fragment BillingEntryFields on BillingEntry {
  id
  created_at
  kind
  method
  amount
  fee
  escrow
  balance
  card_brand
  card_last4
  reference
  description
  creator_name
  short
  has_receipt
  receipt_number
}`) as unknown as TypedDocumentString<BillingHistoryQuery, BillingHistoryQueryVariables>;
export const BillingProfileDocument = new TypedDocumentString(`
    query BillingProfile {
  BillingProfile {
    tax_id
    bank_transfer_information {
      ...BankTransferFields
    }
  }
}
    fragment BankTransferFields on BankTransferInformation {
  id
  company_id
  full_name
  account_number
  routing_number
  account_type
  bank_address
  recipient_name
  purpose_of_payment
  created_at
}`) as unknown as TypedDocumentString<BillingProfileQuery, BillingProfileQueryVariables>;
export const CardAddDocument = new TypedDocumentString(`
    mutation CardAdd($token: String!, $cardholder_name: String!, $address_name: String!, $address: String!, $city: String!, $state: String!, $country: String!, $zip_code: String!) {
  CardAdd(
    token: $token
    cardholder_name: $cardholder_name
    address_name: $address_name
    address: $address
    city: $city
    state: $state
    country: $country
    zip_code: $zip_code
  ) {
    ...CardFields
  }
}
    fragment CardFields on Card {
  id
  brand
  last4
  exp_month
  exp_year
  cardholder_name
  address_name
  address
  city
  state
  country
  zip_code
  is_default
  created_at
}`) as unknown as TypedDocumentString<CardAddMutation, CardAddMutationVariables>;
export const CardSetDefaultDocument = new TypedDocumentString(`
    mutation CardSetDefault($id: ID!) {
  CardSetDefault(id: $id) {
    ...CardFields
  }
}
    fragment CardFields on Card {
  id
  brand
  last4
  exp_month
  exp_year
  cardholder_name
  address_name
  address
  city
  state
  country
  zip_code
  is_default
  created_at
}`) as unknown as TypedDocumentString<CardSetDefaultMutation, CardSetDefaultMutationVariables>;
export const CardDeleteDocument = new TypedDocumentString(`
    mutation CardDelete($id: ID!) {
  CardDelete(id: $id) {
    status
    message
    code
    params {
      name
      value
    }
  }
}
    `) as unknown as TypedDocumentString<CardDeleteMutation, CardDeleteMutationVariables>;
export const WalletTopUpCardDocument = new TypedDocumentString(`
    mutation WalletTopUpCard($amount: Cents!, $card_id: ID!, $idempotency_key: String!) {
  WalletTopUpCard(
    amount: $amount
    card_id: $card_id
    idempotency_key: $idempotency_key
  ) {
    status
    decline_code
    amount
    fee
    balance
    entry_id
  }
}
    `) as unknown as TypedDocumentString<WalletTopUpCardMutation, WalletTopUpCardMutationVariables>;
export const WireTopUpRequestDocument = new TypedDocumentString(`
    mutation WireTopUpRequest($amount: Cents!, $idempotency_key: String!) {
  WireTopUpRequest(amount: $amount, idempotency_key: $idempotency_key) {
    ...WireTransferFields
  }
}
    fragment WireTransferFields on WireTransfer {
  id
  reference
  amount
  status
  confirmed_amount
  created_at
  confirmed_at
}`) as unknown as TypedDocumentString<WireTopUpRequestMutation, WireTopUpRequestMutationVariables>;
export const BillingProfileUpdateDocument = new TypedDocumentString(`
    mutation BillingProfileUpdate($tax_id: String!, $full_name: String!, $account_number: String!, $routing_number: String!, $account_type: String!, $bank_address: String!, $recipient_name: String!, $purpose_of_payment: String!) {
  BillingProfileUpdate(
    tax_id: $tax_id
    full_name: $full_name
    account_number: $account_number
    routing_number: $routing_number
    account_type: $account_type
    bank_address: $bank_address
    recipient_name: $recipient_name
    purpose_of_payment: $purpose_of_payment
  ) {
    tax_id
    bank_transfer_information {
      ...BankTransferFields
    }
  }
}
    fragment BankTransferFields on BankTransferInformation {
  id
  company_id
  full_name
  account_number
  routing_number
  account_type
  bank_address
  recipient_name
  purpose_of_payment
  created_at
}`) as unknown as TypedDocumentString<BillingProfileUpdateMutation, BillingProfileUpdateMutationVariables>;
export const NotificationsDocument = new TypedDocumentString(`
    query Notifications($before: String, $page_size: Int, $unread: Boolean) {
  Notifications(before: $before, page_size: $page_size, unread: $unread) {
    items {
      ...NotificationFields
    }
    next_cursor
    unread
  }
}
    fragment NotificationFields on Notification {
  id
  code
  params {
    name
    value
  }
  message
  subject
  subject_id
  link
  read
  created_at
}`) as unknown as TypedDocumentString<NotificationsQuery, NotificationsQueryVariables>;
export const NotificationUnreadCountDocument = new TypedDocumentString(`
    query NotificationUnreadCount {
  NotificationUnreadCount
}
    `) as unknown as TypedDocumentString<NotificationUnreadCountQuery, NotificationUnreadCountQueryVariables>;
export const NotificationMarkReadDocument = new TypedDocumentString(`
    mutation NotificationMarkRead($id: ID!) {
  NotificationMarkRead(id: $id) {
    status
    unread
  }
}
    `) as unknown as TypedDocumentString<NotificationMarkReadMutation, NotificationMarkReadMutationVariables>;
export const NotificationMarkAllReadDocument = new TypedDocumentString(`
    mutation NotificationMarkAllRead {
  NotificationMarkAllRead {
    status
    unread
  }
}
    `) as unknown as TypedDocumentString<NotificationMarkAllReadMutation, NotificationMarkAllReadMutationVariables>;