ALTER TYPE "public"."sms_type" ADD VALUE 'review-request' BEFORE 'job-assigned';--> statement-breakpoint
CREATE TABLE "review_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"text_token_hash" text,
	"sent_at" timestamp with time zone NOT NULL,
	"first_clicked_at" timestamp with time zone,
	"click_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "google_review_url" text;--> statement-breakpoint
ALTER TABLE "sms_preferences" ADD COLUMN "allowed_types" "sms_type"[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_order_key" ON "review_requests" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_token_key" ON "review_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_text_token_key" ON "review_requests" USING btree ("text_token_hash");--> statement-breakpoint
CREATE INDEX "review_requests_customer_idx" ON "review_requests" USING btree ("customer_id","sent_at");