CREATE TABLE "guest_passes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guest_passes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sent_by_user_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"guest_name" text NOT NULL,
	"guest_email" text NOT NULL,
	"code_hash" text NOT NULL,
	"benefit_use_id" integer,
	"package_purchase_id" integer,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	"redeemed_by_user_id" integer,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_passes_one_source" CHECK (("guest_passes"."benefit_use_id" is null) <> ("guest_passes"."package_purchase_id" is null)),
	CONSTRAINT "guest_passes_dates" CHECK ("guest_passes"."valid_to" > "guest_passes"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "guest_pass_valid_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "inline_images" jsonb;--> statement-breakpoint
ALTER TABLE "membership_benefits" ADD COLUMN "kind" text DEFAULT 'activity' NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "guest_passes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_passes" ADD CONSTRAINT "guest_passes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_passes" ADD CONSTRAINT "guest_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_passes" ADD CONSTRAINT "guest_passes_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_passes" ADD CONSTRAINT "guest_passes_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_passes" ADD CONSTRAINT "guest_passes_benefit_use_id_membership_benefit_uses_id_fk" FOREIGN KEY ("benefit_use_id") REFERENCES "public"."membership_benefit_uses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_passes" ADD CONSTRAINT "guest_passes_package_purchase_id_package_purchases_id_fk" FOREIGN KEY ("package_purchase_id") REFERENCES "public"."package_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_passes" ADD CONSTRAINT "guest_passes_redeemed_by_user_id_users_id_fk" FOREIGN KEY ("redeemed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guest_passes_code_key" ON "guest_passes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "guest_passes_user_created_idx" ON "guest_passes" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "guest_passes_benefit_use_key" ON "guest_passes" USING btree ("benefit_use_id");--> statement-breakpoint
CREATE INDEX "guest_passes_package_purchase_idx" ON "guest_passes" USING btree ("package_purchase_id") WHERE "guest_passes"."package_purchase_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "guest_passes_idempotency_key" ON "guest_passes" USING btree ("user_id","idempotency_key") WHERE "guest_passes"."idempotency_key" is not null;--> statement-breakpoint
ALTER TABLE "membership_benefits" ADD CONSTRAINT "membership_benefits_kind" CHECK ("membership_benefits"."kind" in ('activity', 'guest_pass'));--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_guest_passes" CHECK ("packages"."guest_passes" >= 0);--> statement-breakpoint
UPDATE "membership_benefits" SET "kind" = 'guest_pass' WHERE lower("name") LIKE 'guest pass%';
