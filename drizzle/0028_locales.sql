CREATE TYPE "public"."locale" AS ENUM('en', 'es');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" "locale" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locale" "locale" DEFAULT 'en' NOT NULL;