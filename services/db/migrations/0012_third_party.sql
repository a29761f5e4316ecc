CREATE TABLE "review_submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"product_key" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"user_name" text NOT NULL,
	"is_recommended" boolean,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	CONSTRAINT "review_submissions_rating_range" CHECK ("review_submissions"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "product_page_details" ADD COLUMN "sizing_service" text;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "voxelo_id" text;--> statement-breakpoint
CREATE INDEX "review_submissions_product_idx" ON "review_submissions" USING btree ("product_key","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "variants_ean_idx" ON "variants" USING btree ("ean_barcode");--> statement-breakpoint
CREATE INDEX "variants_voxelo_idx" ON "variants" USING btree ("voxelo_id");