CREATE TYPE "public"."credit_entry_kind" AS ENUM('earned', 'spent', 'expired', 'adjusted');--> statement-breakpoint
CREATE TYPE "public"."referral_status" AS ENUM('pending', 'rewarded', 'refused', 'reversed');--> statement-breakpoint
CREATE TABLE "account_credit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "credit_entry_kind" NOT NULL,
	"amount_cents" integer NOT NULL,
	"order_id" uuid,
	"referral_id" uuid,
	"reason" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_credit_entries_sign_check" CHECK (("account_credit_entries"."kind" = 'earned' and "account_credit_entries"."amount_cents" > 0) or ("account_credit_entries"."kind" in ('spent', 'expired') and "account_credit_entries"."amount_cents" < 0) or ("account_credit_entries"."kind" = 'adjusted' and "account_credit_entries"."amount_cents" <> 0 and "account_credit_entries"."reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_id" uuid NOT NULL,
	"friend_id" uuid NOT NULL,
	"order_id" uuid,
	"welcome_cents" integer NOT NULL,
	"status" "referral_status" DEFAULT 'pending' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "referrals_welcome_check" CHECK ("referrals"."welcome_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "referral_welcome_cents" integer DEFAULT 2500 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "referral_reward_cents" integer DEFAULT 2500 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "referral_monthly_cap" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "account_credit_entries" ADD CONSTRAINT "account_credit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_credit_entries" ADD CONSTRAINT "account_credit_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_credit_entries" ADD CONSTRAINT "account_credit_entries_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_credit_entries" ADD CONSTRAINT "account_credit_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_friend_id_users_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_credit_entries_user_idx" ON "account_credit_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_credit_entries_spent_order_key" ON "account_credit_entries" USING btree ("order_id") WHERE "account_credit_entries"."kind" = 'spent';--> statement-breakpoint
CREATE UNIQUE INDEX "account_credit_entries_earned_referral_key" ON "account_credit_entries" USING btree ("referral_id") WHERE "account_credit_entries"."kind" = 'earned';--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_key" ON "referral_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_friend_key" ON "referrals" USING btree ("friend_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id","settled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_order_key" ON "referrals" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_referral_check" CHECK ("settings"."referral_welcome_cents" >= 0 and "settings"."referral_reward_cents" >= 0 and "settings"."referral_monthly_cap" >= 0);