/**
 * The deal page's test fixtures: one deal kept by a fake API that decides every event with the same rules as the
 * API (decideDealEvent), keeps the review checklist's ticks per upload and sends the unticked must-haves with the
 * feedback, and DealOverview rendered in jsdom with its own machine given that API.
 */
import { act } from '@testing-library/react';
import { fromCallback, fromPromise } from 'xstate';
import { decideDealEvent, type DealCommand } from '../../src/machines/deal-decision';
import { dealOverviewMachine } from '../../src/machines/deal-overview';
import type {
  DealAction,
  DealLiveEvent,
  MustHaveCheck,
  OverviewDeal,
} from '../../src/machines/deal-overview-types';
import {
  MAX_CONTENT_REVISIONS,
  TIMELINE_STEPS,
  type DealFacts,
  type DealRole,
  type DealStatus,
} from '../../src/domain/deal';
import { awaitedRole, dueOf, factsAt } from '../../src/machines/deal-turns';
import { missingMustHaves, mustHavesTicked, type ContentStatus } from '../../src/domain/content';
import type { DeliveryMethod } from '../../src/domain/campaign';
import { ApiError } from '../../src/domain/api-error';
import { DealOverviewScreen } from '../../src/screens/deal-overview/deal-overview.screen';
import { showsShippingAddress, trackingLink } from '../../src/domain/shipping';
import { renderScreen } from '../support/render-app';

export const TRACKING = '1Z999AA10123456784';
/** The creator's address, which the fake API answers when the real one would (showsShippingAddress). */
export const ADDRESS = {
  name: 'Maya López',
  line1: '12 Maple Street',
  line2: null,
  city: 'Austin',
  region: 'TX',
  postal_code: '78701',
  country: 'US',
};
export const FEEDBACK = 'Show the label in the first seconds.';
export const MUST_HAVES = ['Show the logo', 'Natural light'];
export const PUBLISH_AT = new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString();
/** One deal kept by the fake API, moved by the same decisions as the real one. */
export function fakeServer(delivery: DeliveryMethod) {
  let facts: DealFacts = factsAt({ status: 'hired', delivery });
  const timeline: Record<string, string> = {};
  const history: OverviewDeal['history'] = [];
  const feedback: OverviewDeal['feedback'] = [];
  let uploads = 0;
  let version = 1;
  /** The ticks of the review checklist on the newest upload. */
  let checks: string[] = [];

  const contentStatus = (status: DealStatus): ContentStatus =>
    status === 'creator_upload_content'
      ? 'created'
      : status === 'content_approved_by_admin'
        ? 'pending_approval'
        : status === 'completed' || status === 'finished'
          ? 'accepted'
          : 'bought';

  const deal = (): OverviewDeal => {
    const due = dueOf(facts, new Date());
    const content = Array.from({ length: uploads }, (_, index) => {
      const newest = index === 0;
      const revision = uploads - 1 - index;
      return {
        id: `u${revision}`,
        deal_id: 'd1',
        kind: 'image',
        status:
          newest && facts.status !== 'product_received' ? contentStatus(facts.status) : ('denied' as const),
        revision,
        feedback: null,
        checked_must_haves: newest ? [...checks] : [],
        file_name: `look-${revision}.jpg`,
        content_type: 'image/jpeg',
        size: 1000,
        url: `/files/u${revision}.jpg`,
        thumbnail_url: `/files/u${revision}.webp`,
        download_url: `/files/u${revision}.jpg?download`,
        width: 800,
        height: 1000,
        duration_ms: null,
        created_at: '2026-11-20T10:00:00.000Z',
        reviewed_at: null,
      };
    });
    return {
      id: 'd1',
      status: facts.status,
      delivery: facts.delivery,
      delivery_status: facts.delivery_status,
      carrier: facts.carrier,
      tracking_number: facts.tracking_number,
      tracking_url:
        facts.carrier && facts.tracking_number ? trackingLink(facts.carrier, facts.tracking_number) : null,
      shipping_address: showsShippingAddress(facts) ? ADDRESS : null,
      revisions: facts.revisions,
      max_revisions: MAX_CONTENT_REVISIONS,
      awaiting: awaitedRole(facts),
      due_at: due ? due.at.toISOString() : null,
      due_outcome: due ? due.outcome : null,
      publish_at: facts.publish_at,
      created_at: '2026-11-20T10:00:00.000Z',
      updated_at: '2026-11-20T10:00:00.000Z',
      version,
      campaign: {
        id: 'k1',
        name: 'Spring glow launch',
        kind: 'ugc_image',
        status: 'active',
        must_haves: [...MUST_HAVES],
        content_brief: 'A morning routine.',
        format: 'portrait',
        brand: { id: 'b1', name: 'Acme' },
      },
      product: { id: 'p1', name: 'Glow serum', price: 2499, image: null },
      creator: {
        id: 'cr1',
        name: 'Maya López',
        handle: 'maya.glow',
        tier: 'pro',
        country: 'MX',
        portfolio: [],
      },
      timeline: TIMELINE_STEPS.map((step) => ({ step, at: timeline[step] ?? null })),
      history: [...history],
      content,
      feedback: [...feedback],
      cost: {
        creator_fee: 10000,
        duration_extra: 0,
        pro_surcharge: 3000,
        product_price: 2499,
        taxes: 0,
        shipping: 0,
        platform_fee: 1550,
        total: 17049,
      },
    };
  };

  const apply = (command: DealCommand, role: DealRole) => {
    const decision = decideDealEvent(facts, command, role, new Date());
    if (!decision.ok) return decision;
    if (command.type === 'content.upload') {
      uploads += 1;
      checks = [];
    }
    if (command.type === 'content.decline')
      feedback.push({
        id: `f${feedback.length}`,
        revision: facts.revisions + 1,
        feedback: command.feedback,
        content_id: `u${uploads - 1}`,
        missing_must_haves: missingMustHaves(MUST_HAVES, checks),
        at: new Date().toISOString(),
      });
    facts = decision.facts;
    version += 1;
    if (decision.timelineStep) timeline[decision.timelineStep] ??= new Date().toISOString();
    history.push({
      id: `h${history.length}`,
      event: command.type,
      by: role,
      status: facts.status,
      at: new Date().toISOString(),
    });
    return decision;
  };
  /** A tick of the checklist, refused as the API does once the upload is no longer under review. */
  const check = (contentId: string, tag: string, on: boolean): string[] => {
    if (facts.status !== 'content_approved_by_admin' || contentId !== `u${uploads - 1}`)
      throw new ApiError('refused', 'DEAL_WRONG_STEP', { code: 'DEAL_WRONG_STEP' });
    checks = mustHavesTicked(MUST_HAVES, checks, tag, on);
    return [...checks];
  };
  return { deal, apply, check, version: () => version };
}

