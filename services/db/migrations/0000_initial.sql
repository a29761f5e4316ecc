CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text,
	"role" text DEFAULT 'shopper' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"department_id" text NOT NULL,
	"parent_id" text,
	"depth" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"breadcrumbs" jsonb NOT NULL,
	"meta_title" text NOT NULL,
	"meta_description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_colours" (
	"product_id" text NOT NULL,
	"colour" text NOT NULL,
	"colour_label" text NOT NULL,
	"colour_facet" text NOT NULL,
	"swatch_hex" text NOT NULL,
	"position" integer NOT NULL,
	"image_count" integer NOT NULL,
	CONSTRAINT "product_colours_product_id_colour_pk" PRIMARY KEY("product_id","colour")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"brand_id" text NOT NULL,
	"department_id" text NOT NULL,
	"category_id" text NOT NULL,
	"product_type" text NOT NULL,
	"classification" text NOT NULL,
	"gender" text NOT NULL,
	"style_taxonomy" text NOT NULL,
	"occasion" text,
	"fabrication" text,
	"attributes" jsonb NOT NULL,
	"is_premier" boolean DEFAULT false NOT NULL,
	"has_gift_with_purchase" boolean DEFAULT false NOT NULL,
	"available_fascias" jsonb NOT NULL,
	"best_seller_rank" integer NOT NULL,
	"average_rating" numeric(3, 2),
	"review_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"sku" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"colour" text NOT NULL,
	"size" text NOT NULL,
	"size_position" integer NOT NULL,
	"price_pence" integer NOT NULL,
	"was_price_pence" integer,
	"stock" integer NOT NULL,
	"is_master" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_asset_files" (
	"space_id" text NOT NULL,
	"file_id" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_asset_files_space_id_file_id_pk" PRIMARY KEY("space_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "content_assets" (
	"space_id" text NOT NULL,
	"environment_id" text DEFAULT 'master' NOT NULL,
	"id" text NOT NULL,
	"fields" jsonb NOT NULL,
	"published_fields" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"published_version" integer,
	"published_counter" integer DEFAULT 0 NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"first_published_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"change_sequence" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "content_assets_space_id_environment_id_id_pk" PRIMARY KEY("space_id","environment_id","id")
);
--> statement-breakpoint
CREATE TABLE "content_deletions" (
	"space_id" text NOT NULL,
	"environment_id" text DEFAULT 'master' NOT NULL,
	"id" text NOT NULL,
	"type" text NOT NULL,
	"change_sequence" bigint NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_deletions_space_id_environment_id_type_id_change_sequence_pk" PRIMARY KEY("space_id","environment_id","type","id","change_sequence")
);
--> statement-breakpoint
CREATE TABLE "content_entries" (
	"space_id" text NOT NULL,
	"environment_id" text DEFAULT 'master' NOT NULL,
	"id" text NOT NULL,
	"fields" jsonb NOT NULL,
	"published_fields" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"published_version" integer,
	"published_counter" integer DEFAULT 0 NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"first_published_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"change_sequence" bigint DEFAULT 0 NOT NULL,
	"content_type_id" text NOT NULL,
	CONSTRAINT "content_entries_space_id_environment_id_id_pk" PRIMARY KEY("space_id","environment_id","id")
);
--> statement-breakpoint
CREATE TABLE "content_entry_versions" (
	"space_id" text NOT NULL,
	"environment_id" text DEFAULT 'master' NOT NULL,
	"entry_id" text NOT NULL,
	"version" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_entry_versions_space_id_environment_id_entry_id_version_pk" PRIMARY KEY("space_id","environment_id","entry_id","version")
);
--> statement-breakpoint
CREATE TABLE "content_locales" (
	"space_id" text NOT NULL,
	"environment_id" text DEFAULT 'master' NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"fallback_code" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"optional" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"sys_id" text,
	CONSTRAINT "content_locales_space_id_environment_id_code_pk" PRIMARY KEY("space_id","environment_id","code")
);
--> statement-breakpoint
CREATE TABLE "content_spaces" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"delivery_token" text NOT NULL,
	"preview_token" text NOT NULL,
	"management_token" text NOT NULL,
	"sequence" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_types" (
	"space_id" text NOT NULL,
	"environment_id" text DEFAULT 'master' NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"display_field" text,
	"fields" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"published_version" integer,
	"published_counter" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"first_published_at" timestamp with time zone,
	CONSTRAINT "content_types_space_id_environment_id_id_pk" PRIMARY KEY("space_id","environment_id","id")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_colours" ADD CONSTRAINT "product_colours_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_asset_files" ADD CONSTRAINT "content_asset_files_space_id_content_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."content_spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_assets" ADD CONSTRAINT "content_assets_space_id_content_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."content_spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_deletions" ADD CONSTRAINT "content_deletions_space_id_content_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."content_spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_space_id_content_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."content_spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_entry_versions" ADD CONSTRAINT "content_entry_versions_space_id_content_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."content_spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_locales" ADD CONSTRAINT "content_locales_space_id_content_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."content_spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_types" ADD CONSTRAINT "content_types_space_id_content_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."content_spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_idx" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "products_key_idx" ON "products" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_idx" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "variants_product_idx" ON "variants" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "content_entries_type_idx" ON "content_entries" USING btree ("space_id","environment_id","content_type_id");