CREATE TYPE "public"."sms_consent_source" AS ENUM('booking', 'profile');--> statement-breakpoint
CREATE TYPE "public"."sms_direction" AS ENUM('in', 'out');--> statement-breakpoint
CREATE TYPE "public"."sms_status" AS ENUM('queued', 'sent', 'delivered', 'undelivered', 'failed', 'received');--> statement-breakpoint
CREATE TYPE "public"."sms_type" AS ENUM('booking-received', 'booking-confirmed', 'reminder', 'on-my-way', 'visit-complete', 'payment-declined', 'order-changed', 'order-cancelled', 'job-assigned', 'job-changed', 'job-cancelled', 'cleaner-schedule', 'same-day-change', 'staff-reply', 'keyword-reply', 'inbound');--> statement-breakpoint
CREATE TABLE "sms_consents" (
	"phone" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"opted_in_at" timestamp with time zone,
	"wording" text,
	"source" "sms_consent_source",
	"opted_out_at" timestamp with time zone,
	"opt_out_keyword" text,
	CONSTRAINT "sms_consents_phone_check" CHECK ("sms_consents"."phone" ~ '^\+[1-9][0-9]{1,14}$'),
	CONSTRAINT "sms_consents_opt_in_check" CHECK (("sms_consents"."opted_in_at" is null) = ("sms_consents"."wording" is null) and ("sms_consents"."opted_in_at" is null) = ("sms_consents"."source" is null)),
	CONSTRAINT "sms_consents_opt_out_check" CHECK ("sms_consents"."opt_out_keyword" is null or "sms_consents"."opted_out_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "sms_daily_counts" (
	"day" date NOT NULL,
	"scope" text NOT NULL,
	"sent" integer NOT NULL,
	CONSTRAINT "sms_daily_counts_day_scope_pk" PRIMARY KEY("day","scope"),
	CONSTRAINT "sms_daily_counts_sent_check" CHECK ("sms_daily_counts"."sent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"direction" "sms_direction" NOT NULL,
	"phone" text NOT NULL,
	"user_id" uuid,
	"order_id" uuid,
	"type" "sms_type" NOT NULL,
	"body" text NOT NULL,
	"segments" integer NOT NULL,
	"status" "sms_status" NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	CONSTRAINT "sms_messages_provider_ref_key" UNIQUE("provider_ref"),
	CONSTRAINT "sms_messages_phone_check" CHECK ("sms_messages"."phone" ~ '^\+[1-9][0-9]{1,14}$'),
	CONSTRAINT "sms_messages_segments_check" CHECK ("sms_messages"."segments" >= 0),
	CONSTRAINT "sms_messages_inbound_type_check" CHECK (("sms_messages"."direction" = 'in') = ("sms_messages"."type" = 'inbound')),
	CONSTRAINT "sms_messages_inbound_status_check" CHECK (("sms_messages"."direction" = 'in') = ("sms_messages"."status" = 'received')),
	CONSTRAINT "sms_messages_read_check" CHECK ("sms_messages"."read_at" is null or "sms_messages"."direction" = 'in')
);
--> statement-breakpoint
CREATE TABLE "sms_threads" (
	"phone" text PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "sms_threads_phone_check" CHECK ("sms_threads"."phone" ~ '^\+[1-9][0-9]{1,14}$')
);
--> statement-breakpoint
ALTER TABLE "sms_consents" ADD CONSTRAINT "sms_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_consents_user_idx" ON "sms_consents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_messages_phone_created_idx" ON "sms_messages" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_unread_idx" ON "sms_messages" USING btree ("phone") WHERE "sms_messages"."direction" = 'in' and "sms_messages"."read_at" is null;