CREATE TYPE "public"."reconciliation_scope" AS ENUM('recent', 'full');--> statement-breakpoint
CREATE TABLE "payment_reconciliations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_reconciliations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"scope" "reconciliation_scope" NOT NULL,
	"since" timestamp with time zone,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"orders_checked" integer NOT NULL,
	"finding_count" integer NOT NULL,
	"findings" jsonb NOT NULL,
	"requested_by" uuid
);
--> statement-breakpoint
ALTER TABLE "payment_reconciliations" ADD CONSTRAINT "payment_reconciliations_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_reconciliations_finished_idx" ON "payment_reconciliations" USING btree ("finished_at");