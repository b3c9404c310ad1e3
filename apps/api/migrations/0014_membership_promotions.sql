CREATE TABLE "membership_promotion_options" (
	"promotion_id" integer NOT NULL,
	"payment_option_id" integer NOT NULL,
	CONSTRAINT "membership_promotion_options_promotion_id_payment_option_id_pk" PRIMARY KEY("promotion_id","payment_option_id")
);
--> statement-breakpoint
CREATE TABLE "membership_promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"code" text NOT NULL,
	"discount_kind" text,
	"discount_value" integer,
	"months" integer,
	"waives_joining_fee" boolean DEFAULT false NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "membership_promotions_client_code_key" UNIQUE("client_id","code"),
	CONSTRAINT "membership_promotions_discount" CHECK (("membership_promotions"."discount_kind" is null and "membership_promotions"."discount_value" is null) or ("membership_promotions"."discount_kind" = 'percentage' and "membership_promotions"."discount_value" between 1 and 100) or ("membership_promotions"."discount_kind" = 'amount' and "membership_promotions"."discount_value" > 0)),
	CONSTRAINT "membership_promotions_usage" CHECK ("membership_promotions"."usage_limit" is null or "membership_promotions"."used_count" <= "membership_promotions"."usage_limit"),
	CONSTRAINT "membership_promotions_code_upper" CHECK ("membership_promotions"."code" = upper("membership_promotions"."code"))
);
--> statement-breakpoint
ALTER TABLE "membership_promotion_options" ADD CONSTRAINT "membership_promotion_options_promotion_id_membership_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."membership_promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_promotion_options" ADD CONSTRAINT "membership_promotion_options_payment_option_id_membership_payment_options_id_fk" FOREIGN KEY ("payment_option_id") REFERENCES "public"."membership_payment_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_promotions" ADD CONSTRAINT "membership_promotions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_promotion_options_option_idx" ON "membership_promotion_options" USING btree ("payment_option_id");