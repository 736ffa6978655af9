CREATE TYPE "public"."key_custody_event" AS ENUM('office_received', 'handed_to_cleaner', 'returned_to_office', 'returned_to_customer');--> statement-breakpoint
CREATE TABLE "access_code_views" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_code_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"viewer_id" uuid,
	"viewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "key_custody_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "key_custody_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" uuid NOT NULL,
	"order_id" uuid,
	"event" "key_custody_event" NOT NULL,
	"cleaner_id" uuid,
	"actor_id" uuid,
	"note" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_addresses" ADD COLUMN "access_details" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "access_details" jsonb;--> statement-breakpoint
ALTER TABLE "access_code_views" ADD CONSTRAINT "access_code_views_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_code_views" ADD CONSTRAINT "access_code_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_custody_events" ADD CONSTRAINT "key_custody_events_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_custody_events" ADD CONSTRAINT "key_custody_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_custody_events" ADD CONSTRAINT "key_custody_events_cleaner_id_users_id_fk" FOREIGN KEY ("cleaner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_custody_events" ADD CONSTRAINT "key_custody_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_code_views_order_idx" ON "access_code_views" USING btree ("order_id","viewed_at");--> statement-breakpoint
CREATE INDEX "key_custody_events_customer_idx" ON "key_custody_events" USING btree ("customer_id","id");