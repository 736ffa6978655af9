import { boolean, index, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { CONTACT_METHODS, LEAD_STATUSES } from "@/lib/kernel/enums/leads";
import { primaryId, timestamps } from "./columns";

export { CONTACT_METHODS, LEAD_STATUSES };

export const leadStatusEnum = pgEnum("lead_status", LEAD_STATUSES);

export const contactMethodEnum = pgEnum("contact_method", CONTACT_METHODS);

/** Messages and free-estimate requests from the contact form. */
export const leads = pgTable(
  "leads",
  {
    id: primaryId(),
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
    ...timestamps(),
  },
  (table) => [
    index("leads_status_created_idx").on(table.status, table.createdAt),
    // The owner's lead sources count every lead by when it came (lib/admin/insights).
    index("leads_created_idx").on(table.createdAt),
  ],
);
