CREATE TYPE "public"."sms_inbound_kind" AS ENUM('stop', 'start', 'help', 'confirm', 'reschedule', 'message');--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "inbound_kind" "sms_inbound_kind";--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_inbound_kind_check" CHECK ("sms_messages"."inbound_kind" is null or "sms_messages"."direction" = 'in');