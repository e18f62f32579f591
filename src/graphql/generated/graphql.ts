/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/**
 * A campaign as the wizard submits it. The shapes are the contract's; the rules (lengths, choices, the products'
 * deals adding up to the campaign's, the compensation of refund delivery) are CampaignInput of src/domain/campaign.ts,
 * and a campaign that breaks one is refused with the field to mend.
 */
export type CampaignInput = {
  /** AGE_RANGES of src/domain/campaign.ts, e.g. 18_24. */
  ages: Array<string>;
  brand_id: string;
  category: string;
  content_brief: string;
  /** basic or pro. */
  creator_tier: string;
  deals: number;
  /** refund or shipping. */
  delivery: string;
  ethnicities: Array<string>;
  /** portrait, landscape, square or any. */
  format: string;
  genders: Array<string>;
  kind: CampaignKind;
  links: Array<string>;
  must_haves: Array<string>;
  name: string;
  products: Array<CampaignProductInput>;
  /** What a refund delivery pays back for shipping (cents); required with refund delivery. */
  shipping_cents?: number | null | undefined;
  /** What a refund delivery pays back for taxes (cents); required with refund delivery. */
  taxes_cents?: number | null | undefined;
  /** VIDEO_DURATIONS of src/domain/campaign.ts, e.g. 30s; for video kinds. */
  video_duration?: string | null | undefined;
};

/** What a campaign asks creators for (CAMPAIGN_KINDS of src/domain/campaign.ts). */
export type CampaignKind =
  | 'product_package'
  | 'social_media'
  | 'ugc_image'
  | 'ugc_video';

/** One product of a campaign and how many of its deals feature it. */
export type CampaignProductInput = {
  deals: number;
  product_id: string;
};

/** A content item's review status (CONTENT_STATUSES of src/domain/content.ts). */
export type ContentStatus =
  | 'accepted'
  | 'bought'
  | 'created'
  | 'denied'
  | 'pending_approval';

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

/** Where a deal's product is on its way to the creator (DELIVERY_STATUSES of src/domain/deal.ts). */
export type DeliveryStatus =
  | 'canceled'
  | 'delivered'
  | 'pending_delivery'
  | 'pending_shipping';

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

export type CampaignRowFieldsFragment = { id: string, name: string, kind: CampaignKind, status: string, deals: number, deals_hired: number, spent: number, created_at: string, brand: { id: string, name: string }, products: Array<{ deals: number, product: { id: string, name: string } }> };

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
  campaign: CampaignInput;
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


export type CampaignsQuery = { Campaigns: { total: number, total_estimated: boolean, next_cursor: string | null, page: number, page_size: number, tab: string | null, tabs: Array<{ tab: string, count: number }>, items: Array<{ id: string, name: string, kind: CampaignKind, status: string, deals: number, deals_hired: number, spent: number, created_at: string, brand: { id: string, name: string }, products: Array<{ deals: number, product: { id: string, name: string } }> }> } };

export type CampaignQueryVariables = Exact<{
  id: string;
}>;


export type CampaignQuery = { Campaign: { delivery: string, taxes_cents: number | null, shipping_cents: number | null, creator_tier: string, category: string, ages: Array<string>, genders: Array<string>, ethnicities: Array<string>, must_haves: Array<string>, content_brief: string, format: string, links: Array<string>, video_duration: string | null, payment_method: string, payment_card: string | null, refunded: number, id: string, name: string, kind: CampaignKind, status: string, deals: number, deals_hired: number, spent: number, created_at: string, resubmitted_from: { id: string, name: string } | null, resubmitted_as: { id: string, name: string, status: string } | null, products: Array<{ deals: number, product: { id: string, name: string, price: number, image: string | null } }>, price: { deals: number, creator_fees: number, duration_extras: number, pro_surcharges: number, product_prices: number, taxes: number, shipping: number, platform_fees: number, subtotal: number, card_fee: number, total: number, lines: Array<{ product_id: string, deals: number, total: number, per_deal: { creator_fee: number, duration_extra: number, pro_surcharge: number, product_price: number, taxes: number, shipping: number, platform_fee: number, total: number } }> }, status_history: Array<{ status: string, by: string, reason: string | null, created_at: string }>, brand: { id: string, name: string } } | null };

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

