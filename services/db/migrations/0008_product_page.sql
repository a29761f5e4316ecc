-- What the product page needs of the catalogue and the catalogue lacked (P §3 Product, Variant,
-- Variant attributes, Delivery and seller, Customisation field): sellers (own brand, marketplace
-- shops, preloved), per-product page details, videos per colour, customisation field groups and
-- each variant's EAN barcode. Writes to the per-product tables notify catalogue_changes like the
-- other catalogue tables (0007), so a cached product page follows them.
CREATE TABLE "customisation_fields" (
	"group_name" text NOT NULL,
	"position" integer NOT NULL,
	"api_name" text NOT NULL,
	"display_name" text NOT NULL,
	"field_type" text DEFAULT 'text' NOT NULL,
	"optional" boolean DEFAULT false NOT NULL,
	"max_length" integer,
	"placeholder" text,
	"description" text,
	"validation_regex" text,
	"validation_message" text,
	CONSTRAINT "customisation_fields_group_name_position_pk" PRIMARY KEY("group_name","position")
);
--> statement-breakpoint
CREATE TABLE "product_page_details" (
	"product_id" text PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"manufacturer" jsonb,
	"logistic_class" text DEFAULT 'STANDARD' NOT NULL,
	"customisation_group_name" text,
	"returns_policy" text,
	"sustainability_content" text,
	"details_and_care" text,
	"rewards_points" integer,
	"preorder_until" timestamp with time zone,
	"gwp_sku" text,
	"gwp_description" text,
	"is_subscription_eligible" boolean DEFAULT false NOT NULL,
	"surcharge_pence" integer,
	"related" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_videos" (
	"product_id" text NOT NULL,
	"colour" text NOT NULL,
	"position" integer NOT NULL,
	"purpose" text NOT NULL,
	"src" text NOT NULL,
	"poster" text NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "product_videos_product_id_colour_position_pk" PRIMARY KEY("product_id","colour","position")
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"shop_name" text NOT NULL,
	"is_marketplace" boolean DEFAULT false NOT NULL,
	"is_preloved" boolean DEFAULT false NOT NULL,
	"billing" jsonb,
	"address" jsonb,
	"returns_info" text,
	"returns_policy" text DEFAULT 'ownBrand' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "ean_barcode" text;--> statement-breakpoint
ALTER TABLE "product_page_details" ADD CONSTRAINT "product_page_details_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_page_details" ADD CONSTRAINT "product_page_details_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_videos" ADD CONSTRAINT "product_videos_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customisation_fields_api_name_idx" ON "customisation_fields" USING btree ("group_name","api_name");--> statement-breakpoint
CREATE INDEX "product_page_details_seller_idx" ON "product_page_details" USING btree ("seller_id");--> statement-breakpoint
CREATE TRIGGER "product_page_details_notify_insert" AFTER INSERT ON "product_page_details" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_page_details_notify_update" AFTER UPDATE ON "product_page_details" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_page_details_notify_delete" AFTER DELETE ON "product_page_details" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_page_details_notify_truncate" AFTER TRUNCATE ON "product_page_details" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_videos_notify_insert" AFTER INSERT ON "product_videos" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_videos_notify_update" AFTER UPDATE ON "product_videos" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_videos_notify_delete" AFTER DELETE ON "product_videos" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_videos_notify_truncate" AFTER TRUNCATE ON "product_videos" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('product_id');
