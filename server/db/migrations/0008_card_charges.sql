CREATE TABLE "card_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"card_id" uuid,
	"gateway_token" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"kind" text NOT NULL,
	"credit_account" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decline_code" text,
	"gateway_charge_id" text,
	"ledger_transaction_id" uuid,
	"refund_requested_at" timestamp with time zone,
	"gateway_refund_id" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_charges" ADD CONSTRAINT "card_charges_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_charges_idempotency_unique" ON "card_charges" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "card_charges_pending_idx" ON "card_charges" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "card_charges_refunding_idx" ON "card_charges" USING btree ("refund_requested_at") WHERE "card_charges"."refunded_at" is null;