CREATE TABLE "membership_benefit_activities" (
	"benefit_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	CONSTRAINT "membership_benefit_activities_benefit_id_activity_id_pk" PRIMARY KEY("benefit_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "membership_benefit_uses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_benefit_uses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"benefit_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"booking_id" integer,
	"status" text DEFAULT 'used' NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"returned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "package_contents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "package_contents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"package_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"usages" integer NOT NULL,
	CONSTRAINT "package_contents_usages" CHECK ("package_contents"."usages" > 0)
);
--> statement-breakpoint
CREATE TABLE "package_purchases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "package_purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"order_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"purchased_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_usages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "package_usages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"purchase_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"booking_id" integer,
	"status" text DEFAULT 'used' NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"returned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"venue_id" integer,
	"price" integer NOT NULL,
	"valid_days" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "packages_amounts" CHECK ("packages"."price" >= 0 and "packages"."valid_days" > 0)
);
--> statement-breakpoint
ALTER TABLE "membership_benefit_activities" ADD CONSTRAINT "membership_benefit_activities_benefit_id_membership_benefits_id_fk" FOREIGN KEY ("benefit_id") REFERENCES "public"."membership_benefits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_benefit_activities" ADD CONSTRAINT "membership_benefit_activities_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_benefit_uses" ADD CONSTRAINT "membership_benefit_uses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_benefit_uses" ADD CONSTRAINT "membership_benefit_uses_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_benefit_uses" ADD CONSTRAINT "membership_benefit_uses_benefit_id_membership_benefits_id_fk" FOREIGN KEY ("benefit_id") REFERENCES "public"."membership_benefits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_benefit_uses" ADD CONSTRAINT "membership_benefit_uses_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_contents" ADD CONSTRAINT "package_contents_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_contents" ADD CONSTRAINT "package_contents_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_usages" ADD CONSTRAINT "package_usages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_usages" ADD CONSTRAINT "package_usages_purchase_id_package_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."package_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_usages" ADD CONSTRAINT "package_usages_content_id_package_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."package_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_usages" ADD CONSTRAINT "package_usages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_benefit_activities_activity_idx" ON "membership_benefit_activities" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "membership_benefit_uses_period_idx" ON "membership_benefit_uses" USING btree ("membership_id","benefit_id","period_start") WHERE "membership_benefit_uses"."status" = 'used';--> statement-breakpoint
CREATE UNIQUE INDEX "membership_benefit_uses_booking_key" ON "membership_benefit_uses" USING btree ("booking_id") WHERE "membership_benefit_uses"."booking_id" is not null and "membership_benefit_uses"."status" = 'used';--> statement-breakpoint
CREATE INDEX "package_contents_package_idx" ON "package_contents" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "package_contents_activity_idx" ON "package_contents" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "package_purchases_user_idx" ON "package_purchases" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "package_purchases_order_idx" ON "package_purchases" USING btree ("order_id") WHERE "package_purchases"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "package_usages_content_idx" ON "package_usages" USING btree ("purchase_id","content_id") WHERE "package_usages"."status" = 'used';--> statement-breakpoint
CREATE UNIQUE INDEX "package_usages_booking_key" ON "package_usages" USING btree ("booking_id") WHERE "package_usages"."booking_id" is not null and "package_usages"."status" = 'used';--> statement-breakpoint
CREATE UNIQUE INDEX "packages_client_slug_key" ON "packages" USING btree ("client_id","slug");