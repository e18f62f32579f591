/**
 * Every event by every role at every step of a deal (issue 14): the API refuses what the deal machine refuses,
 * with its code, and the staff command line moves deals the same way.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serverForTests, type TestServer } from '../support/server';
import { hire, staffDeal, upload } from '../support/deal-calls';
import { call, errorOf } from './account-helpers';
import { activeCampaign, brandCompany, productOf, testCreator, type Brand } from '../support/deals';
import {
  DealAcceptContentDocument,
  DealCancelDocument,
  DealDeclineContentDocument,
  DealShipDocument,
} from '../../src/graphql/generated/graphql';
import { auditLedger } from '../../server/services/ledger';
import { makeImage } from '../support/media';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runStaffCli } from '../../server/cli/staff-cli';
import { decideDealEvent, type DealCommand } from '../../src/machines/deal-decision';
import { factsOf } from '../../server/services/deals/records';
import { deals } from '../../server/db/schema';
import type { DealRole } from '../../src/domain/deal';

const api = serverForTests();

type Outcome = { ok: true } | { ok: false; code: unknown };

/** Every action there is on a deal, as the one who may try it tries it: the brand over GraphQL, the rest by staff API. */
function actionsOn(server: TestServer, brand: Brand, picture: Buffer) {
  const graphql = async (answer: Promise<{ errors?: unknown }>): Promise<Outcome> => {
    const done = (await answer) as Parameters<typeof errorOf>[0];
    return done.errors ? { ok: false, code: errorOf(done).code } : { ok: true };
  };
  const staff = async (
    answer: Promise<{ status: number; body: Record<string, unknown> }>,
  ): Promise<Outcome> => {
    const done = await answer;
    return done.status < 300 ? { ok: true } : { ok: false, code: done.body.code };
  };
  type Action = { role: DealRole; command: DealCommand; run: (id: string) => Promise<Outcome> };
  const creatorStep = (action: string, type: DealCommand['type'], role: DealRole = 'creator'): Action => ({
    role,
    command: { type } as DealCommand,
    run: (id) => staff(staffDeal(server, id, action)),
  });
  const actions: Record<string, Action> = {
    ship: {
      role: 'company',
      command: { type: 'deal.ship', carrier: 'other', tracking_number: 'TRACK 123' },
      run: (id) =>
        graphql(
          call(server, DealShipDocument, { id, carrier: 'other', tracking_number: 'TRACK 123' }, brand.token),
        ),
    },
    acceptContent: {
      role: 'company',
      command: { type: 'content.accept' },
      run: (id) => graphql(call(server, DealAcceptContentDocument, { id }, brand.token)),
    },
    declineContent: {
      role: 'company',
      command: { type: 'content.decline', feedback: 'Show the label please' },
      run: (id) =>
        graphql(
          call(server, DealDeclineContentDocument, { id, feedback: 'Show the label please' }, brand.token),
        ),
    },
    cancel: {
      role: 'company',
      command: { type: 'deal.cancel' },
      run: (id) => graphql(call(server, DealCancelDocument, { id }, brand.token)),
    },
    accept: creatorStep('accept', 'deal.accept'),
    purchase: creatorStep('purchase', 'deal.purchase'),
    receive: creatorStep('receive', 'deal.receive'),
    upload: {
      role: 'creator',
      command: { type: 'content.upload' },
      run: (id) => staff(upload(server, id, picture)),
    },
    approve: creatorStep('approve', 'content.approve', 'staff'),
    publish: creatorStep('publish', 'content.publish'),
  };
  return actions;
}

describe('every event by every role', () => {
  for (const [delivery, path] of [
    ['refund', ['accept', 'purchase', 'receive', 'upload', 'approve', 'acceptContent', 'publish']],
    ['shipping', ['accept', 'ship', 'receive', 'upload', 'approve', 'acceptContent', 'publish']],
  ] as const) {
    it(
      `refuses at each step of a ${delivery} deal what the deal machine refuses, with its code`,
      { timeout: 180_000 },
      async () => {
        const { server } = api;
        const brand = await brandCompany(server);
        const productId = await productOf(server, brand);
        const campaign = await activeCampaign(server, brand, { productIds: [productId], delivery, deals: 1 });
        const creator = await testCreator(server);
        const { id } = await hire(server, brand, campaign.id, productId, creator.id);
        const actions = actionsOn(server, brand, await makeImage('png', 48, 60));
        const rowOf = async () =>
          (await server.app.services.db.select().from(deals).where(eq(deals.id, id)))[0]!;
        for (const next of [...path, null]) {
          const row = await rowOf();
          const allowed: string[] = [];
          for (const [name, action] of Object.entries(actions)) {
            const expected = decideDealEvent(factsOf(row), action.command, action.role, new Date());
            if (expected.ok) {
              allowed.push(name);
              continue;
            }
            expect(await action.run(id), `${name} at ${row.status}`).toEqual({
              ok: false,
              code: expected.code,
            });
            expect((await rowOf()).status).toBe(row.status);
          }
          if (next === null) {
            expect(row.status).toBe('finished');
            expect(allowed).toEqual([]);
            break;
          }
          expect(allowed, row.status).toContain(next);
          expect(await actions[next]!.run(id), `${next} at ${row.status}`).toEqual({ ok: true });
        }
      },
    );
  }
});

describe('the staff command line', () => {
  it('moves a deal with `deal <id> <action>` and uploads with `deal <id> upload <file>`', async () => {
    const { server } = api;
    const brand = await brandCompany(server);
    const productId = await productOf(server, brand);
    const campaign = await activeCampaign(server, brand, { productIds: [productId] });
    const creator = await testCreator(server);
    const { id } = await hire(server, brand, campaign.id, productId, creator.id);
    const dir = await mkdtemp(path.join(tmpdir(), 'creatorhub-deal-cli-'));
    try {
      const file = path.join(dir, 'look.png');
      await writeFile(file, await makeImage('png', 40, 50));
      const env = { API_URL: server.url, STAFF_KEY: server.app.staffKey };
      const run = async (...argv: string[]) => {
        const out: string[] = [];
        const err: string[] = [];
        const code = await runStaffCli(argv, env, {
          out: (line) => out.push(line),
          err: (line) => err.push(line),
        });
        return { code, out: out.join('\n'), err: err.join('\n') };
      };
      for (const action of ['accept', 'purchase', 'receive'])
        expect(await run('deal', id, action)).toMatchObject({ code: 0 });
      const uploaded = await run('deal', id, 'upload', file);
      expect(uploaded).toMatchObject({ code: 0, out: expect.stringContaining('creator_upload_content') });
      const refused = await run('deal', id, 'publish');
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('DEAL_WRONG_STEP');
      expect(await run('deal', id, 'approve')).toMatchObject({
        code: 0,
        out: expect.stringContaining('waiting for company'),
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the ledger', () => {
  it('sums to zero, every kept balance as its legs say, after all of the above', async () => {
    expect(await auditLedger(api.server.app.services.db)).toEqual([]);
  });
});
