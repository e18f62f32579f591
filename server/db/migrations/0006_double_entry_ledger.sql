CREATE TABLE "ledger_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" uuid,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_not_negative" CHECK ("ledger_accounts"."balance_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_postings_not_zero" CHECK ("ledger_postings"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"kind" text NOT NULL,
	"idempotency_key" text,
	"reference" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_accounts_company_idx" ON "ledger_accounts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_transaction_idx" ON "ledger_postings" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_idempotency_unique" ON "ledger_transactions" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_transactions_company_created_idx" ON "ledger_transactions" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_reference_idx" ON "ledger_transactions" USING btree ("reference");--> statement-breakpoint
-- Rules the database keeps, whoever writes (any API instance, a staff tool, a migration):
-- 1. A posting to an account with a row in ledger_accounts (every account but the platform's own, named
--    platform:…) moves its balance at once; a balance below zero is refused by the account's CHECK.
CREATE FUNCTION ledger_move_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.account LIKE 'platform:%' THEN
    RETURN NULL;
  END IF;
  UPDATE ledger_accounts SET balance_cents = balance_cents + NEW.amount_cents WHERE id = NEW.account;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger account % does not exist', NEW.account USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_move_balance AFTER INSERT ON "ledger_postings"
  FOR EACH ROW EXECUTE FUNCTION ledger_move_balance();
--> statement-breakpoint
-- 2. The legs of a transaction sum to zero, checked when the database transaction commits (its legs are written
--    one by one before that).
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
BEGIN
  SELECT coalesce(sum(amount_cents), 0) INTO total FROM ledger_postings WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance: its legs sum to %', NEW.transaction_id, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_postings_balanced AFTER INSERT ON "ledger_postings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();
--> statement-breakpoint
-- 3. What is written is never changed nor deleted: a correction is a new transaction.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is never changed (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_unchanged BEFORE UPDATE OR DELETE ON "ledger_transactions"
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_postings_unchanged BEFORE UPDATE OR DELETE ON "ledger_postings"
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- 4. The change feed (migration 0002) hears of a company's balances as it heard of its old ledger entries (an
--    account of no company, a creator's, announces an empty id, which no cache holds).
CREATE TRIGGER ledger_accounts_announce AFTER INSERT OR UPDATE OR DELETE ON "ledger_accounts"
  FOR EACH ROW EXECUTE FUNCTION announce_company_change('company_id');
--> statement-breakpoint
-- The single-entry ledger moves into the double-entry one: every wallet gets its account, and each old entry
-- becomes a transaction of its own, balanced against the platform's account of opening balances.
INSERT INTO "ledger_accounts" ("id", "company_id") SELECT 'wallet:' || "company_id", "company_id" FROM "wallets";
--> statement-breakpoint
INSERT INTO "ledger_transactions" ("id", "company_id", "kind", "idempotency_key", "reference", "detail", "created_at")
  SELECT "id", "company_id", 'opening_balance', "idempotency_key", "reference",
    jsonb_build_object('migrated_kind', "kind"), "created_at"
  FROM "ledger_entries" WHERE "amount_cents" <> 0;
--> statement-breakpoint
INSERT INTO "ledger_postings" ("transaction_id", "account", "amount_cents", "created_at")
  SELECT "id", "account", "amount_cents", "created_at" FROM (
    SELECT "id", 'platform:opening_balances' AS "account", -"amount_cents" AS "amount_cents", "created_at", 0 AS "leg"
      FROM "ledger_entries" WHERE "amount_cents" <> 0
    UNION ALL
    SELECT "id", 'wallet:' || "company_id", "amount_cents", "created_at", 1 FROM "ledger_entries" WHERE "amount_cents" <> 0
  ) AS "legs" ORDER BY "created_at", "id", "leg";
--> statement-breakpoint
DROP TABLE "ledger_entries" CASCADE;
