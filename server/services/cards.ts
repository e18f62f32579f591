/** A company's saved cards (payment methods). The gateway token is opened only to charge. */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { campaigns, cards, companies, type CardRow } from '../db/schema';
import type { CardInput } from '../../src/domain/billing';
import type { DeclineCode, PaymentGateway } from './payments/gateway';
import type { Sealer } from './crypto';
import { atomically, type UnitServices } from './unit-of-work';
import { isId } from './catalog';

/** The company's cards, the default first, then the newest. */
export function listCards(db: Database, companyId: string): Promise<CardRow[]> {
  return db
    .select()
    .from(cards)
    .where(eq(cards.company_id, companyId))
    .orderBy(desc(cards.is_default), desc(cards.created_at), asc(cards.id));
}

// ── Adding, choosing and removing cards (issue 12) ──────────────────────────────────────────────────────────────

/** Serialises a company's changes to its cards within a transaction (two first cards both the default, …). */
async function lockCompany(db: Database, companyId: string): Promise<void> {
  await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

export type AddCardOutcome = { ok: true; card: CardRow } | { ok: false; decline: DeclineCode };

/**
 * Saves a card the browser tokenized: the gateway attaches the token first (a card its issuer declines is told
 * now and not saved), then the card is kept sealed with what may be shown of it. The company's first card becomes
 * its default.
 */
export async function addCard(
  services: UnitServices & { payments: PaymentGateway; sealer: Sealer },
  companyId: string,
  input: CardInput,
): Promise<AddCardOutcome> {
  const attached = await services.payments.attach(input.token);
  if (!attached.ok) return { ok: false, decline: attached.decline };
  const { method } = attached;
  const card = await atomically(services, async (work) => {
    // Serialises the company's card changes, so two first cards added at once do not both become the default.
    await lockCompany(work.db, companyId);
    const [existing] = await work.db
      .select({ id: cards.id })
      .from(cards)
      .where(eq(cards.company_id, companyId))
      .limit(1);
    const [row] = await work.db
      .insert(cards)
      .values({
        company_id: companyId,
        gateway_token: services.sealer.seal(method.id),
        brand: method.card.brand,
        last4: method.card.last4,
        exp_month: method.card.exp_month,
        exp_year: method.card.exp_year,
        cardholder_name: input.cardholder_name,
        address_name: input.address_name,
        address: input.address,
        city: input.city,
        state: input.state,
        country: input.country,
        zip_code: input.zip_code,
        is_default: !existing,
      })
      .returning();
    return row!;
  });
  return { ok: true, card };
}

/** Makes one of the company's cards its default; null when the company has no such card. */
export async function setDefaultCard(
  services: UnitServices,
  companyId: string,
  cardId: string,
): Promise<CardRow | null> {
  return atomically(services, async (work) => {
    await lockCompany(work.db, companyId);
    const [card] = await work.db
      .select()
      .from(cards)
      .where(and(eq(cards.company_id, companyId), eq(cards.id, cardId)));
    if (!card) return null;
    if (card.is_default) return card;
    await work.db
      .update(cards)
      .set({ is_default: false })
      .where(and(eq(cards.company_id, companyId), eq(cards.is_default, true)));
    const [updated] = await work.db
      .update(cards)
      .set({ is_default: true })
      .where(eq(cards.id, cardId))
      .returning();
    return updated!;
  });
}

/**
 * Deletes one of the company's cards, unless a campaign pays with it (SPEC.md §8); when the default goes, the
 * newest remaining card becomes the default.
 */
export async function deleteCard(
  services: UnitServices,
  companyId: string,
  cardId: string,
): Promise<'deleted' | 'not_found' | 'in_use'> {
  return atomically(services, async (work) => {
    await lockCompany(work.db, companyId);
    const [card] = await work.db
      .select()
      .from(cards)
      .where(and(eq(cards.company_id, companyId), eq(cards.id, cardId)));
    if (!card) return 'not_found';
    const [inUse] = await work.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.payment_card_id, cardId))
      .limit(1);
    if (inUse) return 'in_use';
    await work.db.delete(cards).where(eq(cards.id, cardId));
    if (card.is_default) {
      const [next] = await work.db
        .select({ id: cards.id })
        .from(cards)
        .where(eq(cards.company_id, companyId))
        .orderBy(desc(cards.created_at), asc(cards.id))
        .limit(1);
      if (next) await work.db.update(cards).set({ is_default: true }).where(eq(cards.id, next.id));
    }
    return 'deleted';
  });
}

/** One of the company's cards, or null (another company's id answers null). */
export async function findCard(db: Database, companyId: string, cardId: string): Promise<CardRow | null> {
  if (!isId(cardId)) return null;
  const [card] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.company_id, companyId), eq(cards.id, cardId)));
  return card ?? null;
}
