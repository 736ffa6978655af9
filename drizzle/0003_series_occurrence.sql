ALTER TABLE "orders" ADD COLUMN "series_occurrence" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_series_occurrence_key" ON "orders" USING btree ("series_id","series_occurrence");