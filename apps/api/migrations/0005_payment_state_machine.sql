DROP INDEX "payments_recovery_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status" text DEFAULT 'placed' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "quote" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recover_after" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recovery_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "booking_bundles_order_idx" ON "booking_bundles" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_purchased_for_idx" ON "order_items" USING btree ("purchased_for_user_id");--> statement-breakpoint
CREATE INDEX "payments_unsettled_idx" ON "payments" USING btree ("recover_after") WHERE "payments"."status" in ('created', 'requires_action', 'failed', 'authorized', 'ordered', 'voiding');--> statement-breakpoint
-- A payment whose order was committed but whose capture never ran is owed a capture: the new 'ordered' state.
UPDATE "payments" SET "status" = 'ordered' WHERE "status" = 'authorized' AND "order_id" IS NOT NULL;--> statement-breakpoint
UPDATE "payments" SET "recover_after" = "updated_at" + interval '10 minutes' WHERE "order_id" IS NULL;

