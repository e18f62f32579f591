/**
 * Staff campaign commands (issue 13): `campaigns [status]` lists campaigns of every company; `campaign approve
 * <id>`, `campaign reject <id> <reason>` (a full refund to what paid), `campaign pause <id>` and `campaign resume
 * <id>` change one. Each change is told to the company as a live notification once committed.
 */
import { object, optional } from 'superstruct';
import { check, oneOf, text } from '../../../src/domain/validation';
import { CAMPAIGN_STATUSES, RejectionReason, type CampaignTransition } from '../../../src/domain/campaign';
import { changeStatus } from '../../services/campaigns/lifecycle';
import { staffListCampaigns } from '../../services/campaigns/listing';
import type { StaffCommand } from '../command';

const ListInput = object({ status: optional(oneOf(CAMPAIGN_STATUSES)) });

export const campaignList: StaffCommand = async (services, input) => {
  const checked = check(ListInput, input);
  if (!checked.ok)
    return { status: 400, body: { error: 'Some fields are not valid', fields: checked.fields } };
  const rows = await staffListCampaigns(services.db, checked.value.status);
  return {
    status: 200,
    body: {
      campaigns: rows.map(({ campaign, brand }) => ({
        id: campaign.id,
        name: campaign.name,
        kind: campaign.kind,
        status: campaign.status,
        brand,
        deals: campaign.deals_total,
        total_cents: campaign.total_cents,
        created_at: campaign.created_at.toISOString(),
      })),
    },
  };
};

const ChangeInput = object({ id: text(1, 64), reason: optional(RejectionReason) });
const RejectInput = object({ id: text(1, 64), reason: RejectionReason });

function campaignChange(transition: Exclude<CampaignTransition, 'resubmit'>): StaffCommand {
  return async (services, input) => {
    const checked: ReturnType<typeof check<{ id: string; reason?: string | undefined }, unknown>> =
      transition === 'reject' ? check(RejectInput, input) : check(ChangeInput, input);
    if (!checked.ok)
      return { status: 400, body: { error: 'Some fields are not valid', fields: checked.fields } };
    const outcome = await changeStatus(services, {
      companyId: null,
      campaignId: checked.value.id,
      transition,
      actor: 'staff',
      ...(checked.value.reason ? { reason: checked.value.reason } : {}),
    });
    if (!outcome.ok && outcome.reason === 'not_found')
      return { status: 404, body: { error: `No campaign ${checked.value.id}` } };
    if (!outcome.ok)
      return {
        status: 409,
        body: { error: `A campaign that is ${outcome.status} cannot be ${transition}d` },
      };
    return {
      status: 200,
      body: {
        status: true,
        campaign: { id: outcome.campaign.id, name: outcome.campaign.name, status: outcome.campaign.status },
        refunded_cents: outcome.refunded,
      },
    };
  };
}

export const campaignApprove = campaignChange('approve');
export const campaignReject = campaignChange('reject');
export const campaignPause = campaignChange('pause');
export const campaignResume = campaignChange('resume');
