CREATE TABLE "sandbox_direct_debit_mandates" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"account_holder" text NOT NULL,
	"sort_code" text NOT NULL,
	"account_number_ending" text NOT NULL,
	"bank_name" text,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "sandbox_direct_debit_mandates_idempotency_key" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_direct_debit_mandates_status" CHECK ("sandbox_direct_debit_mandates"."status" in ('active', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_direct_debit_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"mandate_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"charge_date" date NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_direct_debit_payments_idempotency_key" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "sandbox_direct_debit_payments" ADD CONSTRAINT "sandbox_direct_debit_payments_mandate_id_sandbox_direct_debit_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."sandbox_direct_debit_mandates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_direct_debit_payments_mandate_idx" ON "sandbox_direct_debit_payments" USING btree ("mandate_id");