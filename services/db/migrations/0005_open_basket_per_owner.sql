-- A database that saw racing first adds may hold several open baskets for one owner: fold each
-- owner's later baskets into their oldest (quantities add up), then drop them, so the indexes fit.
WITH "ranked" AS (
	SELECT "id", first_value("id") OVER (PARTITION BY coalesce('user:' || "user_id", 'guest:' || "guest_id") ORDER BY "created_at", "id") AS "keep"
	FROM "baskets" WHERE "ephemeral" = false AND ("user_id" IS NOT NULL OR "guest_id" IS NOT NULL)
)
INSERT INTO "basket_lines" ("basket_id", "sku", "quantity", "created_at")
SELECT "ranked"."keep", "basket_lines"."sku", sum("basket_lines"."quantity")::integer, min("basket_lines"."created_at")
FROM "basket_lines" INNER JOIN "ranked" ON "ranked"."id" = "basket_lines"."basket_id"
WHERE "ranked"."id" <> "ranked"."keep"
GROUP BY "ranked"."keep", "basket_lines"."sku"
ON CONFLICT ("basket_id", "sku") DO UPDATE SET "quantity" = "basket_lines"."quantity" + excluded."quantity";--> statement-breakpoint
WITH "ranked" AS (
	SELECT "id", first_value("id") OVER (PARTITION BY coalesce('user:' || "user_id", 'guest:' || "guest_id") ORDER BY "created_at", "id") AS "keep"
	FROM "baskets" WHERE "ephemeral" = false AND ("user_id" IS NOT NULL OR "guest_id" IS NOT NULL)
)
DELETE FROM "baskets" WHERE "id" IN (SELECT "id" FROM "ranked" WHERE "id" <> "keep");--> statement-breakpoint
CREATE UNIQUE INDEX "baskets_open_per_user_idx" ON "baskets" USING btree ("user_id") WHERE "baskets"."ephemeral" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "baskets_open_per_guest_idx" ON "baskets" USING btree ("guest_id") WHERE "baskets"."ephemeral" = false and "baskets"."user_id" is null;
