CREATE TABLE "content_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"deal_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"feedback" text,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"file" text NOT NULL,
	"thumbnail" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "deal_counts" (
	"company_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"status" text NOT NULL,
	"needs_brand" boolean NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "deal_counts_company_id_campaign_id_status_needs_brand_pk" PRIMARY KEY("company_id","campaign_id","status","needs_brand")
);
--> statement-breakpoint
CREATE TABLE "deal_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"event" text NOT NULL,
	"by" text NOT NULL,
	"status" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"status" text DEFAULT 'hired' NOT NULL,
	"delivery" text NOT NULL,
	"delivery_status" text DEFAULT 'pending_shipping' NOT NULL,
	"revisions" integer DEFAULT 0 NOT NULL,
	"tracking_number" text,
	"publish_at" timestamp with time zone,
	"awaiting" text,
	"needs_brand" boolean DEFAULT false NOT NULL,
	"due_at" timestamp with time zone,
	"due_outcome" text,
	"cost" jsonb NOT NULL,
	"hire_key" text NOT NULL,
	"search" "tsvector" NOT NULL,
	"started_at" timestamp with time zone,
	"purchased_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"uploaded_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_counts" ADD CONSTRAINT "deal_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_events" ADD CONSTRAINT "deal_events_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_listing_idx" ON "content_items" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_items_campaign_idx" ON "content_items" USING btree ("company_id","campaign_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_items_brand_idx" ON "content_items" USING btree ("company_id","brand_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_items_status_idx" ON "content_items" USING btree ("company_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_items_deal_idx" ON "content_items" USING btree ("deal_id","created_at");--> statement-breakpoint
CREATE INDEX "deal_events_deal_idx" ON "deal_events" USING btree ("deal_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_hire_key_unique" ON "deals" USING btree ("company_id","hire_key");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_campaign_creator_unique" ON "deals" USING btree ("campaign_id","creator_id") WHERE "deals"."status" <> 'canceled';--> statement-breakpoint
CREATE INDEX "deals_listing_idx" ON "deals" USING btree ("company_id","needs_brand" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deals_status_listing_idx" ON "deals" USING btree ("company_id","status","needs_brand" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deals_campaign_idx" ON "deals" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "deals_creator_idx" ON "deals" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "deals_product_idx" ON "deals" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "deals_search_idx" ON "deals" USING gin ("search");--> statement-breakpoint
-- Hand-written: the listing's counts follow every deal written, moved or removed, in the same transaction.
CREATE FUNCTION deal_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "deal_counts" SET "n" = "n" - 1
      WHERE "company_id" = OLD."company_id" AND "campaign_id" = OLD."campaign_id"
        AND "status" = OLD."status" AND "needs_brand" = OLD."needs_brand";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "deal_counts" ("company_id", "campaign_id", "status", "needs_brand", "n")
      VALUES (NEW."company_id", NEW."campaign_id", NEW."status", NEW."needs_brand", 1)
      ON CONFLICT ("company_id", "campaign_id", "status", "needs_brand") DO UPDATE SET "n" = "deal_counts"."n" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER deals_counts_follow AFTER INSERT OR DELETE OR UPDATE OF "status", "needs_brand", "campaign_id", "company_id" ON "deals"
  FOR EACH ROW EXECUTE FUNCTION deal_counts_follow();
