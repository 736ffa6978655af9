ALTER TYPE "public"."order_event_type" ADD VALUE 'on_the_way';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "on_the_way_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "on_the_way_eta_minutes" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;