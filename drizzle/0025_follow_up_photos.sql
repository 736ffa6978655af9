CREATE TABLE "follow_up_photos" (
	"order_id" uuid NOT NULL,
	"photo_id" uuid NOT NULL,
	CONSTRAINT "follow_up_photos_order_id_photo_id_pk" PRIMARY KEY("order_id","photo_id")
);
--> statement-breakpoint
ALTER TABLE "follow_up_photos" ADD CONSTRAINT "follow_up_photos_order_id_satisfaction_polls_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."satisfaction_polls"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_photos" ADD CONSTRAINT "follow_up_photos_photo_id_job_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."job_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follow_up_photos_photo_idx" ON "follow_up_photos" USING btree ("photo_id");