CREATE TABLE "short_links" (
	"code" text PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "short_links_target_idx" ON "short_links" USING btree ("target");--> statement-breakpoint
CREATE INDEX "short_links_created_idx" ON "short_links" USING btree ("created_at");
