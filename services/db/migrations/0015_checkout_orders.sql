CREATE TABLE "basket_checkouts" (
	"basket_id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"email" text,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"destination_country" text,
	"destination_postal_code" text,
	"shipping_method_id" text,
	"quoted_total_pence" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" text NOT NULL,
	"position" integer NOT NULL,
	"sku" text NOT NULL,
	"product_key" text NOT NULL,
	"name" text NOT NULL,
	"colour" text NOT NULL,
	"colour_label" text NOT NULL,
	"size" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_pence" integer NOT NULL,
	"custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"customisation_key" text DEFAULT '' NOT NULL,
	CONSTRAINT "order_lines_order_id_position_pk" PRIMARY KEY("order_id","position")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "orders_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100001 CACHE 1),
	"idempotency_key" text NOT NULL,
	"basket_id" text NOT NULL,
	"user_id" text,
	"guest_id" text,
	"site_id" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"email" text NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"billing_address" jsonb NOT NULL,
	"shipping_method_id" text NOT NULL,
	"shipping_method_name" text NOT NULL,
	"shipping_method_description" text NOT NULL,
	"shipping_pence" integer NOT NULL,
	"sub_total_pence" integer NOT NULL,
	"total_pence" integer NOT NULL,
	"payment_token" text,
	"psp_reference" text,
	"refusal_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "basket_checkouts" ADD CONSTRAINT "basket_checkouts_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key_idx" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_pending_per_basket_idx" ON "orders" USING btree ("basket_id") WHERE "orders"."status" = 'pending_payment';--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_guest_idx" ON "orders" USING btree ("guest_id");