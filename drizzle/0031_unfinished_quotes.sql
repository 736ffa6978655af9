CREATE TYPE "public"."unfinished_quote_status" AS ENUM('pending', 'sent', 'booked', 'unsubscribed', 'replaced');--> statement-breakpoint
CREATE TABLE "unfinished_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"answers" jsonb NOT NULL,
	"answers_hash" text NOT NULL,
	"quote_cents" integer NOT NULL,
	"service_name" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"token_hash" text NOT NULL,
	"status" "unfinished_quote_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "unfinished_quotes_token_key" ON "unfinished_quotes" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "unfinished_quotes_pending_email_key" ON "unfinished_quotes" USING btree ("email") WHERE "unfinished_quotes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "unfinished_quotes_status_created_idx" ON "unfinished_quotes" USING btree ("status","created_at");