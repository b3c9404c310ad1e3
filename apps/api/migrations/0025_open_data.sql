CREATE TABLE "open_data_items" (
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source_id" integer NOT NULL,
	"modified" bigint NOT NULL,
	"ends_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "open_data_items_pkey" PRIMARY KEY("kind","source_id")
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "activity_list_id" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "age_min" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "age_max" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "accessibility_information" text;--> statement-breakpoint
ALTER TABLE "open_data_items" ADD CONSTRAINT "open_data_items_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_data_items_feed_idx" ON "open_data_items" USING btree ("client_id","kind","modified","source_id");--> statement-breakpoint
CREATE INDEX "open_data_items_live_ends_idx" ON "open_data_items" USING btree ("ends_at") WHERE "open_data_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "open_data_items_deleted_idx" ON "open_data_items" USING btree ("deleted_at") WHERE "open_data_items"."deleted_at" is not null;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_age_range" CHECK (("activities"."age_min" is null or "activities"."age_min" >= 0) and ("activities"."age_max" is null or "activities"."age_max" >= coalesce("activities"."age_min", 0)));--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_activity_list_id_format" CHECK ("activities"."activity_list_id" ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$');