DROP INDEX "orders_starts_at_idx";--> statement-breakpoint
DROP INDEX "orders_series_idx";--> statement-breakpoint
DROP INDEX "orders_created_at_idx";--> statement-breakpoint
DROP INDEX "satisfaction_polls_answered_idx";--> statement-breakpoint
CREATE INDEX "orders_starts_at_covering_idx" ON "orders" USING btree ("starts_at","status","total_cents","cancelled_at");--> statement-breakpoint
CREATE INDEX "orders_series_starts_idx" ON "orders" USING btree ("series_id","starts_at","status");--> statement-breakpoint
CREATE INDEX "orders_created_at_covering_idx" ON "orders" USING btree ("created_at","series_occurrence");--> statement-breakpoint
CREATE INDEX "orders_id_cleaner_idx" ON "orders" USING btree ("id","cleaner_id");--> statement-breakpoint
CREATE INDEX "satisfaction_polls_answered_idx" ON "satisfaction_polls" USING btree ("answered_at","order_id","rating") WHERE "satisfaction_polls"."rating" is not null and not "satisfaction_polls"."sample";