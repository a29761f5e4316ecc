ALTER TABLE "basket_lines" ADD COLUMN "custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "basket_lines" ADD COLUMN "customisation_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "basket_lines" DROP CONSTRAINT "basket_lines_basket_id_sku_pk";--> statement-breakpoint
ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_basket_id_sku_customisation_key_pk" PRIMARY KEY("basket_id","sku","customisation_key");
