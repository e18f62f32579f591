DROP INDEX "campaigns_listing_name_idx";--> statement-breakpoint
CREATE INDEX "campaigns_listing_total_idx" ON "campaigns" USING btree ("company_id","status","total_cents","id");--> statement-breakpoint
CREATE INDEX "campaigns_listing_name_idx" ON "campaigns" USING btree ("company_id","status",lower("name"),"id");--> statement-breakpoint
-- Hires before the campaign counted them: each campaign's slots taken are its deals not canceled.
UPDATE "campaigns" SET "deals_hired" = taken.n
FROM (SELECT "campaign_id", count(*)::int AS n FROM "deals" WHERE "status" <> 'canceled' GROUP BY "campaign_id") AS taken
WHERE taken."campaign_id" = "campaigns"."id" AND "campaigns"."deals_hired" <> taken.n;
