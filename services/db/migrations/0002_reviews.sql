CREATE TABLE "reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"product_key" text NOT NULL,
	"sku" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"user_location" text,
	"user_name" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"is_recommended" boolean,
	"secondary_ratings" jsonb NOT NULL,
	"responses" jsonb NOT NULL,
	"is_syndicated" boolean DEFAULT false NOT NULL,
	"syndication_source_name" text,
	"syndication_logo_url" text,
	"syndication_content_link" text,
	"photos" jsonb NOT NULL,
	"features" text[] NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE INDEX "reviews_product_recent_idx" ON "reviews" USING btree ("product_key","submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST);