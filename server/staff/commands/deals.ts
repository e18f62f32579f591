/**
 * Creators and staff on deals, through the staff API (DESIGN.md §6 "Deal roles": in this product creators and
 * staff act through the staff command line):
 * - `deal` { deal_id, action: accept | purchase | receive | approve | publish, publish_at? }: the creator's steps,
 *   and staff's approval of content, decided by the deal machine like the brand's;
 * - `deal-upload` (an upload: the file is the raw body; deal_id and name in the query): the creator uploads content,
 *   checked and thumbnailed by the media service;
 * - `simulate` { campaign_id }: plays every open deal of a campaign as far as its creator and staff can take it
 *   (accept, buy, receive, upload demo media, approve, publish accepted content), for demos and tests. It stops
 *   where the brand acts: shipping a product, reviewing content.
 */
import { and, asc, eq, notInArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Services } from '../../context';
import { deals, portfolioItems, type DealRow } from '../../db/schema';
import { contentFieldError } from '../../../src/domain/media';
import { DEAL_FINAL_STATUSES, type DealRole } from '../../../src/domain/deal';
import type { DealCommand } from '../../../src/machines/deal-decision';
import { actOnDeal, lockDeal } from '../../services/deals/events';
import { DealBadInput, DealRefused } from '../../services/deals/refusals';
import type { UploadedContent } from '../../services/deals/records';
import { removeDealContent, storeDealContent } from '../../services/deals/content-files';
import { atomically } from '../../services/unit-of-work';
import { isId } from '../../services/catalog';
import type { StaffCommand, StaffResult, StaffUpload } from '../command';

/** The staff command's actions: the event each sends and who sends it. */
const ACTIONS: Record<string, { type: DealCommand['type']; role: DealRole }> = {
  accept: { type: 'deal.accept', role: 'creator' },
  purchase: { type: 'deal.purchase', role: 'creator' },
  receive: { type: 'deal.receive', role: 'creator' },
  approve: { type: 'content.approve', role: 'staff' },
  publish: { type: 'content.publish', role: 'creator' },
};

const shown = (deal: DealRow) => ({
  id: deal.id,
  company_id: deal.company_id,
  campaign_id: deal.campaign_id,
  status: deal.status,
  delivery: deal.delivery,
  delivery_status: deal.delivery_status,
  revisions: deal.revisions,
  awaiting: deal.awaiting,
  due_at: deal.due_at?.toISOString() ?? null,
});

function answerOf(error: unknown): StaffResult {
  if (error instanceof DealRefused)
    return error.code === 'NOT_FOUND'
      ? { status: 404, body: { error: 'No such deal' } }
      : { status: 409, body: { error: `Refused: ${error.code}`, code: error.code } };
  if (error instanceof DealBadInput)
    return { status: 400, body: { error: 'Some fields are not valid', fields: error.fields } };
  throw error;
}

/** One event on a deal of any company, as its creator or staff. */
async function act(
  services: Services,
  dealId: string,
  command: DealCommand,
  role: DealRole,
  content?: UploadedContent,
): Promise<DealRow> {
  return atomically(services, async (work) => {
    const deal = await lockDeal(work.db, dealId, null);
    if (!deal) throw new DealRefused('NOT_FOUND');
    return actOnDeal(work, deal, {
      command,
      role,
      now: services.clock.now(),
      ...(content ? { content } : {}),
    });
  });
}

export const dealCommand: StaffCommand = async (services, input) => {
  const dealId = typeof input.deal_id === 'string' ? input.deal_id : '';
  const action = typeof input.action === 'string' ? input.action : '';
  const chosen = Object.hasOwn(ACTIONS, action) ? ACTIONS[action] : undefined;
  if (!chosen)
    return {
      status: 400,
      body: { error: `The action is one of ${[...Object.keys(ACTIONS), 'upload <file>'].join(', ')}` },
    };
  if (!isId(dealId)) return { status: 404, body: { error: 'No such deal' } };
  const command = (
    chosen.type === 'content.publish' && typeof input.publish_at === 'string'
      ? { type: chosen.type, publish_at: input.publish_at }
      : { type: chosen.type }
  ) as DealCommand;
  try {
    const deal = await act(services, dealId, command, chosen.role);
    return { status: 200, body: { deal: shown(deal), company_id: deal.company_id } };
  } catch (error) {
    return answerOf(error);
  }
};

