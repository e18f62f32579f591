/**
 * The database (DESIGN.md §7). One schema for PGlite and PostgreSQL; drizzle-kit writes the migrations.
 * Secrets are never stored in clear: passwords are scrypt hashes, tokens and codes are SHA-256 digests.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ACCENT_FOLD } from '../../src/domain/creators';
import type { CampaignPrice } from '../../src/domain/pricing';
import type { ShippingAddress } from '../../src/domain/shipping';
import {
  bigint,
  boolean,
  customType,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** A row's own id: a random UUID. */
const id = () => uuid('id').primaryKey().defaultRandom();
/** The company a row belongs to; the row goes with the company's account. */
const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

export const companies = pgTable(
  'companies',
  {
    id: id(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    role: text('role').notNull().default('company'),
    has_verified_email: boolean('has_verified_email').notNull().default(false),
    onboard_position: integer('onboard_position').notNull().default(0),
    first_name: text('first_name'),
    last_name: text('last_name'),
    phone: text('phone'),
    area_code: text('area_code'),
    company_name: text('company_name'),
    profile_picture_image: text('profile_picture_image'),
    privacy: boolean('privacy').notNull().default(false),
    language: text('language'),
    created_at: createdAt(),
  },
  (table) => [uniqueIndex('companies_email_unique').on(table.email)],
);
export type CompanyRow = typeof companies.$inferSelect;

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    company_id: companyId(),
    token_hash: text('token_hash').notNull(),
    /** 'login' or 'staff' (opened through an impersonation link). */
    kind: text('kind').notNull().default('login'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.token_hash),
    index('sessions_company_idx').on(table.company_id),
  ],
);
export type SessionRow = typeof sessions.$inferSelect;

export const emailCodes = pgTable('email_codes', {
  company_id: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  code_hash: text('code_hash').notNull(),
  tries: integer('tries').notNull().default(0),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  sent_at: timestamp('sent_at', { withTimezone: true }).notNull(),
});

/** Single-use links: password reset, change of e-mail, impersonation. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    company_id: companyId(),
    kind: text('kind').notNull(),
    token_hash: text('token_hash').notNull(),
    /** What the link carries, e.g. the new e-mail address of a change. */
    payload: jsonb('payload').$type<Record<string, string>>(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (table) => [uniqueIndex('account_tokens_hash_unique').on(table.token_hash)],
);

/**
 * Attempt counters of the rate limiter (services/rate-limit.ts), one row per subject and window, shared by every
 * API instance. Times are milliseconds since the epoch; a row is of no use once `expires_at` has passed.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    window_start: bigint('window_start', { mode: 'number' }).notNull(),
    hits: integer('hits').notNull().default(0),
    expires_at: bigint('expires_at', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.window_start] })],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    company_id: uuid('company_id'),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    client_address: text('client_address'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    created_at: createdAt(),
  },
  (table) => [index('audit_company_idx').on(table.company_id)],
);

export const wallets = pgTable('wallets', {
  company_id: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  currency: text('currency').notNull().default('USD'),
  created_at: createdAt(),
});

/**
 * The ledger (DESIGN.md §6 "Money"): double entry, in whole cents. A transaction is one movement of money (a card
 * top-up, a campaign charge, a refund, …), told once by its idempotency key; its postings are its legs, one per
 * account it moves money in or out of, and they sum to zero. Neither is ever changed or deleted (the database
 * refuses it, see migration 0006).
 *
 * An account is a name (services/ledger.ts): `wallet:<company>`, `campaign:<campaign>`, `platform:card_clearing`,
 * … Accounts whose balance may never go below zero (a company's wallet, a campaign's escrow) have a row in
 * `ledger_accounts`, whose balance the database keeps equal to the sum of the account's postings as they are
 * written; a posting that would take it below zero is refused there too. The platform's own accounts have no row:
 * their balances are sums, and no hot row serialises every payment of every company.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: id(),
    /** The company the movement belongs to; kept (without a reference) after the company is deleted. */
    company_id: uuid('company_id'),
    /** What the movement is: LEDGER_KINDS of services/ledger.ts. */
    kind: text('kind').notNull(),
    /** Made by the caller per attempt: the same key twice is one movement. */
    idempotency_key: text('idempotency_key'),
    /** What it is about: a campaign, a deal, a wire reference, a gateway charge. */
    reference: text('reference'),
    /** What billing shows of it: the method (card brand and last 4, wire), the campaign's name, the fee rate. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The receipt's number of money paid in (RECEIPT_KINDS of src/domain/billing.ts), drawn from a sequence by the
     * database as the movement is written (migration 0021); shown as CH-<year>-<number> (receiptNumber).
     */
    receipt_number: bigint('receipt_number', { mode: 'number' }),
    created_at: createdAt(),
  },
  (table) => [
    uniqueIndex('ledger_transactions_idempotency_unique').on(table.company_id, table.idempotency_key),
    index('ledger_transactions_company_created_idx').on(table.company_id, table.created_at, table.id),
    // Billing history filtered by kind (issue 12), paged in the same order.
    index('ledger_transactions_company_kind_created_idx').on(
      table.company_id,
      table.kind,
      table.created_at,
      table.id,
    ),
    index('ledger_transactions_reference_idx').on(table.reference),
    uniqueIndex('ledger_transactions_receipt_number_unique').on(table.receipt_number),
  ],
);
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: id(),
    transaction_id: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    account: text('account').notNull(),
    /** Positive: the account's holder is owed more (money in); negative: less. */
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    created_at: createdAt(),
  },
  (table) => [
    index('ledger_postings_transaction_idx').on(table.transaction_id),
    index('ledger_postings_account_idx').on(table.account, table.created_at),
    check('ledger_postings_not_zero', sql`${table.amount_cents} <> 0`),
  ],
);
export type LedgerPostingRow = typeof ledgerPostings.$inferSelect;

