CREATE TABLE "content_management_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "content_scheduled_actions" (
	"space_id" text NOT NULL,
	"id" text NOT NULL,
	"environment_id" text DEFAULT 'master' NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"timezone" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"error" jsonb,
	"created_by" text,
	"updated_by" text,
	"canceled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"canceled_at" timestamp with time zone,
	CONSTRAINT "content_scheduled_actions_space_id_id_pk" PRIMARY KEY("space_id","id")
);
--> statement-breakpoint
CREATE TABLE "content_uploads" (
	"space_id" text NOT NULL,
	"id" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_uploads_space_id_id_pk" PRIMARY KEY("space_id","id")
);
--> statement-breakpoint
ALTER TABLE "content_assets" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "content_assets" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "content_assets" ADD COLUMN "published_by" text;--> statement-breakpoint
ALTER TABLE "content_assets" ADD COLUMN "archived_by" text;--> statement-breakpoint
ALTER TABLE "content_entries" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "content_entries" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "content_entries" ADD COLUMN "published_by" text;--> statement-breakpoint
ALTER TABLE "content_entries" ADD COLUMN "archived_by" text;--> statement-breakpoint
ALTER TABLE "content_entry_versions" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "content_management_tokens" ADD CONSTRAINT "content_management_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_scheduled_actions" ADD CONSTRAINT "content_scheduled_actions_space_id_content_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."content_spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_uploads" ADD CONSTRAINT "content_uploads_space_id_content_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."content_spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_management_tokens_user_idx" ON "content_management_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "content_scheduled_actions_due_idx" ON "content_scheduled_actions" USING btree ("status","scheduled_for");--> statement-breakpoint
CREATE INDEX "content_scheduled_actions_entity_idx" ON "content_scheduled_actions" USING btree ("space_id","entity_id");