/**
 * A database loaded the way a large customer's would be, for checking the listings' plans: one company with `rows`
 * rows in each listed table (campaigns, deals, content, ledger movements, notifications), a few smaller companies
 * beside it, and `rows` creators; then ANALYZE, so the planner knows the tables' sizes. Written in bulk by
 * statements (generate_series), each row as the product writes it.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { ACCENT_FOLD } from '../../src/domain/creators';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** One company with `rows` of everything; its id. */
async function seedCompany(db: Database, name: string, rows: number, creatorIds: string[]): Promise<string> {
  const [company] = rowsOf<{ id: string }>(
    await db.execute(sql`insert into companies (email, password_hash, company_name)
      values (${`${name}@example.com`}, 'x', ${name}) returning id`),
  );
  const id = company!.id;
  const [brand] = rowsOf<{ id: string }>(
    await db.execute(sql`insert into brands (company_id, name, description)
      values (${id}::uuid, ${`${name} brand`}, 'A brand') returning id`),
  );
  const [product] = rowsOf<{ id: string }>(
    await db.execute(sql`insert into products (company_id, brand_id, name, price_cents, link, description, category)
      values (${id}::uuid, ${brand!.id}::uuid, 'Lavender soap', 2500, 'https://example.com', 'Soap', 'beauty')
      returning id`),
  );
  const creators = creatorIds.length;
  await db.execute(sql`insert into campaigns (company_id, brand_id, name, kind, status, settings, total_cents, created_at)
    select ${id}::uuid, ${brand!.id}::uuid, 'Spring glow ' || n, 'ugc_image', 'active', '{"delivery": "refund"}'::jsonb,
      1000 + n % 997, now() - (n || ' minutes')::interval
    from generate_series(0, ${rows - 1}::int) as n`);
  const creatorArray = sql.raw(`ARRAY[${creatorIds.map((creator) => `'${creator}'::uuid`).join(',')}]`);
  await db.execute(sql`insert into deals (company_id, campaign_id, product_id, creator_id, status, delivery,
      awaiting, needs_brand, cost, hire_key, search, created_at, updated_at)
    select ${id}::uuid, c.id, ${product!.id}::uuid, (${creatorArray})[1 + n % ${creators}], 'hired', 'refund',
      'creator', n % 10 = 0, '{"total": 8420}'::jsonb, 'seed-' || n,
      to_tsvector('simple', translate(lower('Creator ' || n % ${creators} || ' spring glow lavender soap'),
        ${ACCENT_FOLD.from}, ${ACCENT_FOLD.to})),
      now() - (n || ' minutes')::interval, now() - (n || ' minutes')::interval
    from generate_series(0, ${rows - 1}::int) as n
    join (select id, (substring(name from '[0-9]+$'))::int as k from campaigns where company_id = ${id}::uuid) c
      on c.k = n / ${creators}`);
  const [deal] = rowsOf<{ id: string; campaign_id: string; creator_id: string }>(
    await db.execute(
      sql`select id, campaign_id, creator_id from deals where company_id = ${id}::uuid limit 1`,
    ),
  );
  await db.execute(sql`insert into content_items (company_id, deal_id, campaign_id, brand_id, creator_id, product_id,
      kind, status, file_name, content_type, size, file, thumbnail, width, height, created_at)
    select ${id}::uuid, ${deal!.id}::uuid, ${deal!.campaign_id}::uuid, ${brand!.id}::uuid, ${deal!.creator_id}::uuid,
      ${product!.id}::uuid, case when n % 3 = 0 then 'video' else 'image' end,
      case when n % 4 = 0 then 'accepted' else 'pending_approval' end, 'f' || n || '.jpg', 'image/jpeg', 1000,
      'content/' || n, 'content/t' || n, 10, 10, now() - (n || ' minutes')::interval
    from generate_series(0, ${rows - 1}::int) as n`);
  await db.execute(sql`insert into ledger_accounts (id, company_id) values (${`wallet:${id}`}, ${id}::uuid)`);
  await db.execute(sql`insert into ledger_transactions (company_id, kind, idempotency_key, detail, created_at)
    select ${id}::uuid, case when n % 5 = 0 then 'campaign_charge' else 'opening_balance' end, 'seed-' || n,
      case when n % 5 = 0 then '{"method": "wallet"}'::jsonb else '{}'::jsonb end,
      now() - (n || ' minutes')::interval
    from generate_series(0, ${rows - 1}::int) as n`);
  // Each movement puts a dollar into the wallet, and every fifth (a charge) takes 50 cents out again.
  await db.execute(sql`insert into ledger_postings (transaction_id, account, amount_cents, created_at)
    select t.id, a.account, a.amount, t.created_at
    from ledger_transactions t
    cross join lateral (values
      (${`wallet:${id}`}, case when t.kind = 'campaign_charge' then -50 else 100 end),
      ('platform:opening_balances', case when t.kind = 'campaign_charge' then 50 else -100 end)) as a(account, amount)
    where t.company_id = ${id}::uuid
    order by t.created_at, t.id`);
  await db.execute(sql`insert into notifications (company_id, message, read_at, created_at)
    select ${id}::uuid, 'Notice ' || n, case when n % 2 = 0 then now() end, now() - (n || ' minutes')::interval
    from generate_series(0, ${rows - 1}::int) as n`);
  return id;
}

/**
 * The big company (its id) with `rows` of each listing, four companies of a quarter as many, and `rows` creators,
 * analysed.
 */
export async function seedListings(db: Database, rows: number): Promise<string> {
  await db.execute(sql`insert into creators (name, handle, tier, categories, country, languages, gender, age,
      ethnicity, bio)
    select 'Creator ' || lpad(n::text, 6, '0'), 'creator_' || n, case when n % 2 = 0 then 'pro' else 'basic' end,
      array['beauty'], case when n % 3 = 0 then 'US' else 'GB' end, array['en'],
      case when n % 2 = 0 then 'female' else 'male' end, 18 + n % 40, 'white', 'A creator.'
    from generate_series(0, ${rows - 1}::int) as n`);
  const creatorIds = rowsOf<{ id: string }>(
    await db.execute(sql`select id from creators order by lower(name) limit 50`),
  ).map((row) => row.id);
  const big = await seedCompany(db, 'big-company', rows, creatorIds);
  for (let index = 0; index < 4; index += 1)
    await seedCompany(db, `small-company-${index}`, Math.ceil(rows / 4), creatorIds);
  await db.execute(sql`analyze`);
  return big;
}