/** Accounts that may not go below zero, with their balance kept by the database (see ledgerTransactions). */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: text('id').primaryKey(),
    /**
     * The company whose account it is (its wallet, a campaign's escrow); null for a creator's. Kept (without a
     * reference) after the company is closed: an account is never deleted (migration 0016).
     */
    company_id: uuid('company_id'),
    balance_cents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    created_at: createdAt(),
  },
  (table) => [
    index('ledger_accounts_company_idx').on(table.company_id),
    check('ledger_accounts_not_negative', sql`${table.balance_cents} >= 0`),
  ],
);

/**
 * A company's saved cards (payment methods, DESIGN.md §6 "Payments"). The card number never reaches the API: a
 * card is the gateway's token (sealed at rest, services/payments) and what may be shown of it.
 */
export const cards = pgTable(
  'cards',
  {
    id: id(),
    company_id: companyId(),
    /** The gateway's payment method token, sealed with the API's secret (never stored in clear). */
    gateway_token: text('gateway_token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    exp_month: integer('exp_month').notNull(),
    exp_year: integer('exp_year').notNull(),
    cardholder_name: text('cardholder_name').notNull(),
    /** The billing address (SPEC.md §5): its name, street address, city, state, country and zip code. */
    address_name: text('address_name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    zip_code: text('zip_code').notNull(),
    is_default: boolean('is_default').notNull().default(false),
    created_at: createdAt(),
  },
  (table) => [
    index('cards_company_idx').on(table.company_id, table.created_at),
    // At most one default card per company.
    uniqueIndex('cards_one_default')
      .on(table.company_id)
      .where(sql`${table.is_default}`),
  ],
);
export type CardRow = typeof cards.$inferSelect;

/**
 * Charges of saved cards (services/payments/card-charges.ts): one row per idempotency key, written before the
 * gateway is called, so that a charge the gateway made is never lost. A row still `pending` after a crash is
 * finished by asking the gateway again with the same key, which answers the same charge.
 */
export const cardCharges = pgTable(
  'card_charges',
  {
    id: id(),
    /** Kept (without a reference) after the company is deleted, like the ledger. */
    company_id: uuid('company_id').notNull(),
    idempotency_key: text('idempotency_key').notNull(),
    card_id: uuid('card_id').references(() => cards.id, { onDelete: 'set null' }),
    /** The card's sealed gateway token, kept with the charge so that a pending charge can be finished. */
    gateway_token: text('gateway_token').notNull(),
    /** What is paid for, before the card fee, and the fee: the card is charged their sum. */
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    fee_cents: bigint('fee_cents', { mode: 'number' }).notNull(),
    /** The ledger movement it makes once charged: its kind, the account credited and billing's detail. */
    kind: text('kind').notNull(),
    credit_account: text('credit_account').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /** pending, succeeded or declined. */
    status: text('status').notNull().default('pending'),
    decline_code: text('decline_code'),
    gateway_charge_id: text('gateway_charge_id'),
    ledger_transaction_id: uuid('ledger_transaction_id'),
    /**
     * A full refund: asked for (its ledger movement recorded at once), then done by the gateway. A refund asked
     * for and not yet done after a crash is asked again (the gateway answers the same refund).
     */
    refund_requested_at: timestamp('refund_requested_at', { withTimezone: true }),
    gateway_refund_id: text('gateway_refund_id'),
    refunded_at: timestamp('refunded_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('card_charges_idempotency_unique').on(table.company_id, table.idempotency_key),
    index('card_charges_pending_idx').on(table.status, table.created_at),
    index('card_charges_refunding_idx')
      .on(table.refund_requested_at)
      .where(sql`${table.refunded_at} is null`),
  ],
);
export type CardChargeRow = typeof cardCharges.$inferSelect;

export const bankTransferInformations = pgTable('bank_transfer_informations', {
  id: id(),
  company_id: uuid('company_id')
    .notNull()
    .unique()
    .references(() => companies.id, { onDelete: 'cascade' }),
  full_name: text('full_name').notNull(),
  account_number: text('account_number').notNull(),
  routing_number: text('routing_number').notNull(),
  account_type: text('account_type').notNull(),
  bank_address: text('bank_address').notNull(),
  recipient_name: text('recipient_name').notNull(),
  purpose_of_payment: text('purpose_of_payment').notNull(),
  created_at: createdAt(),
});
export type BankTransferInformationRow = typeof bankTransferInformations.$inferSelect;

export const brands = pgTable(
  'brands',
  {
    id: id(),
    company_id: companyId(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    created_at: createdAt(),
  },
  (table) => [
    index('brands_company_idx').on(table.company_id),
    // Two brands of one company never share a name, whatever the letter case.
    uniqueIndex('brands_company_name_unique').on(table.company_id, sql`lower(${table.name})`),
  ],
);
export type BrandRow = typeof brands.$inferSelect;

export const products = pgTable(
  'products',
  {
    id: id(),
    company_id: companyId(),
    brand_id: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    name: text('name').notNull(),
    price_cents: integer('price_cents').notNull(),
    link: text('link').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    image: text('image'),
    created_at: createdAt(),
  },
  (table) => [
    index('products_company_idx').on(table.company_id),
    index('products_brand_idx').on(table.brand_id),
    index('products_name_search_idx').using('btree', sql`lower(${table.name})`),
  ],
);
export type ProductRow = typeof products.$inferSelect;

/**
 * What the company was told (issue 23): every live notice, kept. A notice of the API's own has its `code` and the
 * values of its text (`params`), translated when it is shown; `message` is its English sentence (or staff's free
 * text). `subject` and `subject_id` name what it is about (a deal, a campaign, the wallet, billing) for its link.
 * The company's account is its one user, so `read_at` is that user's read state, the same on every device.
 * Listed newest first from `notifications_newest_idx`; counted unread from `notifications_unread_idx`.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    company_id: companyId(),
    message: text('message').notNull(),
    kind: text('kind').notNull().default('info'),
    code: text('code'),
    params: jsonb('params').$type<Record<string, string | number>>(),
    subject: text('subject'),
    subject_id: uuid('subject_id'),
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (table) => [
    index('notifications_newest_idx').on(table.company_id, table.created_at.desc(), table.id.desc()),
    index('notifications_unread_idx')
      .on(table.company_id)
      .where(sql`${table.read_at} is null`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Campaigns (DESIGN.md §7). Kind and status are those of SPEC.md §4 (src/domain/campaign.ts), plus
 * `awaiting_payment` while a card is being charged (never listed). The wizard's answers are `settings`; the price
 * breakdown frozen at submission is `price_breakdown` (the CampaignPrice of src/domain/pricing.ts), with its
 * figures the listing sorts and shows kept as columns.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    company_id: companyId(),
    brand_id: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    name: text('name').notNull(),
    /** ugc_image, ugc_video, social_media or product_package. */
    kind: text('kind').notNull(),
    /** pending_admin_approval, active, rejected, paused, deactivated, completed (or awaiting_payment). */
    status: text('status').notNull().default('pending_admin_approval'),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    price_breakdown: jsonb('price_breakdown').$type<CampaignPrice>(),
    /** How the campaign is paid: 'wallet' or 'card' (then payment_card_id). */
    payment_method: text('payment_method'),
    /**
     * The card the campaign pays with: a card in use cannot be deleted (SPEC.md §8). NO ACTION rather than
     * RESTRICT, so that deleting the company removes both in one statement.
     */
    payment_card_id: uuid('payment_card_id').references(() => cards.id),
    /** The web app's key of the submission that made it: the same key again answers this campaign. */
    submit_key: text('submit_key'),
    /** The rejected campaign this one is the edited copy of (edit and resubmit), or null. */
    resubmitted_from: uuid('resubmitted_from').references((): AnyPgColumn => campaigns.id),
    /** Deal slots bought, and how many have a creator hired (the deals issue counts them up). */
    deals_total: integer('deals_total').notNull().default(0),
    deals_hired: integer('deals_hired').notNull().default(0),
    /** What was charged (price_breakdown.total) and what has gone back (rejection, deactivation). */
    total_cents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    refunded_cents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('campaigns_company_idx').on(table.company_id),
    index('campaigns_payment_card_idx').on(table.payment_card_id),
    index('campaigns_resubmitted_from_idx').on(table.resubmitted_from),
    uniqueIndex('campaigns_submit_key_unique').on(table.company_id, table.submit_key),
    // The listing: one tab of one company in each of its orders (newest or oldest first, by name, by total), a
    // page at a time: every order has its index, read forwards or backwards, ending with the id that breaks ties.
    index('campaigns_listing_idx').on(table.company_id, table.status, table.created_at, table.id),
    index('campaigns_listing_name_idx').on(
      table.company_id,
      table.status,
      sql`lower(${table.name})`,
      table.id,
    ),
    index('campaigns_listing_total_idx').on(table.company_id, table.status, table.total_cents, table.id),
    // A search of the listing (a part of the name, any case): trigrams of the name (pg_trgm), so the matches are
    // found without reading the company's campaigns.
    index('campaigns_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    // Staff's list of campaigns by status (`staff campaigns pending_admin_approval`).
    index('campaigns_status_idx').on(table.status, table.created_at),
  ],
);
export type CampaignRow = typeof campaigns.$inferSelect;

/**
 * How many campaigns each company has in each status: the listing's tab counts, read on every page. Kept by a
 * trigger on campaigns (migration 0013) in the same transaction as every campaign written, moved or removed.
 */
export const campaignCounts = pgTable(
  'campaign_counts',
  {
    company_id: companyId(),
    status: text('status').notNull(),
    n: integer('n').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.company_id, table.status] })],
);

