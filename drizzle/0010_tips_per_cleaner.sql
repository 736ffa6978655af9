ALTER TABLE "order_payments" ADD COLUMN "cleaner_id" uuid;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_cleaner_id_users_id_fk" FOREIGN KEY ("cleaner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_one_tip_key" ON "order_payments" USING btree ("order_id") WHERE "order_payments"."kind" = 'tip';--> statement-breakpoint
CREATE INDEX "order_payments_cleaner_idx" ON "order_payments" USING btree ("cleaner_id","created_at") WHERE "order_payments"."cleaner_id" is not null;