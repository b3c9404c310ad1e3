DROP INDEX "memberships_one_join_in_progress";--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "origin" text DEFAULT 'join' NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "previous_membership_id" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_previous_membership_id_memberships_id_fk" FOREIGN KEY ("previous_membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_one_successor" ON "memberships" USING btree ("previous_membership_id") WHERE "memberships"."previous_membership_id" is not null and "memberships"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "memberships_running_expiry_idx" ON "memberships" USING btree ("expires_at") WHERE "memberships"."status" in ('active', 'frozen') and "memberships"."expires_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_one_join_in_progress" ON "memberships" USING btree ("client_id","user_id") WHERE "memberships"."status" = 'pending' and "memberships"."order_id" is null and "memberships"."origin" = 'join';