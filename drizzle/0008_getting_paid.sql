CREATE TYPE "public"."card_requirement" AS ENUM('new_customers', 'everyone', 'nobody');--> statement-breakpoint
CREATE TYPE "public"."billing_mode" AS ENUM('card', 'invoice');--> statement-breakpoint
CREATE TYPE "public"."card_checkout_mode" AS ENUM('setup', 'payment');--> statement-breakpoint
CREATE TYPE "public"."card_checkout_status" AS ENUM('open', 'complete', 'expired');--> statement-breakpoint
CREATE TYPE "public"."order_payment_kind" AS ENUM('charge', 'fee', 'tip', 'refund');--> statement-breakpoint
CREATE TYPE "public"."order_payment_status" AS ENUM('pending', 'processing', 'succeeded', 'failed', 'paid_offline', 'written_off', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."payment_attempt_outcome" AS ENUM('succeeded', 'declined', 'authentication_required', 'no_card', 'error', 'paid_offline', 'written_off');--> statement-breakpoint
CREATE TYPE "public"."payment_attempt_source" AS ENUM('job', 'staff', 'customer', 'webhook');--> statement-breakpoint
ALTER TYPE "public"."order_event_type" ADD VALUE 'payment';--> statement-breakpoint
CREATE TABLE "billing_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"billing_mode" "billing_mode" DEFAULT 'card' NOT NULL,
	"invoice_company" text,
	"provider" "payment_provider",
	"provider_customer_ref" text,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_ref" text NOT NULL,
	"mode" "card_checkout_mode" NOT NULL,
	"order_payment_id" uuid,
	"return_path" text NOT NULL,
	"status" "card_checkout_status" DEFAULT 'open' NOT NULL,
	"payment_method_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "card_checkouts_mode_check" CHECK (("card_checkouts"."mode" = 'payment') = ("card_checkouts"."order_payment_id" is not null)),
	CONSTRAINT "card_checkouts_return_check" CHECK ("card_checkouts"."return_path" like '/%' and "card_checkouts"."return_path" not like '//%')
);
--> statement-breakpoint
CREATE TABLE "order_payment_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_payment_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_payment_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"outcome" "payment_attempt_outcome" NOT NULL,
	"source" "payment_attempt_source" NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text,
	"provider_payment_ref" text,
	"failure_code" text,
	"message" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" "order_payment_kind" NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" "order_payment_status" DEFAULT 'pending' NOT NULL,
	"provider" "payment_provider",
	"payment_method_id" uuid,
	"provider_payment_ref" text,
	"attempt" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"failure_code" text,
	"failure_message" text,
	"next_retry_at" timestamp with time zone,
	"refund_of_id" uuid,
	"note" text,
	"settled_at" timestamp with time zone,
	"settled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_amount_check" CHECK ("order_payments"."amount_cents" > 0),
	CONSTRAINT "order_payments_attempt_check" CHECK ("order_payments"."attempt" >= 0),
	CONSTRAINT "order_payments_refund_check" CHECK (("order_payments"."kind" = 'refund') = ("order_payments"."refund_of_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_ref" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "payment_methods_exp_check" CHECK ("payment_methods"."exp_month" between 1 and 12 and "payment_methods"."exp_year" between 2000 and 2100),
	CONSTRAINT "payment_methods_last4_check" CHECK ("payment_methods"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "card_requirement" "card_requirement" DEFAULT 'new_customers' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_profiles" ADD CONSTRAINT "billing_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_profiles" ADD CONSTRAINT "billing_profiles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD CONSTRAINT "card_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD CONSTRAINT "card_checkouts_order_payment_id_order_payments_id_fk" FOREIGN KEY ("order_payment_id") REFERENCES "public"."order_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD CONSTRAINT "card_checkouts_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payment_attempts" ADD CONSTRAINT "order_payment_attempts_order_payment_id_order_payments_id_fk" FOREIGN KEY ("order_payment_id") REFERENCES "public"."order_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payment_attempts" ADD CONSTRAINT "order_payment_attempts_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_refund_of_id_order_payments_id_fk" FOREIGN KEY ("refund_of_id") REFERENCES "public"."order_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_profiles_customer_ref_key" ON "billing_profiles" USING btree ("provider","provider_customer_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "card_checkouts_provider_ref_key" ON "card_checkouts" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "card_checkouts_user_idx" ON "card_checkouts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "order_payment_attempts_payment_idx" ON "order_payment_attempts" USING btree ("order_payment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payment_attempts_try_key" ON "order_payment_attempts" USING btree ("order_payment_id","attempt","outcome");--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_payments_customer_idx" ON "order_payments" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "order_payments_status_idx" ON "order_payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_provider_payment_ref_key" ON "order_payments" USING btree ("provider_payment_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_one_charge_key" ON "order_payments" USING btree ("order_id","kind") WHERE "order_payments"."kind" in ('charge', 'fee');--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_provider_ref_key" ON "payment_methods" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "payment_methods_user_idx" ON "payment_methods" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_one_default_key" ON "payment_methods" USING btree ("user_id") WHERE "payment_methods"."is_default" and "payment_methods"."removed_at" is null;