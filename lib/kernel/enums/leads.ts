/**
 * The lead statuses and contact methods, in a module with no dependencies: the database enums
 * (lib/platform/db/schema/leads.ts) are built from them, and the staff lead editor and the contact form
 * show them in the browser without pulling the schema, and Drizzle with it, into a client chunk.
 */
export const LEAD_STATUSES = ["new", "contacted", "won", "lost"] as const;

export const CONTACT_METHODS = ["email", "phone", "text"] as const;
