CREATE TABLE "billing_profiles" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"tax_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wire_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirmed_amount_cents" bigint,
	"ledger_transaction_id" uuid,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wire_transfers_amount_positive" CHECK ("wire_transfers"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "billing_profiles" ADD CONSTRAINT "billing_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wire_transfers" ADD CONSTRAINT "wire_transfers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wire_transfers_reference_unique" ON "wire_transfers" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "wire_transfers_idempotency_unique" ON "wire_transfers" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "wire_transfers_company_idx" ON "wire_transfers" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "wire_transfers_pending_idx" ON "wire_transfers" USING btree ("created_at") WHERE "wire_transfers"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "ledger_transactions_company_kind_created_idx" ON "ledger_transactions" USING btree ("company_id","kind","created_at","id");