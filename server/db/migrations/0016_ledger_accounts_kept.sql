-- A ledger account outlives its company: closing a company no longer deletes its accounts by cascade (their
-- postings stay, so their balances must too), and no account is ever deleted.
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_company_id_companies_id_fk";--> statement-breakpoint
CREATE TRIGGER ledger_accounts_kept BEFORE DELETE ON "ledger_accounts"
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
