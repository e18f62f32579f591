/**
 * The staff command line's commands. Each entry maps words typed after the command name to the JSON body of
 * POST /staff/<path> and says how to print the answer. To add one: a server command file in
 * server/staff/commands/ plus an entry here. A name without an entry still works with key=value arguments.
 * A name may be two words (`creator add`); its path is then the words joined by '-' unless it says otherwise.
 */
import type { CliCommand, StaffAnswer } from './cli-command';
import { dollars, ledgerCliCommands } from './staff-ledger-commands';

type ShownCreator = {
  name: string;
  handle: string;
  tier: string;
  country: string;
  age: number;
  categories: string[];
  languages: string[];
  portfolio: number;
};

const creatorLine = (creator: ShownCreator): string =>
  [
    `@${creator.handle}`.padEnd(24),
    creator.name.padEnd(24),
    creator.tier.padEnd(6),
    creator.country.padEnd(3),
    String(creator.age).padEnd(3),
    creator.categories.join(',').padEnd(28),
    creator.languages.join(',').padEnd(10),
    `${creator.portfolio} items`,
  ].join(' ');

type ShownDeal = {
  id: string;
  status: string;
  delivery_status: string;
  awaiting: string | null;
  due_at: string | null;
};

const dealLine = (deal: ShownDeal): string =>
  `Deal ${deal.id}: ${deal.status} (delivery ${deal.delivery_status}${deal.awaiting ? `, waiting for ${deal.awaiting}` : ''}${deal.due_at ? `, due ${deal.due_at}` : ''})`;

const CREATOR_FIELDS = [
  'name',
  'handle',
  'tier',
  'categories',
  'country',
  'languages',
  'gender',
  'age',
  'ethnicity',
  'bio',
  'street',
  'street2',
  'city',
  'region',
  'postal_code',
];

type ShownCampaign = {
  id: string;
  name: string;
  kind: string;
  status: string;
  brand: string;
  deals: number;
  total_cents: number;
};

const campaignChanged = (answer: StaffAnswer): string => {
  const campaign = answer.campaign as { name: string; status: string };
  const refunded = Number(answer.refunded_cents ?? 0);
  const refund = refunded > 0 ? `, refunded $${(refunded / 100).toFixed(2)}` : '';
  return `Campaign ${campaign.name} is now ${campaign.status}${refund}.`;
};

