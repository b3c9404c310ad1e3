CREATE TABLE "custom_question_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_question_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_question_answers_membership_question_key" UNIQUE("membership_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "custom_question_membership_types" (
	"question_id" integer NOT NULL,
	"membership_type_id" integer NOT NULL,
	CONSTRAINT "custom_question_membership_types_question_id_membership_type_id_pk" PRIMARY KEY("question_id","membership_type_id")
);
--> statement-breakpoint
CREATE TABLE "custom_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"reference" text NOT NULL,
	"label" text NOT NULL,
	"type" text NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"placeholder" text,
	"default_value" text,
	"is_required" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "custom_questions_client_reference_key" UNIQUE("client_id","reference"),
	CONSTRAINT "custom_questions_type" CHECK ("custom_questions"."type" in ('text', 'number', 'select', 'multi_select', 'date', 'checkbox'))
);
--> statement-breakpoint
CREATE TABLE "direct_debit_mandates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "direct_debit_mandates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"account_holder" text NOT NULL,
	"account_number_cipher" text NOT NULL,
	"account_number_ending" text NOT NULL,
	"sort_code" text NOT NULL,
	"bank_name" text,
	"billing_address_line_one" text,
	"billing_address_line_two" text,
	"billing_city" text,
	"billing_postcode" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "membership_type_id" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "payment_option_id" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "payment_type" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "base_fee" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "billing_day" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "first_billing_date" date;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "joining_costs" jsonb;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "promotion_id" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "mandate_id" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "accepted_terms" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_question_answers" ADD CONSTRAINT "custom_question_answers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_question_answers" ADD CONSTRAINT "custom_question_answers_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_question_answers" ADD CONSTRAINT "custom_question_answers_question_id_custom_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."custom_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_question_membership_types" ADD CONSTRAINT "custom_question_membership_types_question_id_custom_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."custom_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_question_membership_types" ADD CONSTRAINT "custom_question_membership_types_membership_type_id_membership_types_id_fk" FOREIGN KEY ("membership_type_id") REFERENCES "public"."membership_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_questions" ADD CONSTRAINT "custom_questions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_debit_mandates" ADD CONSTRAINT "direct_debit_mandates_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_debit_mandates" ADD CONSTRAINT "direct_debit_mandates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_question_membership_types_type_idx" ON "custom_question_membership_types" USING btree ("membership_type_id");--> statement-breakpoint
CREATE INDEX "direct_debit_mandates_user_idx" ON "direct_debit_mandates" USING btree ("client_id","user_id","status");--> statement-breakpoint
CREATE INDEX "direct_debit_mandates_reference_idx" ON "direct_debit_mandates" USING btree ("provider","provider_reference");--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_membership_type_id_membership_types_id_fk" FOREIGN KEY ("membership_type_id") REFERENCES "public"."membership_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_payment_option_id_membership_payment_options_id_fk" FOREIGN KEY ("payment_option_id") REFERENCES "public"."membership_payment_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_promotion_id_membership_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."membership_promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_mandate_id_direct_debit_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."direct_debit_mandates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_idempotency_key" ON "memberships" USING btree ("client_id","user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_one_join_in_progress" ON "memberships" USING btree ("client_id","user_id") WHERE "memberships"."status" = 'pending' and "memberships"."order_id" is null;