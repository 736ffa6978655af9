CREATE TYPE "public"."user_role" AS ENUM('SuperAdmin', 'Admin', 'Moderator', 'Cleaner', 'Customer');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('active', 'blocked');--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"role" "user_role" DEFAULT 'Customer' NOT NULL,
	"status" "user_status" DEFAULT 'active' NOT NULL,
	"blocked_reason" text,
	"blocked_at" timestamp with time zone,
	"session_version" integer DEFAULT 1 NOT NULL,
	"picture_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_blocked_reason_check" CHECK ("users"."status" = 'active' or "users"."blocked_reason" is not null),
	CONSTRAINT "users_session_version_check" CHECK ("users"."session_version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"maintenance_mode" boolean DEFAULT false NOT NULL,
	"maintenance_message" text,
	"price_table" jsonb NOT NULL,
	"capacity" integer DEFAULT 4 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "settings_single_row_check" CHECK ("settings"."id" = 1),
	CONSTRAINT "settings_capacity_check" CHECK ("settings"."capacity" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "special_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"is_percentage" boolean NOT NULL,
	"discount_value" integer NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"assign_to_new_accounts" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "special_offers_discount_check" CHECK (("special_offers"."is_percentage" and "special_offers"."discount_value" between 1 and 100) or (not "special_offers"."is_percentage" and "special_offers"."discount_value" > 0)),
	CONSTRAINT "special_offers_window_check" CHECK ("special_offers"."ends_at" is null or "special_offers"."starts_at" is null or "special_offers"."ends_at" > "special_offers"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "user_special_offers" (
	"user_id" uuid NOT NULL,
	"special_offer_id" integer NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "user_special_offers_user_id_special_offer_id_pk" PRIMARY KEY("user_id","special_offer_id")
);
--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_special_offers" ADD CONSTRAINT "user_special_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_special_offers" ADD CONSTRAINT "user_special_offers_special_offer_id_special_offers_id_fk" FOREIGN KEY ("special_offer_id") REFERENCES "public"."special_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_status_idx" ON "users" USING btree ("role","status");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_special_offers_offer_idx" ON "user_special_offers" USING btree ("special_offer_id");