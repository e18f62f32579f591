ALTER TABLE "campaign_drafts" ADD COLUMN "resubmits" uuid;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "resubmitted_from" uuid;--> statement-breakpoint
ALTER TABLE "campaign_drafts" ADD CONSTRAINT "campaign_drafts_resubmits_campaigns_id_fk" FOREIGN KEY ("resubmits") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_resubmitted_from_campaigns_id_fk" FOREIGN KEY ("resubmitted_from") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_resubmitted_from_idx" ON "campaigns" USING btree ("resubmitted_from");