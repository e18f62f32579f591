-- The change feed: every write to what the API caches per company (its row, its sessions, its wallet, ledger and
-- bank details) announces the company's id on the channel company_changed, whoever makes it (any API instance,
-- a staff tool, a migration). NOTIFY is transactional: listeners hear of a write only once it has committed.
CREATE FUNCTION announce_company_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('company_changed', to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('company_changed', to_jsonb(OLD) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER companies_announce AFTER INSERT OR UPDATE OR DELETE ON "companies"
  FOR EACH ROW EXECUTE FUNCTION announce_company_change('id');
--> statement-breakpoint
CREATE TRIGGER sessions_announce AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION announce_company_change('company_id');
--> statement-breakpoint
CREATE TRIGGER wallets_announce AFTER INSERT OR UPDATE OR DELETE ON "wallets"
  FOR EACH ROW EXECUTE FUNCTION announce_company_change('company_id');
--> statement-breakpoint
CREATE TRIGGER ledger_entries_announce AFTER INSERT OR UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION announce_company_change('company_id');
--> statement-breakpoint
CREATE TRIGGER bank_transfer_informations_announce AFTER INSERT OR UPDATE OR DELETE ON "bank_transfer_informations"
  FOR EACH ROW EXECUTE FUNCTION announce_company_change('company_id');
