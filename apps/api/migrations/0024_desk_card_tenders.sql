ALTER TABLE "cart_payments" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "order_tenders" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "desk_staff_user_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_presence" text;--> statement-breakpoint
CREATE UNIQUE INDEX "order_tenders_payment_key" ON "order_tenders" USING btree ("payment_id") WHERE "order_tenders"."payment_id" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_card_presence" CHECK ("payments"."card_presence" is null or ("payments"."card_presence" in ('present', 'keyed') and "payments"."desk_staff_user_id" is not null));