CREATE TABLE "quote_starts" (
	"day" date PRIMARY KEY NOT NULL,
	"starts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_series_created_idx" ON "order_series" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_completed_customer_starts_idx" ON "orders" USING btree ("customer_id","starts_at") WHERE "orders"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "satisfaction_polls_answered_idx" ON "satisfaction_polls" USING btree ("answered_at") WHERE "satisfaction_polls"."rating" is not null and not "satisfaction_polls"."sample";--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "unfinished_quotes_created_idx" ON "unfinished_quotes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "unfinished_quotes_sent_idx" ON "unfinished_quotes" USING btree ("sent_at");