import { boolean, index, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { CONTACT_METHODS, LEAD_STATUSES } from "@/lib/enums/leads";

export { CONTACT_METHODS, LEAD_STATUSES };

export const leadStatusEnum = pgEnum("lead_status", LEAD_STATUSES);

export const contactMethodEnum = pgEnum("contact_method", CONTACT_METHODS);

/** Messages and free-estimate requests from the contact form. */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    borough: text("borough"),
    service: text("service"),
    preferredContact: contactMethodEnum("preferred_contact").notNull().default("email"),
    message: text("message").notNull(),
    freeEstimate: boolean("free_estimate").notNull().default(false),
    status: leadStatusEnum("status").notNull().default("new"),
    notes: text("notes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [index("leads_status_created_idx").on(table.status, table.createdAt)],
);
