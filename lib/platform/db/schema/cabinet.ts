import { bigint, doublePrecision, index, jsonb, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { orders } from "./orders";
import { userRef } from "./users";
import { instant, primaryId } from "./columns";

/**
 * The checklist items a cleaner has ticked on a job, one row per item (its section and wording
 * as the key), so a reload or another phone shows the same progress. Unticking deletes the row.
 */
export const jobChecklistTicks = pgTable(
  "job_checklist_ticks",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    itemKey: text("item_key").notNull(),
    tickedBy: userRef("ticked_by", "cascade").notNull(),
    tickedAt: instant("ticked_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.itemKey] })],
);

export const VISIT_POSITION_STEPS = ["check_in", "check_out"] as const;
export const visitPositionStepEnum = pgEnum("visit_position_step", VISIT_POSITION_STEPS);

/**
 * Where the cleaner's phone said it was at check-in and check-out, when the cleaner let it say
 * (docs/product.md, "Checking in where the job is"): degrees and the phone's accuracy radius in
 * metres, written in the step's transaction. Staff only; purged after a while
 * (docs/security.md, "Location data"). A step made without a position writes no row.
 */
export const visitPositions = pgTable(
  "visit_positions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    step: visitPositionStepEnum("step").notNull(),
    cleanerId: userRef("cleaner_id", "set null"),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    accuracyMeters: doublePrecision("accuracy_meters").notNull(),
    recordedAt: instant("recorded_at").notNull(),
  },
  (table) => [index("visit_positions_order_idx").on(table.orderId, table.recordedAt), index("visit_positions_recorded_idx").on(table.recordedAt)],
);

/**
 * The idempotency keys of the cabinet's actions (check-in, "on my way", a checklist tick,
 * check-out), one row per key and person, written in the action's own transaction with the
 * answer it got, so a phone sending its offline queue again gets the first answer and changes
 * nothing (docs/architecture.md, "The cabinet offline"). A refused action writes no row.
 */
export const cabinetActionKeys = pgTable(
  "cabinet_action_keys",
  {
    id: primaryId(),
    userId: userRef("user_id", "cascade").notNull(),
    idempotencyKey: uuid("idempotency_key").notNull(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** "check_in", "on_the_way", "checklist" or "check_out". */
    action: text("action").notNull(),
    /** sha256 of the request's fields, so the same key with another request is refused. */
    requestHash: text("request_hash").notNull(),
    /** The answer's body as it was first sent. */
    answer: jsonb("answer").$type<Record<string, unknown>>().notNull(),
    /** When the phone says the action was made (the time it was applied at). */
    madeAt: instant("made_at").notNull(),
    createdAt: instant("created_at").notNull(),
  },
  (table) => [uniqueIndex("cabinet_action_keys_user_key").on(table.userId, table.idempotencyKey)],
);
