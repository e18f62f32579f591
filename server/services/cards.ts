/** A company's saved cards (payment methods). The gateway token is opened only to charge. */
import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cards, type CardRow } from '../db/schema';

/** The company's cards, the default first, then the newest. */
export function listCards(db: Database, companyId: string): Promise<CardRow[]> {
  return db
    .select()
    .from(cards)
    .where(eq(cards.company_id, companyId))
    .orderBy(desc(cards.is_default), desc(cards.created_at), asc(cards.id));
}
