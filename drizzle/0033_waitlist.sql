CREATE TYPE "public"."waitlist_entry_status" AS ENUM('waiting', 'offered', 'booked', 'expired', 'left');--> statement-breakpoint
CREATE TYPE "public"."waitlist_hold_status" AS ENUM('active', 'booked', 'expired', 'released');--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"service_slug" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"zip" text NOT NULL,
	"borough" "borough" NOT NULL,
	"date" text NOT NULL,
	"from_hour" integer NOT NULL,
	"to_hour" integer NOT NULL,
	"status" "waitlist_entry_status" DEFAULT 'waiting' NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_hours_check" CHECK ("waitlist_entries"."from_hour" between 0 and 23 and "waitlist_entries"."to_hour" between "waitlist_entries"."from_hour" and 23),
	CONSTRAINT "waitlist_entries_duration_check" CHECK ("waitlist_entries"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "waitlist_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" "waitlist_hold_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "waitlist_hold_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_holds" ADD CONSTRAINT "waitlist_holds_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_token_key" ON "waitlist_entries" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "waitlist_entries_status_date_idx" ON "waitlist_entries" USING btree ("status","date","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_holds_active_entry_key" ON "waitlist_holds" USING btree ("entry_id") WHERE "waitlist_holds"."status" = 'active';--> statement-breakpoint
CREATE INDEX "waitlist_holds_active_idx" ON "waitlist_holds" USING btree ("status","starts_at");--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_waitlist_hold_check" CHECK ("settings"."waitlist_hold_minutes" between 5 and 1440);