ALTER TABLE "orders" ADD COLUMN "check_out_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "review_held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reviewed_at" timestamp with time zone;