/**
 * The five roles, in a module with no dependencies: client components (the header menu, the
 * session cache) need the names without pulling the database schema into the browser.
 */
export const ROLES = ["SuperAdmin", "Admin", "Moderator", "Cleaner", "Customer"] as const;
export type Role = (typeof ROLES)[number];