export const campaignProducts = pgTable(
  'campaign_products',
  {
    campaign_id: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    product_id: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** How many of the campaign's deals feature this product. */
    deals: integer('deals').notNull().default(1),
  },
  (table) => [
    primaryKey({ columns: [table.campaign_id, table.product_id] }),
    index('campaign_products_product_idx').on(table.product_id),
  ],
);

/** Each status a campaign has had: who changed it (company, staff, system), when, and why (a rejection's reason). */
export const campaignStatusChanges = pgTable(
  'campaign_status_changes',
  {
    id: id(),
    campaign_id: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    by: text('by').notNull(),
    reason: text('reason'),
    created_at: createdAt(),
  },
  (table) => [index('campaign_status_changes_campaign_idx').on(table.campaign_id, table.created_at)],
);
export type CampaignStatusChangeRow = typeof campaignStatusChanges.$inferSelect;

/**
 * The wizard's progress (SPEC.md §4): one open draft per company, the answers so far as JSON, saved as the user
 * goes, so it survives reload, log-out and another browser; emptied ({}) once submitted or discarded, its row and
 * revision kept.
 */
export const campaignDrafts = pgTable('campaign_drafts', {
  company_id: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  /**
   * Moved up by one with every save, submission and discard: a save names the revision it was based on and is
   * refused when the draft has moved since (DRAFT_STALE), so a late save cannot bring back a submitted draft.
   */
  revision: integer('revision').notNull().default(0),
  /** The rejected campaign this draft is a copy of (edit and resubmit); null for a new campaign. */
  resubmits: uuid('resubmits').references(() => campaigns.id, { onDelete: 'set null' }),
  created_at: createdAt(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type CampaignDraftRow = typeof campaignDrafts.$inferSelect;

/** A full-text search vector (PostgreSQL's tsvector), filled by the database itself. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Creators (DESIGN.md §7): people brands hire, who belong to no company. The discovery query filters on every
 * column below, each with its index; `search` holds the words of the name, handle and bio (the handle also cut at
 * its dots and underscores) for prefix searches, and the list is paged in the order of `creators_name_idx`.
 */
export const creators = pgTable(
  'creators',
  {
    id: id(),
    name: text('name').notNull(),
    /** Without its @, lower-case, unique. */
    handle: text('handle').notNull(),
    /** basic or pro. */
    tier: text('tier').notNull(),
    categories: text('categories').array().notNull(),
    /** ISO 3166 code. */
    country: text('country').notNull(),
    /** ISO 639-1 codes. */
    languages: text('languages').array().notNull(),
    /** female, male or non_binary. */
    gender: text('gender').notNull(),
    age: integer('age').notNull(),
    ethnicity: text('ethnicity').notNull(),
    bio: text('bio').notNull(),
    /**
     * Where the creator receives products (src/domain/shipping.ts ShippingAddress); null for a creator added
     * before addresses were kept. Shown to a brand only on its own accepted deal with shipping delivery.
     */
    address: jsonb('address').$type<ShippingAddress>(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs((): SQL => {
        const words = sql`${creators.name} || ' ' || ${creators.handle} || ' ' || translate(${creators.handle}, '._', '  ') || ' ' || ${creators.bio}`;
        return sql`to_tsvector('simple', translate(lower(${words}), ${sql.raw(`'${ACCENT_FOLD.from}'`)}, ${sql.raw(`'${ACCENT_FOLD.to}'`)}))`;
      }),
    created_at: createdAt(),
  },
  (table) => [
    uniqueIndex('creators_handle_unique').on(table.handle),
    index('creators_name_idx').on(sql`lower(${table.name})`, table.id),
    index('creators_tier_idx').on(table.tier),
    index('creators_categories_idx').using('gin', table.categories),
    index('creators_languages_idx').using('gin', table.languages),
    index('creators_country_idx').on(table.country),
    index('creators_gender_age_idx').on(table.gender, table.age),
    index('creators_ethnicity_idx').on(table.ethnicity),
    index('creators_search_idx').using('gin', table.search),
  ],
);
export type CreatorRow = typeof creators.$inferSelect;

/**
 * Deals (issue 14; DESIGN.md §7): a creator hired for one product of a campaign. `status`, `delivery_status`,
 * `revisions`, `tracking_number` and `publish_at` are the deal machine's facts (src/domain/deal.ts DealFacts);
 * `awaiting` is whose turn it is (awaitedRole) and `needs_brand` says it is the brand's, so the listing puts those
 * first straight from its index. `cost` is the campaign's frozen per-deal price (DealPrice) reserved from its
 * escrow at hire. One timestamp per timeline step; `due_at`/`due_outcome` mirror the deal's job (deals/due-times.ts).
 * `search` holds the words of the creator's name and handle, the campaign's and the product's name, written with
 * the row. A creator is hired once per campaign (a canceled deal frees them).
 */
export const deals = pgTable(
  'deals',
  {
    id: id(),
    company_id: companyId(),
    campaign_id: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    product_id: uuid('product_id')
      .notNull()
      .references(() => products.id),
    creator_id: uuid('creator_id')
      .notNull()
      .references(() => creators.id),
    status: text('status').notNull().default('hired'),
    /** refund or shipping. */
    delivery: text('delivery').notNull(),
    delivery_status: text('delivery_status').notNull().default('pending_shipping'),
    revisions: integer('revisions').notNull().default(0),
    /** Bumped by one with every change of the row, so an answer or a live message about the deal says how new it is. */
    version: integer('version').notNull().default(1),
    /** usps, ups, fedex, dhl or other (src/domain/shipping.ts), with the tracking number once shipped. */
    carrier: text('carrier'),
    tracking_number: text('tracking_number'),
    publish_at: timestamp('publish_at', { withTimezone: true }),
    /** company, creator, staff or system; null once closed. */
    awaiting: text('awaiting'),
    needs_brand: boolean('needs_brand').notNull().default(false),
    due_at: timestamp('due_at', { withTimezone: true }),
    due_outcome: text('due_outcome'),
    cost: jsonb('cost').$type<Record<string, number>>().notNull(),
    /** The hiring request's idempotency key: the same key answers the same deal. */
    hire_key: text('hire_key').notNull(),
    search: tsvector('search').notNull(),
    started_at: timestamp('started_at', { withTimezone: true }),
    purchased_at: timestamp('purchased_at', { withTimezone: true }),
    received_at: timestamp('received_at', { withTimezone: true }),
    uploaded_at: timestamp('uploaded_at', { withTimezone: true }),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('deals_hire_key_unique').on(table.company_id, table.hire_key),
    uniqueIndex('deals_campaign_creator_unique')
      .on(table.campaign_id, table.creator_id)
      .where(sql`${table.status} <> 'canceled'`),
    index('deals_listing_idx').on(
      table.company_id,
      table.needs_brand.desc(),
      table.updated_at.desc(),
      table.id.desc(),
    ),
    index('deals_status_listing_idx').on(
      table.company_id,
      table.status,
      table.needs_brand.desc(),
      table.updated_at.desc(),
      table.id.desc(),
    ),
    index('deals_campaign_idx').on(table.campaign_id, table.status),
    index('deals_creator_idx').on(table.creator_id),
    index('deals_product_idx').on(table.product_id),
    index('deals_search_idx').using('gin', table.search),
  ],
);
export type DealRow = typeof deals.$inferSelect;

/**
 * What happened on a deal, one row per accepted event (its history and the feedback the brand sent back):
 * `detail` keeps what the event carried (tracking number, feedback and the revision it asked for, the content).
 */
export const dealEvents = pgTable(
  'deal_events',
  {
    id: id(),
    deal_id: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    by: text('by').notNull(),
    /** The status the event left the deal in. */
    status: text('status').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('deal_events_deal_idx').on(table.deal_id, table.at)],
);
export type DealEventRow = typeof dealEvents.$inferSelect;

/**
 * Content a creator uploaded on a deal (SPEC.md §4's content statuses, src/domain/content.ts). The file and its
 * thumbnail live in the private content store (services/deals/content-files.ts), served to the owning company only. The
 * campaign, brand and kind are kept on the row for the content listing's filters, each with its index.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: id(),
    company_id: companyId(),
    deal_id: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    campaign_id: uuid('campaign_id').notNull(),
    brand_id: uuid('brand_id').notNull(),
    creator_id: uuid('creator_id').notNull(),
    product_id: uuid('product_id').notNull(),
    /** image or video. */
    kind: text('kind').notNull(),
    status: text('status').notNull().default('created'),
    revision: integer('revision').notNull().default(0),
    feedback: text('feedback'),
    /**
     * The campaign's must-haves the brand ticked while reviewing this upload: kept as ticked, one tag at a time, so a
     * reload or another tab finds them; a decline sends the unticked ones to the creator with its feedback.
     */
    checked_must_haves: text('checked_must_haves')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    file_name: text('file_name').notNull(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    file: text('file').notNull(),
    thumbnail: text('thumbnail').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    duration_ms: integer('duration_ms'),
    created_at: createdAt(),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    index('content_items_listing_idx').on(table.company_id, table.created_at.desc(), table.id.desc()),
    index('content_items_campaign_idx').on(table.company_id, table.campaign_id, table.created_at.desc()),
    index('content_items_brand_idx').on(table.company_id, table.brand_id, table.created_at.desc()),
    index('content_items_status_idx').on(table.company_id, table.status, table.created_at.desc()),
    index('content_items_deal_idx').on(table.deal_id, table.created_at),
  ],
);
export type ContentItemRow = typeof contentItems.$inferSelect;

/**
 * How many deals a company has per campaign, status and whose turn, kept by a trigger on `deals` (migration of the
 * deals): the listing's tabs read their counts here instead of counting every deal of the company at each page.
 */
export const dealCounts = pgTable(
  'deal_counts',
  {
    company_id: companyId(),
    campaign_id: uuid('campaign_id').notNull(),
    status: text('status').notNull(),
    needs_brand: boolean('needs_brand').notNull(),
    n: integer('n').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.company_id, table.campaign_id, table.status, table.needs_brand] }),
  ],
);

