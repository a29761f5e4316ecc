CREATE TABLE "psp_idempotent_responses" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" smallint NOT NULL,
	"response_body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "psp_payments" (
	"psp_reference" text PRIMARY KEY NOT NULL,
	"merchant_account" text NOT NULL,
	"merchant_reference" text NOT NULL,
	"currency" text NOT NULL,
	"value" bigint NOT NULL,
	"payment_method" text NOT NULL,
	"brand" text NOT NULL,
	"card_summary" text NOT NULL,
	"holder_name" text NOT NULL,
	"wallet_transaction_id" text NOT NULL,
	"shopper_email" text,
	"result_code" text NOT NULL,
	"refusal_reason" text,
	"refusal_reason_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "psp_payments_value_positive" CHECK ("psp_payments"."value" > 0)
);
--> statement-breakpoint
CREATE TABLE "psp_refunds" (
	"psp_reference" text PRIMARY KEY NOT NULL,
	"payment_psp_reference" text NOT NULL,
	"merchant_account" text NOT NULL,
	"merchant_reference" text,
	"currency" text NOT NULL,
	"value" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "psp_refunds_value_positive" CHECK ("psp_refunds"."value" > 0)
);
--> statement-breakpoint
ALTER TABLE "psp_refunds" ADD CONSTRAINT "psp_refunds_payment_psp_reference_psp_payments_psp_reference_fk" FOREIGN KEY ("payment_psp_reference") REFERENCES "public"."psp_payments"("psp_reference") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "psp_payments_merchant_reference_idx" ON "psp_payments" USING btree ("merchant_account","merchant_reference");--> statement-breakpoint
CREATE INDEX "psp_refunds_payment_idx" ON "psp_refunds" USING btree ("payment_psp_reference");