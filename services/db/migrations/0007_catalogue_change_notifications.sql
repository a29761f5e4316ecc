-- Every write to a table listing records are built from (products, variants, product_colours,
-- categories, brands), by anyone (the app, a script, psql), tells every listening process what
-- it touched: one notification per statement on the channel catalogue_changes, sent at commit:
--   {"table": "variants", "products": ["prd-…", …]}
--   {"table": "categories", "products": [...], "categories": ["women/dresses", …]}
--   {"table": "brands", "products": [...], "brands": ["coast", …]}
-- "products": null means too many to list (a bulk load): every product may have changed.
-- services/catalogue/src/catalogue-notifications.ts reads them.
CREATE FUNCTION "notify_catalogue_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The column naming what a row is about: a product id, a category slug or a brand id.
  key_column text := TG_ARGV[0];
  max_products constant integer := 200;
  changed text[];
  product_ids text[];
  payload jsonb;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('catalogue_changes', jsonb_build_object('table', TG_TABLE_NAME, 'products', null)::text);
    RETURN NULL;
  END IF;
  -- The statement's rows before and after (transition tables), read with EXECUTE so one function
  -- serves every table and operation.
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(DISTINCT k) FROM (SELECT %I::text AS k FROM new_rows) t', key_column) INTO changed;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array_agg(DISTINCT k) FROM (SELECT %I::text AS k FROM old_rows) t', key_column) INTO changed;
  ELSE
    EXECUTE format('SELECT array_agg(DISTINCT k) FROM (SELECT %1$I::text AS k FROM new_rows UNION SELECT %1$I::text FROM old_rows) t', key_column) INTO changed;
  END IF;
  IF changed IS NULL THEN
    RETURN NULL; -- the statement touched no row
  END IF;

  IF TG_TABLE_NAME = 'categories' THEN
    SELECT array_agg(p.id) INTO product_ids FROM (
      SELECT "products"."id" FROM "products" JOIN "categories" ON "categories"."id" = "products"."category_id"
      WHERE "categories"."slug" = ANY (changed) LIMIT max_products + 1
    ) p;
    payload := jsonb_build_object('categories', changed);
  ELSIF TG_TABLE_NAME = 'brands' THEN
    SELECT array_agg(p.id) INTO product_ids FROM (
      SELECT "products"."id" FROM "products" WHERE "products"."brand_id" = ANY (changed) LIMIT max_products + 1
    ) p;
    payload := jsonb_build_object('brands', changed);
  ELSE
    product_ids := changed;
    payload := '{}'::jsonb;
  END IF;

  IF coalesce(array_length(product_ids, 1), 0) > max_products THEN
    payload := payload || jsonb_build_object('products', null);
  ELSE
    payload := payload || jsonb_build_object('products', to_jsonb(coalesce(product_ids, '{}'::text[])));
  END IF;
  payload := payload || jsonb_build_object('table', TG_TABLE_NAME);
  -- NOTIFY takes under 8000 bytes: past that, say "everything" instead of listing.
  IF octet_length(payload::text) > 7500 THEN
    payload := jsonb_build_object('table', TG_TABLE_NAME, 'products', null);
  END IF;
  PERFORM pg_notify('catalogue_changes', payload::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_notify_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('id');--> statement-breakpoint
CREATE TRIGGER "products_notify_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('id');--> statement-breakpoint
CREATE TRIGGER "products_notify_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('id');--> statement-breakpoint
CREATE TRIGGER "products_notify_truncate" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('id');--> statement-breakpoint
CREATE TRIGGER "variants_notify_insert" AFTER INSERT ON "variants" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('product_id');--> statement-breakpoint
CREATE TRIGGER "variants_notify_update" AFTER UPDATE ON "variants" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('product_id');--> statement-breakpoint
CREATE TRIGGER "variants_notify_delete" AFTER DELETE ON "variants" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('product_id');--> statement-breakpoint
CREATE TRIGGER "variants_notify_truncate" AFTER TRUNCATE ON "variants" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_colours_notify_insert" AFTER INSERT ON "product_colours" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_colours_notify_update" AFTER UPDATE ON "product_colours" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_colours_notify_delete" AFTER DELETE ON "product_colours" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_colours_notify_truncate" AFTER TRUNCATE ON "product_colours" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('product_id');--> statement-breakpoint
CREATE TRIGGER "categories_notify_insert" AFTER INSERT ON "categories" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('slug');--> statement-breakpoint
CREATE TRIGGER "categories_notify_update" AFTER UPDATE ON "categories" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('slug');--> statement-breakpoint
CREATE TRIGGER "categories_notify_delete" AFTER DELETE ON "categories" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('slug');--> statement-breakpoint
CREATE TRIGGER "categories_notify_truncate" AFTER TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('slug');--> statement-breakpoint
CREATE TRIGGER "brands_notify_insert" AFTER INSERT ON "brands" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('id');--> statement-breakpoint
CREATE TRIGGER "brands_notify_update" AFTER UPDATE ON "brands" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('id');--> statement-breakpoint
CREATE TRIGGER "brands_notify_delete" AFTER DELETE ON "brands" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('id');--> statement-breakpoint
CREATE TRIGGER "brands_notify_truncate" AFTER TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"('id');
