CREATE TYPE "public"."pay_adjustment_kind" AS ENUM('manual', 'correction');--> statement-breakpoint
CREATE TYPE "public"."pay_frequency" AS ENUM('weekly', 'biweekly');--> statement-breakpoint
CREATE TYPE "public"."pay_rule_kind" AS ENUM('hourly', 'percent');--> statement-breakpoint
CREATE TABLE "pay_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cleaner_id" uuid NOT NULL,
	"period_start" text NOT NULL,
	"kind" "pay_adjustment_kind" NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"source_period_start" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_rules" (
	"cleaner_id" uuid PRIMARY KEY NOT NULL,
	"kind" "pay_rule_kind" NOT NULL,
	"hourly_cents" integer DEFAULT 0 NOT NULL,
	"percent_basis_points" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "pay_rules_hourly_check" CHECK ("pay_rules"."hourly_cents" between 0 and 100000),
	CONSTRAINT "pay_rules_percent_check" CHECK ("pay_rules"."percent_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "payroll_approvals" (
	"period_start" text PRIMARY KEY NOT NULL,
	"period_end" text NOT NULL,
	"report" jsonb NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"frequency" "pay_frequency" DEFAULT 'weekly' NOT NULL,
	"anchor_date" text DEFAULT '2026-01-05' NOT NULL,
	"pay_travel" boolean DEFAULT true NOT NULL,
	"travel_cap_minutes" smallint DEFAULT 60 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "payroll_settings_single_row_check" CHECK ("payroll_settings"."id" = 1),
	CONSTRAINT "payroll_settings_travel_cap_check" CHECK ("payroll_settings"."travel_cap_minutes" between 0 and 240)
);
--> statement-breakpoint
ALTER TABLE "pay_adjustments" ADD CONSTRAINT "pay_adjustments_cleaner_id_users_id_fk" FOREIGN KEY ("cleaner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_adjustments" ADD CONSTRAINT "pay_adjustments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_rules" ADD CONSTRAINT "pay_rules_cleaner_id_users_id_fk" FOREIGN KEY ("cleaner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_rules" ADD CONSTRAINT "pay_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_approvals" ADD CONSTRAINT "payroll_approvals_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD CONSTRAINT "payroll_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_adjustments_period_idx" ON "pay_adjustments" USING btree ("period_start","cleaner_id");--> statement-breakpoint
CREATE INDEX "pay_adjustments_source_idx" ON "pay_adjustments" USING btree ("source_period_start");