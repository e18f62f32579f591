CREATE TABLE "campaign_counts" (
	"company_id" uuid NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_counts_company_id_status_pk" PRIMARY KEY("company_id","status")
);
--> statement-breakpoint
DROP INDEX "campaigns_listing_name_idx";--> statement-breakpoint
ALTER TABLE "campaign_counts" ADD CONSTRAINT "campaign_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_listing_total_idx" ON "campaigns" USING btree ("company_id","status","total_cents","id");--> statement-breakpoint
CREATE INDEX "campaigns_listing_name_idx" ON "campaigns" USING btree ("company_id","status",lower("name"),"id");--> statement-breakpoint
-- Hand-written: the tab counts follow every campaign written, moved or removed, in the same transaction. A
-- removal only lowers a count already kept (a company's removal takes its counts with it).
CREATE FUNCTION campaign_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "campaign_counts" SET "n" = "n" - 1
      WHERE "company_id" = OLD."company_id" AND "status" = OLD."status";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "campaign_counts" ("company_id", "status", "n") VALUES (NEW."company_id", NEW."status", 1)
      ON CONFLICT ("company_id", "status") DO UPDATE SET "n" = "campaign_counts"."n" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER campaign_counts_follow AFTER INSERT OR DELETE OR UPDATE OF "status", "company_id" ON "campaigns"
  FOR EACH ROW EXECUTE FUNCTION campaign_counts_follow();
--> statement-breakpoint
INSERT INTO "campaign_counts" ("company_id", "status", "n")
  SELECT "company_id", "status", count(*)::int FROM "campaigns" GROUP BY "company_id", "status";
--> statement-breakpoint
-- Hires before the campaign counted them: each campaign's slots taken are its deals not canceled.
UPDATE "campaigns" SET "deals_hired" = taken.n
FROM (SELECT "campaign_id", count(*)::int AS n FROM "deals" WHERE "status" <> 'canceled' GROUP BY "campaign_id") AS taken
WHERE taken."campaign_id" = "campaigns"."id" AND "campaigns"."deals_hired" <> taken.n;
