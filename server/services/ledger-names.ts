/**
 * The names of the ledger's accounts (services/ledger.ts): a company's, a campaign's or a creator's guarded
 * accounts, and the platform's own, which have no row and whose balances are sums.
 */
export const ledgerAccount = {
  wallet: (companyId: string) => `wallet:${companyId}`,
  campaign: (campaignId: string) => `campaign:${campaignId}`,
  creator: (creatorId: string) => `creator:${creatorId}`,
  /** Money charged on cards, on its way from the card gateway. */
  cardClearing: 'platform:card_clearing',
  /** Money sent by wire transfer, received in the platform's bank account. */
  wireClearing: 'platform:wire_clearing',
  /** Card processing fees the platform earned. */
  cardFees: 'platform:card_fees',
  /** The platform's fee on deals (pricing.ts). */
  platformFees: 'platform:platform_fees',
  /** Wallet balances paid out by staff to companies' bank accounts. */
  payouts: 'platform:payouts',
  /** Balances carried over from the single-entry ledger. */
  openingBalances: 'platform:opening_balances',
} as const;

export const isPlatformAccount = (account: string): boolean => account.startsWith('platform:');

/** Every account of the platform: a posting to any other `platform:` name is a fault. */
export const PLATFORM_ACCOUNTS: readonly string[] = Object.values(ledgerAccount).flatMap((value) =>
  typeof value === 'string' ? [value] : [],
);

/** Accounts of the platform that only ever receive (fees earned, payouts made): never below zero. */
export const PLATFORM_RECEIVING: readonly string[] = [
  ledgerAccount.cardFees,
  ledgerAccount.platformFees,
  ledgerAccount.payouts,
];

/** Guarded accounts by the word their name starts with, and whether a company owns them. */
export const GUARDED_KINDS: Readonly<Record<string, 'company' | 'none'>> = {
  wallet: 'company',
  campaign: 'company',
  deal: 'company',
  creator: 'none',
};
