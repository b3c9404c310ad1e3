CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"hosts" text[] DEFAULT '{}'::text[] NOT NULL,
	"currency" char(3) DEFAULT 'GBP' NOT NULL,
	"credits_enabled" boolean DEFAULT true NOT NULL,
	"direct_debit_provider" text DEFAULT 'sandbox' NOT NULL,
	"collect_direct_debit_billing_address" boolean DEFAULT false NOT NULL,
	"online_joining_enabled" boolean DEFAULT true NOT NULL,
	"online_joining_map_enabled" boolean DEFAULT true NOT NULL,
	"online_guest_passes_enabled" boolean DEFAULT true NOT NULL,
	"activities_v2_enabled" boolean DEFAULT false NOT NULL,
	"map_style_url" text DEFAULT '' NOT NULL,
	"footer_html" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "themes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"venue_id" integer,
	"theme_app_primary_colour" text,
	"theme_app_secondary_colour1" text,
	"theme_app_secondary_colour2" text,
	"theme_app_body_font_style" text,
	"theme_app_heading_font_style" text,
	"theme_app_logo" text,
	"theme_app_header_bg_colour" text,
	"theme_app_dark_bg_colour" text,
	"header_primary_colour" text,
	"theme_app_secondary_button_style" text,
	CONSTRAINT "themes_client_venue_key" UNIQUE NULLS NOT DISTINCT("client_id","venue_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"reference" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"home_venue_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_client_reference_key" UNIQUE("client_id","reference")
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "venues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"postcode" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"time_zone" text DEFAULT 'Europe/London' NOT NULL,
	"display_venue_selection_button" boolean DEFAULT true NOT NULL,
	"activities_v2_enabled" boolean DEFAULT false NOT NULL,
	"can_display_ineligible_memberships" boolean DEFAULT false NOT NULL,
	"footer_html" text,
	CONSTRAINT "venues_client_slug_key" UNIQUE("client_id","slug"),
	CONSTRAINT "venues_lat_range" CHECK ("venues"."lat" between -90 and 90),
	CONSTRAINT "venues_lng_range" CHECK ("venues"."lng" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_home_venue_id_venues_id_fk" FOREIGN KEY ("home_venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "clients_hosts_idx" ON "clients" USING gin ("hosts");--> statement-breakpoint
CREATE INDEX "users_client_email_idx" ON "users" USING btree ("client_id",lower("email"));