CREATE TABLE "eligibility_document_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "eligibility_document_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"eligibility_criterion_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "freeze_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "freeze_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"reason" text NOT NULL,
	"time_periods" text[] NOT NULL,
	"proof_description" text,
	"proof_document_type" text,
	"freeze_fee" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_collections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_collections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"amount" integer NOT NULL,
	"credit_applied" integer DEFAULT 0 NOT NULL,
	"charge_date" date NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"provider_reference" text,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"penalty_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "membership_collections_amounts" CHECK ("membership_collections"."amount" >= 0 and "membership_collections"."credit_applied" between 0 and "membership_collections"."amount")
);
--> statement-breakpoint
CREATE TABLE "membership_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"event" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_freezes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_freezes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"freeze_type_id" integer NOT NULL,
	"active_from" date NOT NULL,
	"months" integer NOT NULL,
	"ends_on" date NOT NULL,
	"status" text DEFAULT 'pending_approval' NOT NULL,
	"file" text,
	"content_type" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" integer,
	"rejection_reason" text
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "failed_collections_limit" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "collection_retry_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "eligibility_proof_allowance_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "eligibility_documents" ADD COLUMN "membership_id" integer;--> statement-breakpoint
ALTER TABLE "eligibility_documents" ADD COLUMN "eligibility_criterion_id" integer;--> statement-breakpoint
ALTER TABLE "eligibility_documents" ADD COLUMN "eligibility_document_type_id" integer;--> statement-breakpoint
ALTER TABLE "eligibility_documents" ADD COLUMN "content_type" text;--> statement-breakpoint
ALTER TABLE "eligibility_documents" ADD COLUMN "size_bytes" integer;--> statement-breakpoint
ALTER TABLE "eligibility_documents" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "eligibility_documents" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "eligibility_documents" ADD COLUMN "reviewed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "membership_types" ADD COLUMN "management_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_types" ADD COLUMN "cancellation_notice_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_types" ADD COLUMN "allow_online_cancellation" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_types" ADD COLUMN "cancellation_refusal_message" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "status_info" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "cancellation_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "final_payment_date" date;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "pending_cancellation_cart_id" integer;--> statement-breakpoint
ALTER TABLE "eligibility_document_types" ADD CONSTRAINT "eligibility_document_types_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_document_types" ADD CONSTRAINT "eligibility_document_types_eligibility_criterion_id_eligibility_criteria_id_fk" FOREIGN KEY ("eligibility_criterion_id") REFERENCES "public"."eligibility_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freeze_types" ADD CONSTRAINT "freeze_types_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_collections" ADD CONSTRAINT "membership_collections_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_collections" ADD CONSTRAINT "membership_collections_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_collections" ADD CONSTRAINT "membership_collections_penalty_id_penalties_id_fk" FOREIGN KEY ("penalty_id") REFERENCES "public"."penalties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_events" ADD CONSTRAINT "membership_events_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_events" ADD CONSTRAINT "membership_events_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_events" ADD CONSTRAINT "membership_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_freezes" ADD CONSTRAINT "membership_freezes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_freezes" ADD CONSTRAINT "membership_freezes_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_freezes" ADD CONSTRAINT "membership_freezes_freeze_type_id_freeze_types_id_fk" FOREIGN KEY ("freeze_type_id") REFERENCES "public"."freeze_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_freezes" ADD CONSTRAINT "membership_freezes_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eligibility_document_types_criterion_idx" ON "eligibility_document_types" USING btree ("eligibility_criterion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_collections_period_key" ON "membership_collections" USING btree ("membership_id","period_start");--> statement-breakpoint
CREATE INDEX "membership_collections_due_idx" ON "membership_collections" USING btree ("charge_date") WHERE "membership_collections"."status" in ('scheduled', 'submitted');--> statement-breakpoint
CREATE INDEX "membership_collections_penalty_idx" ON "membership_collections" USING btree ("penalty_id") WHERE "membership_collections"."penalty_id" is not null;--> statement-breakpoint
CREATE INDEX "membership_collections_provider_idx" ON "membership_collections" USING btree ("provider_reference") WHERE "membership_collections"."provider_reference" is not null;--> statement-breakpoint
CREATE INDEX "membership_events_membership_idx" ON "membership_events" USING btree ("membership_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_freezes_one_open" ON "membership_freezes" USING btree ("membership_id") WHERE "membership_freezes"."status" in ('pending_approval', 'approved', 'active');--> statement-breakpoint
CREATE INDEX "membership_freezes_open_idx" ON "membership_freezes" USING btree ("status","active_from") WHERE "membership_freezes"."status" in ('pending_approval', 'approved', 'active');--> statement-breakpoint
ALTER TABLE "eligibility_documents" ADD CONSTRAINT "eligibility_documents_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_documents" ADD CONSTRAINT "eligibility_documents_eligibility_criterion_id_eligibility_criteria_id_fk" FOREIGN KEY ("eligibility_criterion_id") REFERENCES "public"."eligibility_criteria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_documents" ADD CONSTRAINT "eligibility_documents_eligibility_document_type_id_eligibility_document_types_id_fk" FOREIGN KEY ("eligibility_document_type_id") REFERENCES "public"."eligibility_document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_documents" ADD CONSTRAINT "eligibility_documents_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eligibility_documents_membership_idx" ON "eligibility_documents" USING btree ("membership_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "eligibility_documents_pending_idx" ON "eligibility_documents" USING btree ("client_id","uploaded_at") WHERE "eligibility_documents"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "memberships_pending_cancellation_idx" ON "memberships" USING btree ("pending_cancellation_cart_id") WHERE "memberships"."pending_cancellation_cart_id" is not null;--> statement-breakpoint
-- The kinds of document each criterion listed by name become rows an upload can name by id.
INSERT INTO "eligibility_document_types" ("client_id", "eligibility_criterion_id", "name", "position")
SELECT c."client_id", c."id", t."name", t."position"::integer - 1
FROM "eligibility_criteria" c, unnest(c."document_types") WITH ORDINALITY AS t("name", "position");
