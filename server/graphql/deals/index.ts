/**
 * The deals area (issue 14): hiring, the deal listing and one deal, the brand's events on a deal, and content.
 * Every call is scoped to the signed-in company: another company's deal, campaign or content answers not found
 * (null for a query of one). A refused event answers its coded error (DEAL_* / HIRE_REFUSALS), bad input
 * BAD_USER_INPUT with fields. The related rows of a page (campaigns, products, creators, brands) are read once per
 * request.
 */
import { inArray } from 'drizzle-orm';
import type { GraphQLError } from 'graphql';
import type { Resolvers } from '../generated';
import type { Context } from '../../context';
import {
  brands,
  campaigns,
  creators,
  products,
  type BrandRow,
  type CreatorRow,
  type ProductRow,
} from '../../db/schema';
import { CONTENT_STATUSES, CONTENT_KINDS } from '../../../src/domain/content';
import { object } from 'superstruct';
import {
  DEAL_STATUSES,
  MAX_CONTENT_REVISIONS,
  TIMELINE_STEPS,
  contentFeedback,
  trackingNumber,
} from '../../../src/domain/deal';
import { hasControlCharacters, type FieldErrors } from '../../../src/domain/validation';
import {
  CONTENT_PAGE_SIZE,
  DEALS_MAX_PAGE_SIZE,
  DEALS_PAGE_SIZE,
  HireInput,
} from '../../../src/domain/hiring';
import type { DealCommand } from '../../../src/machines/deal-decision';
import { atomically } from '../../services/unit-of-work';
import {
  actOnDeal,
  contentOfDeal,
  costOf,
  DealBadInput,
  DealRefused,
  findDeal,
  hireCreator,
  hiringOf,
  historyOf,
  listContent,
  listDeals,
  lockDeal,
} from '../../services/deals';
import { contentLink, zipLink } from '../../services/deal-content';
import { badInput, notFound, refused, validInput } from '../errors';
import type { DealCampaignParent, DealParent } from './mappers';
import { preloadPortfolios } from '../creators/creators';

/** The English sentence of each refusal, for other clients; the web app shows t('errors:codes.' + code). */
const REFUSAL_MESSAGES: Record<string, string> = {
  DEAL_CLOSED: 'This deal is closed',
  DEAL_NOT_YOUR_STEP: 'This step of the deal is not yours to take',
  DEAL_WRONG_STEP: 'The deal is not at this step',
  DEAL_DELIVERY_MISMATCH: "This deal's product is not delivered that way",
  DEAL_CANCEL_TOO_LATE: 'The product has been sent, the deal can no longer be canceled',
  DEAL_REVISIONS_EXHAUSTED: 'The content was sent back as many times as a deal allows',
  CAMPAIGN_NOT_HIRING: 'This campaign is not hiring',
  DEAL_NO_SLOTS_LEFT: 'Every deal of this product is hired already',
  DEAL_CREATOR_ALREADY_HIRED: 'This creator is hired on this campaign already',
  DEAL_CREATOR_NOT_TARGETED: 'This creator is not among those the campaign targets',
  CAMPAIGN_ESCROW_SHORT: "The campaign's balance does not cover this deal",
  IDEMPOTENCY_KEY_REUSED: 'This request key was used for another hire',
};

/** A service's refusal as the GraphQL error the web app understands. */
export function dealError(error: unknown, what = 'Deal'): GraphQLError | unknown {
  if (error instanceof DealBadInput) return badInput(error.fields);
  if (error instanceof DealRefused) {
    if (error.code === 'NOT_FOUND') return notFound(what);
    return refused(error.code, REFUSAL_MESSAGES[error.code] ?? error.code);
  }
  return error;
}

type Lookups = {
  campaigns: Map<string, Promise<DealCampaignParent | null>>;
  products: Map<string, Promise<ProductRow | null>>;
  creators: Map<string, Promise<CreatorRow | null>>;
  brands: Map<string, Promise<BrandRow | null>>;
};
const requestLookups = new WeakMap<object, Lookups>();

function lookups(ctx: Context): Lookups {
  let found = requestLookups.get(ctx);
  if (!found) {
    found = { campaigns: new Map(), products: new Map(), creators: new Map(), brands: new Map() };
    requestLookups.set(ctx, found);
  }
  return found;
}

type Table = typeof campaigns | typeof products | typeof creators | typeof brands;

/** Reads the rows of `ids` not read yet in one query, and answers each id's row from the request's cache. */
function loadMany<Row extends { id: string }>(
  ctx: Context,
  cache: Map<string, Promise<Row | null>>,
  table: Table,
  ids: string[],
): void {
  const missing = [...new Set(ids)].filter((id) => !cache.has(id));
  if (missing.length === 0) return;
  const rows = ctx.services.db.select().from(table).where(inArray(table.id, missing)) as unknown as Promise<
    Row[]
  >;
  for (const id of missing)
    cache.set(
      id,
      rows.then((found) => found.find((row) => row.id === id) ?? null),
    );
}

