/** Staff commands by name; each file holds commands of the staff API. */
import type { StaffCommand, StaffUpload } from '../command';
import { impersonate } from './impersonate';
import { notify } from './notify';
import { creatorAdd, creatorList, creatorPortfolio } from './creators';
import { wallet, wireConfirm, wireList } from './money';
import { walletPayout } from './payout';
import { ledgerAudit } from './ledger-audit';
import { campaignApprove, campaignList, campaignPause, campaignReject, campaignResume } from './campaigns';
import { dealCommand, dealUpload, simulate } from './deals';

export const staffCommands: Record<string, StaffCommand> = {
  impersonate,
  notify,
  'creator-add': creatorAdd,
  creators: creatorList,
  campaigns: campaignList,
  'campaign-approve': campaignApprove,
  'campaign-reject': campaignReject,
  'campaign-pause': campaignPause,
  'campaign-resume': campaignResume,
  // Money (issue 12)
  'wire-list': wireList,
  'wire-confirm': wireConfirm,
  wallet,
  'wallet-payout': walletPayout,
  'ledger-audit': ledgerAudit,
  deal: dealCommand,
  simulate,
};

/** Commands whose request body is a file (POST /staff/<name>?arguments, Content-Type: application/octet-stream). */
export const staffUploads: Record<string, StaffUpload> = {
  'creator-portfolio': creatorPortfolio,
  'deal-upload': dealUpload,
};
