DROP INDEX "orders_created_at_covering_idx";--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_span_idx" ON "orders" USING gist (tstzrange("starts_at", "ends_at"));--> statement-breakpoint
CREATE INDEX "orders_contact_name_trgm_idx" ON "orders" USING gin ("contact_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_contact_email_trgm_idx" ON "orders" USING gin ("contact_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_borough_service_starts_idx" ON "orders" USING btree ("borough","service_slug","starts_at");--> statement-breakpoint
CREATE INDEX "orders_unassigned_idx" ON "orders" USING btree ("status","starts_at") WHERE "orders"."cleaner_id" is null;--> statement-breakpoint
CREATE INDEX "orders_review_held_idx" ON "orders" USING btree ("review_held_at","number") WHERE "orders"."review_held_at" is not null and "orders"."reviewed_at" is null;--> statement-breakpoint
CREATE INDEX "satisfaction_polls_flagged_idx" ON "satisfaction_polls" USING btree ("flagged","answered_at") WHERE "satisfaction_polls"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "orders_created_at_covering_idx" ON "orders" USING btree ("created_at","id","series_occurrence","status","total_cents");