CREATE TYPE "public"."cleaner_preference_kind" AS ENUM('preferred', 'blocked');--> statement-breakpoint
CREATE TYPE "public"."cleaner_preference_source" AS ENUM('customer', 'poll', 'staff');--> statement-breakpoint
CREATE TABLE "cleaner_preferences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"cleaner_id" uuid NOT NULL,
	"kind" "cleaner_preference_kind" NOT NULL,
	"set_by" "cleaner_preference_source" NOT NULL,
	"set_by_user_id" uuid,
	"order_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by_user_id" uuid
);
--> statement-breakpoint
ALTER TABLE "cleaner_preferences" ADD CONSTRAINT "cleaner_preferences_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaner_preferences" ADD CONSTRAINT "cleaner_preferences_cleaner_id_users_id_fk" FOREIGN KEY ("cleaner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaner_preferences" ADD CONSTRAINT "cleaner_preferences_set_by_user_id_users_id_fk" FOREIGN KEY ("set_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaner_preferences" ADD CONSTRAINT "cleaner_preferences_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaner_preferences" ADD CONSTRAINT "cleaner_preferences_undone_by_user_id_users_id_fk" FOREIGN KEY ("undone_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cleaner_preferences_pair_key" ON "cleaner_preferences" USING btree ("customer_id","cleaner_id");--> statement-breakpoint
CREATE INDEX "cleaner_preferences_cleaner_idx" ON "cleaner_preferences" USING btree ("cleaner_id");