/** Stores a file as a deal's content and sends the creator's upload; the files go if the event is refused. */
async function upload(services: Services, dealId: string, body: Uint8Array, name: string | undefined) {
  const stored = await storeDealContent(services, body, name);
  if (!stored.ok) return { ok: false as const, problem: stored.problem };
  try {
    const deal = await act(services, dealId, { type: 'content.upload' }, 'creator', stored.media);
    return { ok: true as const, deal };
  } catch (error) {
    await removeDealContent(services, stored.media);
    throw error;
  }
}

export const dealUpload: StaffUpload = async (services, input, body) => {
  const dealId = input.deal_id ?? '';
  if (!isId(dealId)) return { status: 404, body: { error: 'No such deal' } };
  try {
    const done = await upload(services, dealId, body, input.name);
    if (!done.ok)
      return {
        status: 400,
        body: { error: 'The file is not valid', fields: { file: contentFieldError(done.problem) } },
      };
    return { status: 201, body: { deal: shown(done.deal), company_id: done.deal.company_id } };
  } catch (error) {
    return answerOf(error);
  }
};

/** Demo content for a deal: a file of the creator's portfolio, or a picture made on the spot. */
async function demoMedia(services: Services, deal: DealRow): Promise<{ body: Uint8Array; name: string }> {
  const items = await services.db
    .select()
    .from(portfolioItems)
    .where(eq(portfolioItems.creator_id, deal.creator_id))
    .orderBy(asc(portfolioItems.position));
  // Pictures first: they are quicker to check and thumbnail than videos.
  for (const item of [...items].sort((a, b) => Number(a.kind === 'video') - Number(b.kind === 'video'))) {
    const opened = await services.files.read(item.file.replace(/^\/files\//, ''));
    if (opened) return { body: opened.body, name: `demo-${deal.revisions + 1}` };
  }
  const hue = parseInt(deal.id.slice(0, 2), 16);
  const body = await sharp({
    create: { width: 640, height: 800, channels: 3, background: { r: hue, g: 120, b: 255 - hue } },
  })
    .jpeg()
    .toBuffer();
  return { body, name: `demo-${deal.revisions + 1}` };
}

/** The next step a creator or staff takes on a deal, or null when it waits for the brand or is done. */
function nextStep(deal: DealRow): { type: DealCommand['type']; role: DealRole } | 'upload' | null {
  switch (deal.status) {
    case 'hired':
      return ACTIONS.accept!;
    case 'creator_accepted':
      return deal.delivery === 'refund' ? ACTIONS.purchase! : null;
    case 'purchased_sent':
      return ACTIONS.receive!;
    case 'product_received':
      return 'upload';
    case 'creator_upload_content':
      return ACTIONS.approve!;
    case 'company_accepts_content':
      return ACTIONS.publish!;
    default:
      return null;
  }
}

/** Most steps one deal is moved by one simulation (a deal has fewer; a guard against a loop). */
const MAX_STEPS = 12;

export const simulate: StaffCommand = async (services, input) => {
  const campaignId = typeof input.campaign_id === 'string' ? input.campaign_id : '';
  if (!isId(campaignId)) return { status: 404, body: { error: 'No such campaign' } };
  const open = await services.db
    .select()
    .from(deals)
    .where(and(eq(deals.campaign_id, campaignId), notInArray(deals.status, [...DEAL_FINAL_STATUSES])))
    .orderBy(asc(deals.created_at), asc(deals.id));
  const played: Array<{ id: string; from: string; to: string; steps: number }> = [];
  let companyId: string | null = null;
  for (let deal of open) {
    companyId = deal.company_id;
    const from = deal.status;
    let steps = 0;
    for (let step = nextStep(deal); step && steps < MAX_STEPS; step = nextStep(deal)) {
      if (step === 'upload') {
        const media = await demoMedia(services, deal);
        const done = await upload(services, deal.id, media.body, media.name);
        if (!done.ok) return { status: 500, body: { error: `Demo media refused: ${done.problem}` } };
        deal = done.deal;
      } else {
        deal = await act(services, deal.id, { type: step.type } as DealCommand, step.role);
      }
      steps += 1;
    }
    played.push({ id: deal.id, from, to: deal.status, steps });
  }
  return { status: 200, body: { campaign_id: campaignId, company_id: companyId, deals: played } };
};
