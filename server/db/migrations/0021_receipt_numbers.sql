ALTER TABLE "ledger_transactions" ADD COLUMN "receipt_number" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_receipt_number_unique" ON "ledger_transactions" USING btree ("receipt_number");
--> statement-breakpoint
-- Receipts are numbered by the database as money paid in is written (a card top-up, a wire credited, a campaign
-- paid by card), from one sequence, so two instances never hand out the same number. The web app and the PDF show
-- it as CH-<year>-<number, six digits or more>.
CREATE SEQUENCE "ledger_receipt_numbers";
--> statement-breakpoint
CREATE FUNCTION ledger_number_receipt() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind IN ('card_top_up', 'wire_top_up', 'campaign_charge') THEN
    NEW.receipt_number := nextval('ledger_receipt_numbers');
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_number_receipt BEFORE INSERT ON "ledger_transactions"
  FOR EACH ROW EXECUTE FUNCTION ledger_number_receipt();
--> statement-breakpoint
-- What was paid in before numbers existed gets them in the order it was written. The ledger refuses every change;
-- this one, made once by the migration, only adds the numbers.
ALTER TABLE "ledger_transactions" DISABLE TRIGGER ledger_transactions_unchanged;
--> statement-breakpoint
UPDATE "ledger_transactions" AS t SET "receipt_number" = numbered.n
  FROM (
    SELECT id, nextval('ledger_receipt_numbers') AS n FROM (
      SELECT id FROM "ledger_transactions"
      WHERE kind IN ('card_top_up', 'wire_top_up', 'campaign_charge')
      ORDER BY created_at, id
    ) AS ordered
  ) AS numbered
  WHERE t.id = numbered.id;
--> statement-breakpoint
ALTER TABLE "ledger_transactions" ENABLE TRIGGER ledger_transactions_unchanged;
