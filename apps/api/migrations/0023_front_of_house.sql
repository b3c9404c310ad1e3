CREATE TABLE "handoff_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "handoff_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"staff_user_id" integer NOT NULL,
	"customer_user_id" integer NOT NULL,
	"audience" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kiosk_devices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kiosk_devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"enrolled_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kiosk_help_calls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kiosk_help_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"kiosk_device_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "order_tenders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_tenders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"tender_type" text NOT NULL,
	"amount" integer NOT NULL,
	"tendered" integer NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_tenders_amounts" CHECK ("order_tenders"."amount" > 0 and "order_tenders"."tendered" >= "order_tenders"."amount"),
	CONSTRAINT "order_tenders_change_only_cash" CHECK ("order_tenders"."tendered" = "order_tenders"."amount" or "order_tenders"."tender_type" = 'cash')
);
--> statement-breakpoint
CREATE TABLE "staff_audit_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"staff_user_id" integer NOT NULL,
	"customer_user_id" integer,
	"venue_id" integer,
	"action" text NOT NULL,
	"amount" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_recovery_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_recovery_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_second_factors" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"secret_ciphertext" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_used_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_venues" (
	"user_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	CONSTRAINT "staff_venues_user_id_venue_id_pk" PRIMARY KEY("user_id","venue_id")
);
--> statement-breakpoint
DROP INDEX "carts_one_open_per_user_key";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "kind" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "second_factor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "desk_venue_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "kind" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "staff_user_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "venue_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_role" text;--> statement-breakpoint
ALTER TABLE "handoff_codes" ADD CONSTRAINT "handoff_codes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handoff_codes" ADD CONSTRAINT "handoff_codes_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handoff_codes" ADD CONSTRAINT "handoff_codes_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_devices" ADD CONSTRAINT "kiosk_devices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_devices" ADD CONSTRAINT "kiosk_devices_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_devices" ADD CONSTRAINT "kiosk_devices_enrolled_by_user_id_users_id_fk" FOREIGN KEY ("enrolled_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_help_calls" ADD CONSTRAINT "kiosk_help_calls_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_help_calls" ADD CONSTRAINT "kiosk_help_calls_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_help_calls" ADD CONSTRAINT "kiosk_help_calls_kiosk_device_id_kiosk_devices_id_fk" FOREIGN KEY ("kiosk_device_id") REFERENCES "public"."kiosk_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_help_calls" ADD CONSTRAINT "kiosk_help_calls_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tenders" ADD CONSTRAINT "order_tenders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tenders" ADD CONSTRAINT "order_tenders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit_events" ADD CONSTRAINT "staff_audit_events_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit_events" ADD CONSTRAINT "staff_audit_events_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit_events" ADD CONSTRAINT "staff_audit_events_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit_events" ADD CONSTRAINT "staff_audit_events_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_second_factors" ADD CONSTRAINT "staff_second_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_second_factors" ADD CONSTRAINT "staff_second_factors_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_venues" ADD CONSTRAINT "staff_venues_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_venues" ADD CONSTRAINT "staff_venues_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "handoff_codes_code_key" ON "handoff_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "handoff_codes_expires_idx" ON "handoff_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_devices_token_key" ON "kiosk_devices" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "kiosk_devices_venue_idx" ON "kiosk_devices" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "kiosk_help_calls_open_idx" ON "kiosk_help_calls" USING btree ("venue_id","created_at") WHERE "kiosk_help_calls"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "order_tenders_order_idx" ON "order_tenders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "staff_audit_events_client_created_idx" ON "staff_audit_events" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_audit_events_staff_idx" ON "staff_audit_events" USING btree ("staff_user_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_audit_events_customer_idx" ON "staff_audit_events" USING btree ("customer_user_id") WHERE "staff_audit_events"."customer_user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_recovery_codes_user_code_key" ON "staff_recovery_codes" USING btree ("user_id","code_hash");--> statement-breakpoint
CREATE INDEX "staff_venues_venue_idx" ON "staff_venues" USING btree ("venue_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_desk_venue_id_venues_id_fk" FOREIGN KEY ("desk_venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_one_open_per_desk_customer_key" ON "carts" USING btree ("client_id","user_id","selected_user_id") WHERE "carts"."status" = 'open' and "carts"."kind" = 'foh';--> statement-breakpoint
CREATE INDEX "orders_desk_takings_idx" ON "orders" USING btree ("client_id","venue_id","created_at") WHERE "orders"."staff_user_id" is not null;--> statement-breakpoint
CREATE INDEX "users_client_last_name_prefix_idx" ON "users" USING btree ("client_id",lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_client_first_name_prefix_idx" ON "users" USING btree ("client_id",lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_client_email_prefix_idx" ON "users" USING btree ("client_id",lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_client_reference_prefix_idx" ON "users" USING btree ("client_id",upper("reference") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_client_postcode_prefix_idx" ON "users" USING btree ("client_id",upper(replace("postcode", ' ', '')) text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "carts_one_open_per_user_key" ON "carts" USING btree ("client_id","user_id") WHERE "carts"."status" = 'open' and "carts"."user_id" is not null and "carts"."kind" = 'online';--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_kind" CHECK ("sessions"."kind" in ('customer', 'staff', 'embedded'));--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_kind" CHECK ("carts"."kind" in ('online', 'foh') and ("carts"."kind" = 'online' or "carts"."selected_user_id" is not null));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role" CHECK ("users"."staff_role" is null or ("users"."role" = 'staff' and "users"."staff_role" in ('front_of_house', 'venue_manager', 'operator_admin')));--> statement-breakpoint
UPDATE "users" SET "staff_role" = 'front_of_house' WHERE "role" = 'staff';--> statement-breakpoint
UPDATE "orders" SET "source" = 'foh' WHERE "source" = 'front-of-house';
