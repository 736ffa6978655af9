CREATE TYPE "public"."time_off_status" AS ENUM('requested', 'approved', 'declined', 'withdrawn');--> statement-breakpoint
CREATE TABLE "cleaner_availability" (
	"cleaner_id" uuid PRIMARY KEY NOT NULL,
	"boroughs" "borough"[] DEFAULT '{}'::borough[] NOT NULL,
	"working_week" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cleaner_id" uuid NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"note" text,
	"status" time_off_status DEFAULT 'requested' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"decision_note" text,
	CONSTRAINT "time_off_days_check" CHECK ("time_off"."last_day" >= "time_off"."first_day")
);
--> statement-breakpoint
ALTER TABLE "settings" DROP CONSTRAINT "settings_capacity_check";--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "travel_minutes_same_borough" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "travel_minutes_across_boroughs" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "requested_cleaner_id" uuid;--> statement-breakpoint
ALTER TABLE "cleaner_availability" ADD CONSTRAINT "cleaner_availability_cleaner_id_users_id_fk" FOREIGN KEY ("cleaner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaner_availability" ADD CONSTRAINT "cleaner_availability_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_cleaner_id_users_id_fk" FOREIGN KEY ("cleaner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_off_cleaner_days_idx" ON "time_off" USING btree ("cleaner_id","first_day","last_day");--> statement-breakpoint
CREATE INDEX "time_off_status_idx" ON "time_off" USING btree ("status","first_day");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_requested_cleaner_id_users_id_fk" FOREIGN KEY ("requested_cleaner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_travel_check" CHECK ("settings"."travel_minutes_same_borough" between 0 and 240 and "settings"."travel_minutes_across_boroughs" between 0 and 240);--> statement-breakpoint
-- The team count becomes people: every active Cleaner works every day from 8:00 to 19:00 in all three boroughs (docs/product.md#cleaners-availability).
INSERT INTO "cleaner_availability" ("cleaner_id", "boroughs", "working_week", "updated_at")
SELECT "id", ARRAY['Manhattan', 'Brooklyn', 'Queens']::borough[],
  '[{"start":480,"end":1140},{"start":480,"end":1140},{"start":480,"end":1140},{"start":480,"end":1140},{"start":480,"end":1140},{"start":480,"end":1140},{"start":480,"end":1140}]'::jsonb,
  now()
FROM "users" WHERE "role" = 'Cleaner' AND "status" = 'active'
ON CONFLICT DO NOTHING;