const COMMAND_OF: Record<DealAction['type'], (action: DealAction) => DealCommand> = {
  ship: (action) => ({
    type: 'deal.ship',
    carrier: action.type === 'ship' ? action.carrier : 'other',
    tracking_number: action.type === 'ship' ? action.tracking_number : '',
  }),
  cancel: () => ({ type: 'deal.cancel' }),
  accept: () => ({ type: 'content.accept' }),
  decline: (action) => ({
    type: 'content.decline',
    feedback: action.type === 'decline' ? action.feedback : '',
  }),
};

/** DealOverview on a fresh fake server (or the one given: a page opened again), with its live channel. */
export function renderDeal(
  delivery: DeliveryMethod,
  server = fakeServer(delivery),
  options: { path?: string } = {},
) {
  let live: ((event: DealLiveEvent) => void) | null = null;
  const machine = dealOverviewMachine.provide({
    actors: {
      loadDeal: fromPromise(async () => server.deal()),
      act: fromPromise<OverviewDeal, { dealId: string; action: DealAction }>(async ({ input }) => {
        const decision = server.apply(COMMAND_OF[input.action.type](input.action), 'company');
        if (!decision.ok) throw new ApiError('refused', decision.code, { code: decision.code });
        return server.deal();
      }),
      saveCheck: fromPromise<string[], MustHaveCheck>(async ({ input }) =>
        server.check(input.contentId, input.tag, input.checked),
      ),
      liveDeals: fromCallback(({ sendBack }) => {
        live = sendBack;
        return () => {
          live = null;
        };
      }),
    },
  });
  const rendered = renderScreen(<DealOverviewScreen dealId="d1" />, {
    flows: { dealOverview: machine },
    path: options.path ?? '/deal/d1',
  });
  return {
    ...rendered,
    server,
    announce: () => act(() => live?.({ type: 'deal.live', dealId: 'd1', version: server.version() })),
  };
}
