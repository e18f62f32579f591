/**
 * The database (DESIGN.md §7). One schema for PGlite and PostgreSQL; drizzle-kit writes the migrations.
 * Secrets are never stored in clear: passwords are scrypt hashes, tokens and codes are SHA-256 digests.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ACCENT_FOLD } from '../../src/domain/creators';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
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

/** The wallet is a ledger: the balance is the sum of its entries, which are never changed. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    company_id: companyId(),
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    reference: text('reference'),
    idempotency_key: text('idempotency_key'),
    created_at: createdAt(),
  },
  (table) => [
    index('ledger_company_idx').on(table.company_id),
    uniqueIndex('ledger_idempotency_unique').on(table.company_id, table.idempotency_key),
  ],
);

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

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    company_id: companyId(),
    message: text('message').notNull(),
    kind: text('kind').notNull().default('info'),
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (table) => [index('notifications_company_idx').on(table.company_id)],
);

/**
 * Campaigns (DESIGN.md §7), laid down with the catalog because products are checked against them: a product a
 * campaign uses cannot be deleted. Kind and status are those of SPEC.md §4; the wizard's answers and the price
 * breakdown frozen at submission are kept as JSON until the campaign issue gives them columns of their own.
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
    /** pending_admin_approval, active, rejected, paused, deactivated or completed. */
    status: text('status').notNull().default('pending_admin_approval'),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    price_breakdown: jsonb('price_breakdown').$type<Record<string, number>>(),
    created_at: createdAt(),
  },
  (table) => [index('campaigns_company_idx').on(table.company_id)],
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
  },
  (table) => [
    primaryKey({ columns: [table.campaign_id, table.product_id] }),
    index('campaign_products_product_idx').on(table.product_id),
  ],
);

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
