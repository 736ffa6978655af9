CREATE TABLE "job_checklist_ticks" (
	"order_id" uuid NOT NULL,
	"item_key" text NOT NULL,
	"ticked_by" uuid NOT NULL,
	"ticked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_checklist_ticks_order_id_item_key_pk" PRIMARY KEY("order_id","item_key")
);
--> statement-breakpoint
ALTER TABLE "satisfaction_polls" ADD COLUMN "publish_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "satisfaction_polls" ADD COLUMN "sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_checklist_ticks" ADD CONSTRAINT "job_checklist_ticks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_checklist_ticks" ADD CONSTRAINT "job_checklist_ticks_ticked_by_users_id_fk" FOREIGN KEY ("ticked_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "satisfaction_polls_published_idx" ON "satisfaction_polls" USING btree ("answered_at") WHERE "satisfaction_polls"."publish_consent" and "satisfaction_polls"."rating" is not null;