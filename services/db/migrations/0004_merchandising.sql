CREATE TABLE "sponsored_placements" (
	"id" text PRIMARY KEY NOT NULL,
	"fascia" text NOT NULL,
	"page_type" text NOT NULL,
	"page_id" text NOT NULL,
	"product_key" text NOT NULL,
	"campaign_id" text NOT NULL,
	"sponsor" text NOT NULL,
	"click_id" text NOT NULL,
	"rank" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "visual_searches" (
	"id" text PRIMARY KEY NOT NULL,
	"fascia" text NOT NULL,
	"colours" jsonb NOT NULL,
	"category_slug" text,
	"thumbnail" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sponsored_placements_page_idx" ON "sponsored_placements" USING btree ("fascia","page_type","page_id","rank");--> statement-breakpoint
CREATE INDEX "visual_searches_created_idx" ON "visual_searches" USING btree ("created_at");