CREATE TYPE "public"."visit_position_step" AS ENUM('check_in', 'check_out');--> statement-breakpoint
CREATE TABLE "visit_positions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visit_positions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"step" "visit_position_step" NOT NULL,
	"cleaner_id" uuid,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy_meters" double precision NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visit_positions" ADD CONSTRAINT "visit_positions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_positions" ADD CONSTRAINT "visit_positions_cleaner_id_users_id_fk" FOREIGN KEY ("cleaner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_positions_order_idx" ON "visit_positions" USING btree ("order_id","recorded_at");--> statement-breakpoint
CREATE INDEX "visit_positions_recorded_idx" ON "visit_positions" USING btree ("recorded_at");