/**
 * A creator's portfolio: images and short videos, in the creator's order. `file` and `thumbnail` are public paths
 * of the file store (a video's thumbnail is its poster frame); sizes are in pixels, as the item is shown.
 */
export const portfolioItems = pgTable(
  'portfolio_items',
  {
    id: id(),
    creator_id: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** image or video. */
    kind: text('kind').notNull(),
    content_type: text('content_type').notNull(),
    file: text('file').notNull(),
    thumbnail: text('thumbnail').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** A video's length in milliseconds; null for an image. */
    duration_ms: integer('duration_ms'),
    created_at: createdAt(),
  },
  (table) => [uniqueIndex('portfolio_items_creator_position_unique').on(table.creator_id, table.position)],
);
export type PortfolioItemRow = typeof portfolioItems.$inferSelect;

/**
 * Due times (DESIGN.md §6 "Deadlines"): one row per timer, named by a unique key (e.g. a deal's step), run by the
 * job runner (services/jobs.ts) of whichever API instance claims it first. `status` is pending until the run that
 * commits its effects marks it done in the same transaction; a run that fails is retried later (`attempts`,
 * `last_error`) and, past the last attempt, left failed.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    run_at: timestamp('run_at', { withTimezone: true }).notNull(),
    /** pending, done or failed. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    done_at: timestamp('done_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('jobs_key_unique').on(table.key),
    index('jobs_due_idx')
      .on(table.run_at)
      .where(sql`${table.status} = 'pending'`),
  ],
);
export type JobRow = typeof jobs.$inferSelect;

// ── Money (issue 12): the billing profile and wire transfers ─────────────────────────────────────────────────────

/** A company's billing profile: the tax ID its receipts carry (SPEC.md §5: 9 characters). */
export const billingProfiles = pgTable('billing_profiles', {
  company_id: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  tax_id: text('tax_id').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type BillingProfileRow = typeof billingProfiles.$inferSelect;

/**
 * Wire top-ups: a company asks for one and gets a unique reference to quote on its transfer; it stays pending
 * until staff see the money arrive and confirm it (`staff wire confirm`), which credits the wallet once, in the
 * same transaction that marks it confirmed. The request is told once by the web app's idempotency key.
 */
export const wireTransfers = pgTable(
  'wire_transfers',
  {
    id: id(),
    company_id: companyId(),
    reference: text('reference').notNull(),
    idempotency_key: text('idempotency_key').notNull(),
    /** What the company said it would send. */
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** pending or confirmed. */
    status: text('status').notNull().default('pending'),
    /** What arrived and was credited (staff may confirm another amount than announced). */
    confirmed_amount_cents: bigint('confirmed_amount_cents', { mode: 'number' }),
    ledger_transaction_id: uuid('ledger_transaction_id'),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (table) => [
    uniqueIndex('wire_transfers_reference_unique').on(table.reference),
    uniqueIndex('wire_transfers_idempotency_unique').on(table.company_id, table.idempotency_key),
    index('wire_transfers_company_idx').on(table.company_id, table.created_at),
    index('wire_transfers_pending_idx')
      .on(table.created_at)
      .where(sql`${table.status} = 'pending'`),
    check('wire_transfers_amount_positive', sql`${table.amount_cents} > 0`),
  ],
);
export type WireTransferRow = typeof wireTransfers.$inferSelect;