export const cliCommands: Record<string, CliCommand> = {
  impersonate: {
    args: ['email'],
    summary: 'prints a one-time link that opens the company account as staff',
    print: (answer) => {
      const minutes = typeof answer.expires_in === 'number' ? Math.round(answer.expires_in / 60) : undefined;
      const validity = minutes ? `valid ${minutes} minutes, single use` : 'single use';
      return `Impersonation link (${validity}):\n${String(answer.link)}`;
    },
  },
  notify: {
    args: ['email', 'message...'],
    summary: 'sends the company a live notification',
    print: () => 'Notification sent.',
  },
  'creator add': {
    args: [],
    options: { keys: CREATOR_FIELDS, lists: ['categories', 'languages'], numbers: ['age'] },
    summary:
      'adds a creator: name=… handle=… tier=basic|pro categories=a,b country=US languages=en,es gender=… age=… ethnicity=… bio=… street=… [street2=…] city=… region=… postal_code=…',
    print: (answer) => {
      const creator = answer.creator as ShownCreator & { id: string };
      return `Creator added: ${creator.name} (@${creator.handle}), id ${creator.id}`;
    },
  },
  'creator portfolio': {
    args: ['handle', 'file...'],
    files: 'file...',
    summary: "adds images or short videos (PNG, JPEG, WebP, MP4, WebM, MOV) to a creator's portfolio",
    print: (answer) => {
      const item = answer.item as { kind: string; url: string; width: number; height: number };
      return `Added ${item.kind} ${item.width}×${item.height}: ${item.url}`;
    },
  },
  creators: {
    args: [],
    options: {
      keys: [
        'search',
        'tiers',
        'categories',
        'genders',
        'age_ranges',
        'ethnicities',
        'country',
        'language',
        'page',
      ],
      lists: ['tiers', 'categories', 'genders', 'age_ranges', 'ethnicities'],
      numbers: ['page'],
    },
    summary: 'lists creators: search=… and filters as in discovery, e.g. tiers=pro categories=beauty page=2',
    print: (answer) => {
      const creators = answer.creators as ShownCreator[];
      const total = Number(answer.total);
      const head = `${total} creator${total === 1 ? '' : 's'}${creators.length < total ? ` (page ${String(answer.page)})` : ''}`;
      return [head, ...creators.map(creatorLine)].join('\n');
    },
  },
  // Money (issue 12)
  'wire list': {
    args: [],
    summary: 'lists the wire transfers waiting for their money',
    print: (answer) => {
      const wires = answer.wires as Array<{
        reference: string;
        amount: number;
        email: string;
        created_at: string;
      }>;
      if (wires.length === 0) return 'No wire transfer is pending.';
      return [
        `${wires.length} pending wire transfer${wires.length === 1 ? '' : 's'}`,
        ...wires.map((wire) =>
          [
            wire.reference.padEnd(12),
            dollars(wire.amount).padStart(16),
            wire.email.padEnd(32),
            wire.created_at,
          ].join(' '),
        ),
      ].join('\n');
    },
  },
  'wire confirm': {
    args: ['reference', 'amount?'],
    flags: ['yes'],
    summary:
      'credits a wire that arrived (once): wire confirm CH-XXXXXXXX [amount in dollars, default as announced] [--yes when far from it]',
    print: (answer) =>
      answer.already
        ? `Wire ${String(answer.reference)} was already confirmed (${dollars(Number(answer.amount))}); nothing changed.`
        : `Wire ${String(answer.reference)} confirmed: ${dollars(Number(answer.amount))} credited, balance ${dollars(Number(answer.balance))}.` +
          (Number(answer.short) > 0
            ? ` It is SHORT by ${dollars(Number(answer.short))} of the ${dollars(Number(answer.announced))} announced; the company is told.`
            : ''),
  },
  wallet: {
    args: ['email'],
    summary: "prints a company's wallet balance and its last movements",
    print: (answer) => {
      const entries = answer.entries as Array<{
        created_at: string;
        kind: string;
        method: string;
        amount: number;
        fee: number;
        balance: number;
      }>;
      return [
        `${String(answer.email)}: balance ${dollars(Number(answer.balance))}`,
        ...entries.map((entry) =>
          [
            entry.created_at.slice(0, 19).replace('T', ' '),
            entry.kind.padEnd(16),
            entry.method.padEnd(7),
            dollars(entry.amount).padStart(14),
            `fee ${dollars(entry.fee)}`.padStart(14),
            `balance ${dollars(entry.balance)}`,
          ].join(' '),
        ),
      ].join('\n');
    },
  },
  ...ledgerCliCommands,
  campaigns: {
    args: ['status'],
    summary: 'lists campaigns of every company, newest first, e.g. campaigns pending_admin_approval',
    print: (answer) => {
      const campaigns = answer.campaigns as ShownCampaign[];
      return [
        `${campaigns.length} campaign${campaigns.length === 1 ? '' : 's'}`,
        ...campaigns.map((campaign) =>
          [
            campaign.id,
            campaign.status.padEnd(22),
            campaign.kind.padEnd(15),
            `${campaign.deals} deals`.padEnd(10),
            `$${(campaign.total_cents / 100).toFixed(2)}`.padEnd(12),
            campaign.brand.padEnd(20),
            campaign.name,
          ].join(' '),
        ),
      ].join('\n');
    },
  },
  'campaign approve': {
    args: ['id'],
    summary: 'approves a campaign awaiting approval: it goes live',
    print: campaignChanged,
  },
  'campaign reject': {
    args: ['id', 'reason...'],
    summary: 'rejects a campaign awaiting approval, with the reason; it is refunded in full to what paid',
    print: campaignChanged,
  },
  'campaign pause': { args: ['id'], summary: 'pauses an active campaign', print: campaignChanged },
  'campaign resume': { args: ['id'], summary: 'resumes a paused campaign', print: campaignChanged },
  // Deals (issue 14): creators' steps and staff's approval, and a whole campaign played through.
  deal: {
    args: ['deal_id', 'action'],
    options: { keys: ['publish_at'] },
    summary:
      'moves a deal as its creator or staff: deal <dealId> accept|purchase|receive|approve|publish [publish_at=ISO date]',
    print: (answer) => dealLine(answer.deal as ShownDeal),
  },
  'deal upload': {
    args: ['deal_id', 'file...'],
    files: 'file...',
    path: 'deal-upload',
    summary: 'uploads content as the creator: deal <dealId> upload <file> (PNG, JPEG, WebP, MP4, WebM, MOV)',
    print: (answer) => dealLine(answer.deal as ShownDeal),
  },
  simulate: {
    args: ['campaign_id'],
    summary: 'plays every open deal of a campaign as far as its creator and staff can take it',
    print: (answer) => {
      const played = answer.deals as Array<{ id: string; from: string; to: string; steps: number }>;
      if (played.length === 0) return 'No open deal on this campaign.';
      return played.map((deal) => `${deal.id}  ${deal.from} → ${deal.to} (${deal.steps} steps)`).join('\n');
    },
  },
};
