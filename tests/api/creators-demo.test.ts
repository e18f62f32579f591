/**
 * The demo creators: seeded once however often and however many times at once, with real files and an address,
 * missing files made again, and not at all in tests unless a test asks.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedDemoCreators } from '../../server/services/demo/seed';
import { demoCreators } from '../../server/services/demo/people';
import { eq } from 'drizzle-orm';
import { creators } from '../../server/db/schema';
import { creatorsServer } from './creators-helpers';

const { api, discover } = creatorsServer();

describe('demo creators', () => {
  it('are not seeded in tests unless a test asks', () => {
    expect(api.server.app.demoSeeding).toBeNull();
  });

  it('are seeded once, even by several seedings at once, with real files and an address; missing files are made again', async () => {
    const services = api.server.app.services;
    const [first, second] = await Promise.all([
      seedDemoCreators(services, { count: 3 }),
      seedDemoCreators(services, { count: 3 }),
    ]);
    expect(first.made + second.made + first.refused + second.refused).toBeGreaterThanOrEqual(3);
    const demo = demoCreators().slice(0, 3);
    const found = await discover({ search: demo[0]!.name });
    const seeded = found.items.find((creator) => creator.handle === demo[0]!.handle)!;
    expect(seeded.portfolio).toHaveLength(demo[0]!.items.length);
    for (const item of seeded.portfolio) {
      const response = await fetch(`${api.server.url}${item.url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(item.content_type);
    }
    const [row] = await services.db.select().from(creators).where(eq(creators.id, demo[0]!.id));
    expect(row!.address).toEqual(demo[0]!.address);
    const total = (await discover({})).total;
    expect(await seedDemoCreators(services, { count: 3 })).toMatchObject({ made: 0, skipped: 3, media: 0 });
    expect((await discover({})).total).toBe(total);

    // The first picture of the first creator goes missing: it is made again, under the same name.
    const files = services.config.filesDir;
    const key = demo[0]!.items[0]!.media;
    const lost = (await readdir(files)).filter(
      (name) => name.startsWith(`demo-${key}.`) || name.startsWith(`demo-${key}-thumb.`),
    );
    expect(lost).toHaveLength(2);
    for (const name of lost) await rm(path.join(files, name));
    const sharing = demo.filter((creator) => creator.items.some((item) => item.media === key)).length;
    expect(await seedDemoCreators(services, { count: 3 })).toMatchObject({
      made: sharing,
      skipped: 3 - sharing,
      media: 1,
    });
    expect((await readdir(files)).filter((name) => lost.includes(name)).sort()).toEqual(lost.sort());
    expect((await discover({})).total).toBe(total);
  }, 120_000);
});
