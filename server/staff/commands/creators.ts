/**
 * Creators through the staff API (DESIGN.md §1: creators and staff act through the staff command line):
 * `creator-add` adds one creator whose fields follow the shared CreatorInput rules, with the shipping address
 * products are sent to (ShippingAddress); `creators` lists them with the
 * discovery query's search and filters; `creator-portfolio` (an upload: the file is the raw body) adds an image or
 * a short video to a creator's portfolio, checked and thumbnailed by the media service like any content.
 */
import { eq, max } from 'drizzle-orm';
import {
  CreatorInput,
  CreatorsQuery,
  CREATORS_MAX_PAGE_SIZE,
  PORTFOLIO_MAX_ITEMS,
} from '../../../src/domain/creators';
import { contentFieldError } from '../../../src/domain/media';
import { ShippingAddress } from '../../../src/domain/shipping';
import { check } from '../../../src/domain/validation';
import { creators, portfolioItems, type CreatorRow } from '../../db/schema';
import { createCreator, listCreators, portfoliosOf } from '../../services/creators';
import { storeContentFile } from '../../services/media';
import { atomically } from '../../services/unit-of-work';
import type { StaffCommand, StaffUpload } from '../command';

const invalid = (fields: Record<string, unknown>) => ({
  status: 400,
  body: { error: 'Some fields are not valid', fields },
});

/** A creator as the staff API answers it. */
const shown = (creator: CreatorRow, portfolio: number) => ({
  id: creator.id,
  name: creator.name,
  handle: creator.handle,
  tier: creator.tier,
  categories: creator.categories,
  country: creator.country,
  languages: creator.languages,
  gender: creator.gender,
  age: creator.age,
  ethnicity: creator.ethnicity,
  bio: creator.bio,
  portfolio,
});

/** The address keys of `creator add` and the ShippingAddress fields they fill (the name and country are the creator's). */
const ADDRESS_KEYS = {
  street: 'line1',
  street2: 'line2',
  city: 'city',
  region: 'region',
  postal_code: 'postal_code',
} as const;

/** The creator's shipping address from the command's keys, checked by the shared rule; failures by key. */
function addressOf(input: Record<string, unknown>) {
  const given = (key: string) =>
    typeof input[key] === 'string' && input[key] !== '' ? input[key] : undefined;
  const checked = check(ShippingAddress, {
    name: input.name,
    country: input.country,
    ...Object.fromEntries(Object.entries(ADDRESS_KEYS).map(([key, field]) => [field, given(key)])),
  });
  if (checked.ok) return checked;
  const byKey = Object.fromEntries(Object.entries(ADDRESS_KEYS).map(([key, field]) => [field, key]));
  const fields = Object.fromEntries(
    Object.entries(checked.fields)
      .filter(([field]) => field in byKey)
      .map(([field, error]) => [byKey[field]!, error]),
  );
  return { ok: false as const, fields };
}

export const creatorAdd: StaffCommand = async (services, input) => {
  const creator = Object.fromEntries(Object.entries(input).filter(([key]) => !(key in ADDRESS_KEYS)));
  const checked = check(CreatorInput, creator);
  const address = addressOf(input);
  if (!checked.ok || !address.ok)
    return invalid({ ...(checked.ok ? {} : checked.fields), ...(address.ok ? {} : address.fields) });
  const created = await atomically(services, (work) =>
    createCreator(work.db, { ...checked.value, address: address.value }, []),
  );
  if (created === 'handle_taken') return invalid({ handle: { code: 'handleTaken' } });
  return { status: 201, body: { creator: shown(created, 0) } };
};

export const creatorList: StaffCommand = async (services, input) => {
  const checked = check(CreatorsQuery, { page: 1, page_size: CREATORS_MAX_PAGE_SIZE, ...input });
  if (!checked.ok) return invalid(checked.fields);
  const { items, total } = await listCreators(services.db, checked.value);
  const portfolios = await portfoliosOf(
    services.db,
    items.map((creator) => creator.id),
  );
  return {
    status: 200,
    body: {
      total,
      page: checked.value.page,
      creators: items.map((creator) => shown(creator, portfolios.get(creator.id)?.length ?? 0)),
    },
  };
};

export const creatorPortfolio: StaffUpload = async (services, input, body) => {
  const handle = typeof input.handle === 'string' ? input.handle.replace(/^@/, '').toLowerCase() : '';
  const [creator] = await services.db.select().from(creators).where(eq(creators.handle, handle)).limit(1);
  if (!creator) return { status: 404, body: { error: `No creator with the handle @${handle}` } };
  const stored = await storeContentFile(services.files, body);
  if (!stored.ok) return invalid({ file: contentFieldError(stored.problem) });
  const { media } = stored;
  const item = await atomically(services, async (work) => {
    work.onRollback(async () => {
      await services.files.remove(media.file);
      await services.files.remove(media.thumbnail);
    });
    // The creator's row is locked, so two uploads at once take two positions.
    await work.db.select({ id: creators.id }).from(creators).where(eq(creators.id, creator.id)).for('update');
    const [last] = await work.db
      .select({ position: max(portfolioItems.position) })
      .from(portfolioItems)
      .where(eq(portfolioItems.creator_id, creator.id));
    const position = (last?.position ?? -1) + 1;
    if (position >= PORTFOLIO_MAX_ITEMS) return null;
    const [row] = await work.db
      .insert(portfolioItems)
      .values({
        creator_id: creator.id,
        position,
        kind: media.kind,
        content_type: media.content_type,
        file: media.file,
        thumbnail: media.thumbnail,
        width: media.width,
        height: media.height,
        duration_ms: media.duration_ms,
      })
      .returning();
    return row ?? null;
  });
  if (!item) {
    await services.files.remove(media.file);
    await services.files.remove(media.thumbnail);
    return invalid({ file: { code: 'maxItems', params: { max: PORTFOLIO_MAX_ITEMS } } });
  }
  return {
    status: 201,
    body: {
      item: {
        id: item.id,
        kind: item.kind,
        url: item.file,
        thumbnail_url: item.thumbnail,
        width: item.width,
        height: item.height,
        duration_ms: item.duration_ms,
      },
    },
  };
};
