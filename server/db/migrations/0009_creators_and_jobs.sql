CREATE TABLE "creators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"handle" text NOT NULL,
	"tier" text NOT NULL,
	"categories" text[] NOT NULL,
	"country" text NOT NULL,
	"languages" text[] NOT NULL,
	"gender" text NOT NULL,
	"age" integer NOT NULL,
	"ethnicity" text NOT NULL,
	"bio" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', translate(lower("creators"."name" || ' ' || "creators"."handle" || ' ' || translate("creators"."handle", '._', '  ') || ' ' || "creators"."bio"), 'àáâãäåāăąçćčďđèéêëēėęěğìíîïīįıłñńňòóôõöøōőřŕśšşťţùúûüūůűųýÿźżž', 'aaaaaaaaacccddeeeeeeeegiiiiiiilnnnoooooooorrsssttuuuuuuuuyyzzz'))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"file" text NOT NULL,
	"thumbnail" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "creators_handle_unique" ON "creators" USING btree ("handle");--> statement-breakpoint
CREATE INDEX "creators_name_idx" ON "creators" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "creators_tier_idx" ON "creators" USING btree ("tier");--> statement-breakpoint
CREATE INDEX "creators_categories_idx" ON "creators" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "creators_languages_idx" ON "creators" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "creators_country_idx" ON "creators" USING btree ("country");--> statement-breakpoint
CREATE INDEX "creators_gender_age_idx" ON "creators" USING btree ("gender","age");--> statement-breakpoint
CREATE INDEX "creators_ethnicity_idx" ON "creators" USING btree ("ethnicity");--> statement-breakpoint
CREATE INDEX "creators_search_idx" ON "creators" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key_unique" ON "jobs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_items_creator_position_unique" ON "portfolio_items" USING btree ("creator_id","position");