async function one<Row extends { id: string }>(
  ctx: Context,
  cache: Map<string, Promise<Row | null>>,
  table: Table,
  id: string,
  what: string,
): Promise<Row> {
  loadMany(ctx, cache, table, [id]);
  const row = await cache.get(id)!;
  if (!row) throw notFound(what);
  return row;
}

/** Reads the related rows of a page of deals (or content) at once. */
function preload(
  ctx: Context,
  rows: Array<{ campaign_id: string; product_id: string; creator_id: string }>,
): void {
  const found = lookups(ctx);
  loadMany(
    ctx,
    found.campaigns,
    campaigns,
    rows.map((row) => row.campaign_id),
  );
  loadMany(
    ctx,
    found.products,
    products,
    rows.map((row) => row.product_id),
  );
  loadMany(
    ctx,
    found.creators,
    creators,
    rows.map((row) => row.creator_id),
  );
}

const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

const pageOf = (page: number | null | undefined, size: number | null | undefined, fallback: number) => {
  const chosenPage = Math.max(1, Math.floor(page ?? 1));
  const chosenSize = Math.min(DEALS_MAX_PAGE_SIZE, Math.max(1, Math.floor(size ?? fallback)));
  return { page: chosenPage, page_size: chosenSize };
};

/** A brand's event on one of its deals, decided and stored in one unit of work. */
async function brandEvent(ctx: Context, dealId: string, command: DealCommand): Promise<DealParent> {
  const { company, session } = await ctx.requireReadyCompany();
  try {
    return await atomically(ctx.services, async (work) => {
      const deal = await lockDeal(work.db, dealId, company.id);
      if (!deal) throw new DealRefused('NOT_FOUND');
      return actOnDeal(work, deal, {
        command,
        role: 'company',
        now: ctx.services.clock.now(),
        origin: session.id,
      });
    });
  } catch (error) {
    throw dealError(error);
  }
}

/** Field errors of filters that only take known values, or text without control characters. */
const unknownValues = (
  values: readonly string[] | null | undefined,
  allowed: readonly string[],
  field: string,
): FieldErrors =>
  (values ?? []).some((value) => !allowed.includes(value)) ? { [field]: { code: 'oneOf' } } : {};

const controlCharacters = (value: string | null | undefined, field: string): FieldErrors =>
  value && hasControlCharacters(value) ? { [field]: { code: 'characters' } } : {};

/** Every faulty filter at once, so the answer names each field the user must mend. */
function refuseFaults(...faults: FieldErrors[]): void {
  const fields = Object.assign({}, ...faults) as FieldErrors;
  if (Object.keys(fields).length > 0) throw badInput(fields);
}