export type DealCampaignFieldsFragment = { id: string, name: string, kind: CampaignKind, status: string, must_haves: Array<string>, content_brief: string | null, format: string | null, brand: { id: string, name: string } };

export type DealCreatorFieldsFragment = { id: string, name: string, handle: string, tier: string, country: string, portfolio: Array<{ id: string, kind: string, thumbnail_url: string }> };

export type DealProductFieldsFragment = { id: string, name: string, price: number, image: string | null };

export type ContentItemFieldsFragment = { id: string, deal_id: string, kind: string, status: ContentStatus, revision: number, feedback: string | null, file_name: string, content_type: string, size: number, url: string, thumbnail_url: string, download_url: string, width: number, height: number, duration_ms: number | null, created_at: string, reviewed_at: string | null };

export type DealSummaryFieldsFragment = { id: string, status: DealStatus, delivery: string, delivery_status: DeliveryStatus, tracking_number: string | null, revisions: number, max_revisions: number, awaiting: string | null, due_at: string | null, due_outcome: string | null, created_at: string, updated_at: string, version: number, campaign: { id: string, name: string, kind: CampaignKind }, product: { id: string, name: string }, creator: { id: string, name: string, handle: string, tier: string, country: string, portfolio: Array<{ id: string, kind: string, thumbnail_url: string }> } };

export type DealFieldsFragment = { publish_at: string | null, carrier: string | null, tracking_url: string | null, id: string, status: DealStatus, delivery: string, delivery_status: DeliveryStatus, tracking_number: string | null, revisions: number, max_revisions: number, awaiting: string | null, due_at: string | null, due_outcome: string | null, created_at: string, updated_at: string, version: number, shipping_address: { name: string, line1: string, line2: string | null, city: string, region: string, postal_code: string | null, country: string } | null, campaign: { id: string, name: string, kind: CampaignKind, status: string, must_haves: Array<string>, content_brief: string | null, format: string | null, brand: { id: string, name: string } }, product: { id: string, name: string, price: number, image: string | null }, timeline: Array<{ step: string, at: string | null }>, history: Array<{ id: string, event: string, by: string, status: DealStatus, at: string }>, content: Array<{ checked_must_haves: Array<string>, id: string, deal_id: string, kind: string, status: ContentStatus, revision: number, feedback: string | null, file_name: string, content_type: string, size: number, url: string, thumbnail_url: string, download_url: string, width: number, height: number, duration_ms: number | null, created_at: string, reviewed_at: string | null }>, feedback: Array<{ id: string, revision: number, feedback: string, content_id: string | null, missing_must_haves: Array<string>, at: string }>, cost: { creator_fee: number, duration_extra: number, pro_surcharge: number, product_price: number, taxes: number, shipping: number, platform_fee: number, total: number }, creator: { id: string, name: string, handle: string, tier: string, country: string, portfolio: Array<{ id: string, kind: string, thumbnail_url: string }> } };

