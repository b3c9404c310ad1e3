CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_key" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "booking_bundles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_bundles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"booked_by_user_id" integer NOT NULL,
	"order_id" integer,
	"order_item_id" integer,
	"total_price" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"occurrence_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_by_user_id" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"booking_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "bundle_id" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "waitlist_offer_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "late_cancellation_fee" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "no_show_fee" integer;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD COLUMN "bundle_id" integer;--> statement-breakpoint
ALTER TABLE "penalties" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_bundles" ADD CONSTRAINT "booking_bundles_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_bundles" ADD CONSTRAINT "booking_bundles_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_bundles" ADD CONSTRAINT "booking_bundles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_bundles" ADD CONSTRAINT "booking_bundles_booked_by_user_id_users_id_fk" FOREIGN KEY ("booked_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_bundles" ADD CONSTRAINT "booking_bundles_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_bundles" ADD CONSTRAINT "booking_bundles_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_occurrence_id_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."occurrences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_joined_by_user_id_users_id_fk" FOREIGN KEY ("joined_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_bundles_user_idx" ON "booking_bundles" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "booking_bundles_booked_by_idx" ON "booking_bundles" USING btree ("booked_by_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_one_per_person_key" ON "waitlist_entries" USING btree ("occurrence_id","user_id") WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_queue_idx" ON "waitlist_entries" USING btree ("occurrence_id","id") WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_user_idx" ON "waitlist_entries" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "waitlist_entries_joined_by_idx" ON "waitlist_entries" USING btree ("joined_by_user_id","status");--> statement-breakpoint
CREATE INDEX "waitlist_entries_offer_expiry_idx" ON "waitlist_entries" USING btree ("offer_expires_at") WHERE "waitlist_entries"."status" = 'offered';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_bundle_id_booking_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."booking_bundles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penalties" ADD CONSTRAINT "penalties_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_bundle_idx" ON "bookings" USING btree ("bundle_id") WHERE "bookings"."bundle_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_course_cancellation_key" ON "credit_entries" USING btree ("bundle_id") WHERE "credit_entries"."reason" = 'course-cancellation';--> statement-breakpoint
CREATE UNIQUE INDEX "penalties_booking_type_key" ON "penalties" USING btree ("booking_id","type") WHERE "penalties"."booking_id" is not null;