export const dealsResolvers: Resolvers = {
  Query: {
    Deals: async (_parent, args, ctx) => {
      const { company } = await ctx.requireReadyCompany();
      refuseFaults(
        unknownValues(args.statuses, DEAL_STATUSES, 'statuses'),
        controlCharacters(args.search, 'search'),
      );
      const paging = pageOf(args.page, args.page_size, DEALS_PAGE_SIZE);
      const result = await listDeals(ctx.services.db, company.id, {
        statuses: args.statuses ?? undefined,
        campaign_id: args.campaign_id ?? undefined,
        awaiting_brand: args.awaiting_brand ?? undefined,
        search: args.search ?? undefined,
        ...paging,
      });
      const found = lookups(ctx);
      const prime = <Row extends { id: string }>(cache: Map<string, Promise<Row | null>>, rows: Row[]) => {
        for (const row of rows) if (!cache.has(row.id)) cache.set(row.id, Promise.resolve(row));
      };
      prime(found.campaigns, result.related?.campaigns ?? []);
      prime(found.products, result.related?.products ?? []);
      prime(found.creators, result.related?.creators ?? []);
      preloadPortfolios(ctx, [...new Set(result.items.map((deal) => deal.creator_id))]);
      const { related: _related, ...page } = result;
      return { ...page, ...paging };
    },
    Deal: async (_parent, { id }, ctx) => {
      const { company } = await ctx.requireReadyCompany();
      return findDeal(ctx.services.db, company.id, id);
    },
    CampaignHiring: async (_parent, { campaign_id }, ctx) => {
      const { company } = await ctx.requireReadyCompany();
      const hiring = await hiringOf(ctx.services.db, company.id, campaign_id);
      if (!hiring) return null;
      return { ...hiring, campaign_id: hiring.campaign.id };
    },
    ContentItems: async (_parent, args, ctx) => {
      const { company } = await ctx.requireReadyCompany();
      refuseFaults(
        unknownValues(args.status ? [args.status] : [], CONTENT_STATUSES, 'status'),
        unknownValues(args.kind ? [args.kind] : [], CONTENT_KINDS, 'kind'),
      );
      const paging = pageOf(args.page, args.page_size, CONTENT_PAGE_SIZE);
      const filters = {
        campaign_id: args.campaign_id ?? undefined,
        brand_id: args.brand_id ?? undefined,
        kind: args.kind ?? undefined,
        status: args.status ?? undefined,
      };
      const result = await listContent(ctx.services.db, company.id, { ...filters, ...paging });
      preload(ctx, result.items);
      return {
        ...result,
        ...paging,
        download_all_url: zipLink(ctx.services, company.id, filters),
      };
    },
  },
  Mutation: {
    DealHire: async (_parent, args, ctx) => {
      const input = validInput(HireInput, args);
      const { company, session } = await ctx.requireReadyCompany();
      try {
        return await atomically(ctx.services, (work) =>
          hireCreator(work, company.id, {
            campaignId: input.campaign_id,
            productId: input.product_id,
            creatorId: input.creator_id,
            idempotencyKey: input.idempotency_key,
            now: ctx.services.clock.now(),
            origin: session.id,
          }),
        );
      } catch (error) {
        throw dealError(error, 'Campaign');
      }
    },
    DealShip: (_parent, { id, tracking_number }, ctx) =>
      brandEvent(ctx, id, {
        type: 'deal.ship',
        tracking_number: validInput(object({ tracking_number: trackingNumber }), { tracking_number })
          .tracking_number,
      }),
    DealAcceptContent: (_parent, { id }, ctx) => brandEvent(ctx, id, { type: 'content.accept' }),
    DealDeclineContent: (_parent, { id, feedback }, ctx) =>
      brandEvent(ctx, id, {
        type: 'content.decline',
        feedback: validInput(object({ feedback: contentFeedback }), { feedback }).feedback,
      }),
    DealCancel: (_parent, { id }, ctx) => brandEvent(ctx, id, { type: 'deal.cancel' }),
  },
  Deal: {
    campaign: (deal, _args, ctx) => one(ctx, lookups(ctx).campaigns, campaigns, deal.campaign_id, 'Campaign'),
    product: (deal, _args, ctx) => one(ctx, lookups(ctx).products, products, deal.product_id, 'Product'),
    creator: (deal, _args, ctx) => one(ctx, lookups(ctx).creators, creators, deal.creator_id, 'Creator'),
    max_revisions: () => MAX_CONTENT_REVISIONS,
    due_at: (deal) => iso(deal.due_at),
    publish_at: (deal) => iso(deal.publish_at),
    timeline: (deal) =>
      TIMELINE_STEPS.map((step) => ({
        step,
        at: iso(
          {
            started: deal.started_at,
            purchased: deal.purchased_at,
            received: deal.received_at,
            uploaded: deal.uploaded_at,
            paid: deal.paid_at,
          }[step],
        ),
      })),
    history: (deal, _args, ctx) => historyOf(ctx.services.db, deal.id),
    content: (deal, _args, ctx) => contentOfDeal(ctx.services.db, deal.id),
    feedback: async (deal, _args, ctx) =>
      (await historyOf(ctx.services.db, deal.id)).filter((entry) => entry.event === 'content.decline'),
    cost: (deal) => costOf(deal),
    created_at: (deal) => deal.created_at.toISOString(),
    updated_at: (deal) => deal.updated_at.toISOString(),
  },
  DealCampaign: {
    must_haves: (campaign) => {
      const tags = campaign.settings.must_haves;
      return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
    },
    content_brief: (campaign) =>
      typeof campaign.settings.content_brief === 'string' ? campaign.settings.content_brief : null,
    format: (campaign) => (typeof campaign.settings.format === 'string' ? campaign.settings.format : null),
    brand: (campaign, _args, ctx) => one(ctx, lookups(ctx).brands, brands, campaign.brand_id, 'Brand'),
  },
  DealHistoryEntry: {
    at: (entry) => entry.at.toISOString(),
  },
  DealFeedback: {
    revision: (entry) => Number(entry.detail.revision ?? 0),
    feedback: (entry) => String(entry.detail.feedback ?? ''),
    content_id: (entry) => (typeof entry.detail.content_id === 'string' ? entry.detail.content_id : null),
    at: (entry) => entry.at.toISOString(),
  },
  ContentItem: {
    campaign: (item, _args, ctx) => one(ctx, lookups(ctx).campaigns, campaigns, item.campaign_id, 'Campaign'),
    product: (item, _args, ctx) => one(ctx, lookups(ctx).products, products, item.product_id, 'Product'),
    creator: (item, _args, ctx) => one(ctx, lookups(ctx).creators, creators, item.creator_id, 'Creator'),
    url: (item, _args, ctx) => contentLink(ctx.services, item, 'file'),
    thumbnail_url: (item, _args, ctx) => contentLink(ctx.services, item, 'thumbnail'),
    download_url: (item, _args, ctx) => contentLink(ctx.services, item, 'download'),
    created_at: (item) => item.created_at.toISOString(),
    reviewed_at: (item) => iso(item.reviewed_at),
  },
  CampaignHiring: {
    campaign_id: (hiring) => hiring.campaign.id,
    tiers: (hiring) => hiring.targeting.tiers,
    categories: (hiring) => hiring.targeting.categories,
    genders: (hiring) => hiring.targeting.genders,
    age_ranges: (hiring) => hiring.targeting.age_ranges,
    ethnicities: (hiring) => hiring.targeting.ethnicities,
  },
};