export type DealsQueryVariables = Exact<{
  statuses?: Array<DealStatus> | DealStatus | null | undefined;
  campaign_id?: string | null | undefined;
  awaiting_brand?: boolean | null | undefined;
  search?: string | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type DealsQuery = { Deals: { total: number, total_estimated: boolean, next_cursor: string | null, page: number, page_size: number, awaiting_brand: number, items: Array<{ id: string, status: DealStatus, delivery: string, delivery_status: DeliveryStatus, tracking_number: string | null, revisions: number, max_revisions: number, awaiting: string | null, due_at: string | null, due_outcome: string | null, created_at: string, updated_at: string, version: number, campaign: { id: string, name: string, kind: CampaignKind }, product: { id: string, name: string }, creator: { id: string, name: string, handle: string, tier: string, country: string, portfolio: Array<{ id: string, kind: string, thumbnail_url: string }> } }>, counts: Array<{ status: DealStatus, count: number }> } };

export type DashboardDealsQueryVariables = Exact<{
  page_size?: number | null | undefined;
}>;


export type DashboardDealsQuery = { Deals: { total: number, awaiting_brand: number, items: Array<{ id: string, status: DealStatus, delivery: string, delivery_status: DeliveryStatus, tracking_number: string | null, revisions: number, max_revisions: number, awaiting: string | null, due_at: string | null, due_outcome: string | null, created_at: string, updated_at: string, version: number, campaign: { id: string, name: string, kind: CampaignKind }, product: { id: string, name: string }, creator: { id: string, name: string, handle: string, tier: string, country: string, portfolio: Array<{ id: string, kind: string, thumbnail_url: string }> } }> } };

export type DealQueryVariables = Exact<{
  id: string;
}>;


export type DealQuery = { Deal: { publish_at: string | null, carrier: string | null, tracking_url: string | null, id: string, status: DealStatus, delivery: string, delivery_status: DeliveryStatus, tracking_number: string | null, revisions: number, max_revisions: number, awaiting: string | null, due_at: string | null, due_outcome: string | null, created_at: string, updated_at: string, version: number, shipping_address: { name: string, line1: string, line2: string | null, city: string, region: string, postal_code: string | null, country: string } | null, campaign: { id: string, name: string, kind: CampaignKind, status: string, must_haves: Array<string>, content_brief: string | null, format: string | null, brand: { id: string, name: string } }, product: { id: string, name: string, price: number, image: string | null }, timeline: Array<{ step: string, at: string | null }>, history: Array<{ id: string, event: string, by: string, status: DealStatus, at: string }>, content: Array<{ checked_must_haves: Array<string>, id: string, deal_id: string, kind: string, status: ContentStatus, revision: number, feedback: string | null, file_name: string, content_type: string, size: number, url: string, thumbnail_url: string, download_url: string, width: number, height: number, duration_ms: number | null, created_at: string, reviewed_at: string | null }>, feedback: Array<{ id: string, revision: number, feedback: string, content_id: string | null, missing_must_haves: Array<string>, at: string }>, cost: { creator_fee: number, duration_extra: number, pro_surcharge: number, product_price: number, taxes: number, shipping: number, platform_fee: number, total: number }, creator: { id: string, name: string, handle: string, tier: string, country: string, portfolio: Array<{ id: string, kind: string, thumbnail_url: string }> } } | null };

export type CampaignHiringQueryVariables = Exact<{
  campaign_id: string;
}>;


export type CampaignHiringQuery = { CampaignHiring: { campaign_id: string, deals: number, hired: number, slots_left: number, can_hire: boolean, hired_creator_ids: Array<string>, tiers: Array<string>, categories: Array<string>, genders: Array<string>, age_ranges: Array<string>, ethnicities: Array<string>, campaign: { id: string, name: string, kind: CampaignKind, status: string, must_haves: Array<string>, content_brief: string | null, format: string | null, brand: { id: string, name: string } }, products: Array<{ deals: number, hired: number, slots_left: number, from_wallet: number, product: { id: string, name: string, price: number, image: string | null }, per_deal: { creator_fee: number, duration_extra: number, pro_surcharge: number, product_price: number, taxes: number, shipping: number, platform_fee: number, total: number } }> } | null };

export type ContentItemsQueryVariables = Exact<{
  campaign_id?: string | null | undefined;
  brand_id?: string | null | undefined;
  kind?: string | null | undefined;
  status?: string | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ContentItemsQuery = { ContentItems: { total: number, page: number, page_size: number, total_estimated: boolean, next_cursor: string | null, download_all_url: string, items: Array<{ id: string, deal_id: string, kind: string, status: ContentStatus, revision: number, feedback: string | null, file_name: string, content_type: string, size: number, url: string, thumbnail_url: string, download_url: string, width: number, height: number, duration_ms: number | null, created_at: string, reviewed_at: string | null, campaign: { id: string, name: string, brand: { id: string, name: string } }, creator: { id: string, name: string, handle: string }, product: { id: string, name: string } }> } };

export type DealHireMutationVariables = Exact<{
  campaign_id: string;
  product_id: string;
  creator_id: string;
  idempotency_key: string;
}>;


export type DealHireMutation = { DealHire: { id: string, status: DealStatus, delivery: string, delivery_status: DeliveryStatus, tracking_number: string | null, revisions: number, max_revisions: number, awaiting: string | null, due_at: string | null, due_outcome: string | null, created_at: string, updated_at: string, version: number, campaign: { id: string, name: string, kind: CampaignKind }, product: { id: string, name: string }, creator: { id: string, name: string, handle: string, tier: string, country: string, portfolio: Array<{ id: string, kind: string, thumbnail_url: string }> } } };

export type DealShipMutationVariables = Exact<{
  id: string;
  carrier: string;
  tracking_number: string;
}>;


export type DealShipMutation = { DealShip: { publish_at: string | null, carrier: string | null, tracking_url: string | null, id: string, status: DealStatus, delivery: string, delivery_status: DeliveryStatus, tracking_number: string | null, revisions: number, max_revisions: number, awaiting: string | null, due_at: string | null, due_outcome: string | null, created_at: string, updated_at: string, version: number, shipping_address: { name: string, line1: string, line2: string | null, city: string, region: string, postal_code: string | null, country: string } | null, campaign: { id: string, name: string, kind: CampaignKind, status: string, must_haves: Array<string>, content_brief: string | null, format: string | null, brand: { id: string, name: string } }, product: { id: string, name: string, price: number, image: string | null }, timeline: Array<{ step: string, at: string | null }>, history: Array<{ id: string, event: string, by: string, status: DealStatus, at: string }>, content: Array<{ checked_must_haves: Array<string>, id: string, deal_id: string, kind: string, status: ContentStatus, revision: number, feedback: string | null, file_name: string, content_type: string, size: number, url: string, thumbnail_url: string, download_url: string, width: number, height: number, duration_ms: number | null, created_at: string, reviewed_at: string | null }>, feedback: Array<{ id: string, revision: number, feedback: string, content_id: string | null, missing_must_haves: Array<string>, at: string }>, cost: { creator_fee: number, duration_extra: number, pro_surcharge: number, product_price: number, taxes: number, shipping: number, platform_fee: number, total: number }, creator: { id: string, name: string, handle: string, tier: string, country: string, portfolio: Array<{ id: string, kind: string, thumbnail_url: string }> } } };

export type DealAcceptContentMutationVariables = Exact<{
  id: string;
}>;


export type DealAcceptContentMutation = { DealAcceptContent: { publish_at: string | null, carrier: string | null, tracking_url: string | null, id: string, status: DealStatus, delivery: string, delivery_status: DeliveryStatus, tracking_number: string | null, revisions: number, max_revisions: number, awaiting: string | null, due_at: string | null, due_outcome: string | null, created_at: string, updated_at: string, version: number, shipping_address: { name: string, line1: string, line2: string | null, city: string, region: string, postal_code: string | null, country: string } | null, campaign: { id: string, name: string, kind: CampaignKind, status: string, must_haves: Array<string>, content_brief: string | null, format: string | null, brand: { id: string, name: string } }, product: { id: string, name: string, price: number, image: string | null }, timeline: Array<{ step: string, at: string | null }>, history: Array<{ id: string, event: string, by: string, status: DealStatus, at: string }>, content: Array<{ checked_must_haves: Array<string>, id: string, deal_id: string, kind: string, status: ContentStatus, revision: number, feedback: string | null, file_name: string, content_type: string, size: number, url: string, thumbnail_url: string, download_url: string, width: number, height: number, duration_ms: number | null, created_at: string, reviewed_at: string | null }>, feedback: Array<{ id: string, revision: number, feedback: string, content_id: string | null, missing_must_haves: Array<string>, at: string }>, cost: { creator_fee: number, duration_extra: number, pro_surcharge: number, product_price: number, taxes: number, shipping: number, platform_fee: number, total: number }, creator: { id: string, name: string, handle: string, tier: string, country: string, portfolio: Array<{ id: string, kind: string, thumbnail_url: string }> } } };

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


export type DealDeclineContentMutation = { DealDeclineContent: { publish_at: string | null, carrier: string | null, tracking_url: string | null, id: string, status: DealStatus, delivery: string, delivery_status: DeliveryStatus, tracking_number: string | null, revisions: number, max_revisions: number, awaiting: string | null, due_at: string | null, due_outcome: string | null, created_at: string, updated_at: string, version: number, shipping_address: { name: string, line1: string, line2: string | null, city: string, region: string, postal_code: string | null, country: string } | null, campaign: { id: string, name: string, kind: CampaignKind, status: string, must_haves: Array<string>, content_brief: string | null, format: string | null, brand: { id: string, name: string } }, product: { id: string, name: string, price: number, image: string | null }, timeline: Array<{ step: string, at: string | null }>, history: Array<{ id: string, event: string, by: string, status: DealStatus, at: string }>, content: Array<{ checked_must_haves: Array<string>, id: string, deal_id: string, kind: string, status: ContentStatus, revision: number, feedback: string | null, file_name: string, content_type: string, size: number, url: string, thumbnail_url: string, download_url: string, width: number, height: number, duration_ms: number | null, created_at: string, reviewed_at: string | null }>, feedback: Array<{ id: string, revision: number, feedback: string, content_id: string | null, missing_must_haves: Array<string>, at: string }>, cost: { creator_fee: number, duration_extra: number, pro_surcharge: number, product_price: number, taxes: number, shipping: number, platform_fee: number, total: number }, creator: { id: string, name: string, handle: string, tier: string, country: string, portfolio: Array<{ id: string, kind: string, thumbnail_url: string }> } } };

export type DealCancelMutationVariables = Exact<{
  id: string;
}>;


export type DealCancelMutation = { DealCancel: { publish_at: string | null, carrier: string | null, tracking_url: string | null, id: string, status: DealStatus, delivery: string, delivery_status: DeliveryStatus, tracking_number: string | null, revisions: number, max_revisions: number, awaiting: string | null, due_at: string | null, due_outcome: string | null, created_at: string, updated_at: string, version: number, shipping_address: { name: string, line1: string, line2: string | null, city: string, region: string, postal_code: string | null, country: string } | null, campaign: { id: string, name: string, kind: CampaignKind, status: string, must_haves: Array<string>, content_brief: string | null, format: string | null, brand: { id: string, name: string } }, product: { id: string, name: string, price: number, image: string | null }, timeline: Array<{ step: string, at: string | null }>, history: Array<{ id: string, event: string, by: string, status: DealStatus, at: string }>, content: Array<{ checked_must_haves: Array<string>, id: string, deal_id: string, kind: string, status: ContentStatus, revision: number, feedback: string | null, file_name: string, content_type: string, size: number, url: string, thumbnail_url: string, download_url: string, width: number, height: number, duration_ms: number | null, created_at: string, reviewed_at: string | null }>, feedback: Array<{ id: string, revision: number, feedback: string, content_id: string | null, missing_must_haves: Array<string>, at: string }>, cost: { creator_fee: number, duration_extra: number, pro_surcharge: number, product_price: number, taxes: number, shipping: number, platform_fee: number, total: number }, creator: { id: string, name: string, handle: string, tier: string, country: string, portfolio: Array<{ id: string, kind: string, thumbnail_url: string }> } } };

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
    mutation CampaignSubmit($campaign: CampaignInput!, $payment_method: String!, $card_id: ID, $expected_total: Cents!, $idempotency_key: String!) {
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
    query Deals($statuses: [DealStatus!], $campaign_id: ID, $awaiting_brand: Boolean, $search: String, $page: Int, $page_size: Int, $after: String) {
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