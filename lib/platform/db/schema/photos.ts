import { index, integer, pgEnum, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { orders, satisfactionPolls } from "./orders";
import { userRef } from "./users";
import { instant, primaryId } from "./columns";

export const JOB_PHOTO_STAGES = ["before", "after"] as const;
export const jobPhotoStageEnum = pgEnum("job_photo_stage", JOB_PHOTO_STAGES);

/**
 * Before-and-after photos of a job, per checklist section (docs/product.md, "Photos of the
 * work"). The bytes live in object storage under `storage_key` (lib/platform/storage); this row
 * says whose they are, which is what every read is checked against (docs/security.md, "Job
 * photos"). Never updated: a photo is added or deleted.
 */
export const jobPhotos = pgTable(
  "job_photos",
  {
    id: primaryId(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The checklist section's title, as the checklist names it ("Kitchen", "Bathrooms"). */
    section: text("section").notNull(),
    stage: jobPhotoStageEnum("stage").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdBy: userRef("created_by", "set null"),
    createdAt: instant("created_at").notNull(),
  },
  (table) => [index("job_photos_order_idx").on(table.orderId, table.createdAt)],
);

/**
 * Photos of the visit staff chose to keep with a satisfaction follow-up when they closed it (the
 * free re-clean offered after a low rating; docs/product.md, "Photos of the work"). A photo
 * deleted from the job leaves the follow-up with it.
 */
export const followUpPhotos = pgTable(
  "follow_up_photos",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => satisfactionPolls.orderId, { onDelete: "cascade" }),
    photoId: uuid("photo_id")
      .notNull()
      .references(() => jobPhotos.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.photoId] }), index("follow_up_photos_photo_idx").on(table.photoId)],
);
