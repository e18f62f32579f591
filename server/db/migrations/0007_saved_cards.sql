CREATE TABLE "cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"gateway_token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"cardholder_name" text NOT NULL,
	"address_name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"zip_code" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "payment_card_id" uuid;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cards_company_idx" ON "cards" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_one_default" ON "cards" USING btree ("company_id") WHERE "cards"."is_default";--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_payment_card_id_cards_id_fk" FOREIGN KEY ("payment_card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_payment_card_idx" ON "campaigns" USING btree ("payment_card_id");