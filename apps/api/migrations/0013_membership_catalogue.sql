CREATE TABLE "eligibility_criteria" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "eligibility_criteria_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"min_age" integer,
	"max_age" integer,
	"proof_required" boolean DEFAULT false NOT NULL,
	"document_types" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "eligibility_criteria_ages" CHECK ("eligibility_criteria"."min_age" is null or "eligibility_criteria"."max_age" is null or "eligibility_criteria"."min_age" <= "eligibility_criteria"."max_age")
);
--> statement-breakpoint
CREATE TABLE "membership_benefits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_benefits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"membership_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"total_uses" integer,
	"frequency" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "membership_benefits_frequency" CHECK ("membership_benefits"."frequency" in ('day', 'week', 'month', 'year'))
);
--> statement-breakpoint
CREATE TABLE "membership_option_venues" (
	"payment_option_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	CONSTRAINT "membership_option_venues_payment_option_id_venue_id_pk" PRIMARY KEY("payment_option_id","venue_id")
);
--> statement-breakpoint
CREATE TABLE "membership_payment_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_payment_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"membership_type_id" integer NOT NULL,
	"payment_type" text NOT NULL,
	"fixed_duration" integer,
	"fixed_period" text,
	"base_fee" integer NOT NULL,
	"joining_fee" integer DEFAULT 0 NOT NULL,
	"global_base_price" integer,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "membership_payment_options_type" CHECK ("membership_payment_options"."payment_type" in ('recurring', 'fixed')),
	CONSTRAINT "membership_payment_options_term" CHECK (("membership_payment_options"."payment_type" = 'fixed') = ("membership_payment_options"."fixed_duration" is not null and "membership_payment_options"."fixed_period" is not null)),
	CONSTRAINT "membership_payment_options_fees" CHECK ("membership_payment_options"."base_fee" >= 0 and "membership_payment_options"."joining_fee" >= 0 and coalesce("membership_payment_options"."fixed_duration", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "membership_type_venues" (
	"membership_type_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	CONSTRAINT "membership_type_venues_membership_type_id_venue_id_pk" PRIMARY KEY("membership_type_id","venue_id")
);
--> statement-breakpoint
CREATE TABLE "membership_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"coverage" text NOT NULL,
	"eligibility_criterion_id" integer,
	"description_html" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "membership_types_client_slug_key" UNIQUE("client_id","slug"),
	CONSTRAINT "membership_types_coverage" CHECK ("membership_types"."coverage" in ('national', 'local'))
);
--> statement-breakpoint
ALTER TABLE "eligibility_criteria" ADD CONSTRAINT "eligibility_criteria_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_benefits" ADD CONSTRAINT "membership_benefits_membership_type_id_membership_types_id_fk" FOREIGN KEY ("membership_type_id") REFERENCES "public"."membership_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_option_venues" ADD CONSTRAINT "membership_option_venues_payment_option_id_membership_payment_options_id_fk" FOREIGN KEY ("payment_option_id") REFERENCES "public"."membership_payment_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_option_venues" ADD CONSTRAINT "membership_option_venues_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_payment_options" ADD CONSTRAINT "membership_payment_options_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_payment_options" ADD CONSTRAINT "membership_payment_options_membership_type_id_membership_types_id_fk" FOREIGN KEY ("membership_type_id") REFERENCES "public"."membership_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_type_venues" ADD CONSTRAINT "membership_type_venues_membership_type_id_membership_types_id_fk" FOREIGN KEY ("membership_type_id") REFERENCES "public"."membership_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_type_venues" ADD CONSTRAINT "membership_type_venues_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_types" ADD CONSTRAINT "membership_types_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_types" ADD CONSTRAINT "membership_types_eligibility_criterion_id_eligibility_criteria_id_fk" FOREIGN KEY ("eligibility_criterion_id") REFERENCES "public"."eligibility_criteria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_benefits_type_idx" ON "membership_benefits" USING btree ("membership_type_id");--> statement-breakpoint
CREATE INDEX "membership_payment_options_type_idx" ON "membership_payment_options" USING btree ("membership_type_id");--> statement-breakpoint
CREATE INDEX "membership_type_venues_venue_idx" ON "membership_type_venues" USING btree ("venue_id");