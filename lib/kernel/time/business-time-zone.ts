/**
 * The zone every date and time of the business is in. A module of its own so display code
 * (lib/kernel/format, which the home page's reviews use) can name the zone without bringing
 * lib/kernel/time/new-york's zone arithmetic and zod into a visitor's script (docs/operations.md,
 * "Page weight").
 */
export const BUSINESS_TIME_ZONE = "America/New_York";
