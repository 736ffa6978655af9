import type { BookingSubmission } from "@/lib/booking/booking-request";
import type { OrderStatus } from "@/lib/platform/db/schema";

/**
 * What the demo customer's sample visits are: the homes, and for each visit the day and hour it
 * is meant for, the status it ends in and its sample poll answer. Where each one really goes is
 * decided by demo-plan.ts, around closed days and the clock; demo-orders.ts books them.
 */

export type DemoHome = Pick<BookingSubmission, "request" | "address" | "notes">;

export const DEMO_HOMES: readonly DemoHome[] = [
  {
    request: { service: "residential-cleaning", bedrooms: 2, bathrooms: 1, extras: [], frequency: "one-time" },
    address: { street: "245 Bedford Ave", unit: "3R", city: "Brooklyn", zip: "11211", accessNotes: "Buzz 3R; the door sticks, push hard" },
    notes: null,
  },
  {
    request: { service: "deep-cleaning", bedrooms: 1, bathrooms: 1, extras: [{ id: "inside-fridge" }], frequency: "one-time" },
    address: { street: "301 W 84th St", unit: "5B", city: "New York", zip: "10024", accessNotes: "Doorman building; keys at the front desk" },
    notes: "Please go easy on the hardwood: no standing water.",
  },
  {
    request: { service: "residential-cleaning", bedrooms: 3, bathrooms: 2, extras: [], frequency: "one-time" },
    address: { street: "108-20 71st Ave", unit: "2", city: "Forest Hills", zip: "11375", accessNotes: "Side entrance by the driveway" },
    notes: null,
  },
  {
    request: { service: "move-in-out-cleaning", bedrooms: 1, bathrooms: 1, extras: [], frequency: "one-time" },
    address: { street: "512 5th Ave", unit: "4L", city: "Brooklyn", zip: "11215", accessNotes: "Lockbox on the gate, code in the text message" },
    notes: "Empty apartment; the super lets you in if the lockbox is stuck.",
  },
];

/**
 * A satisfaction answer of a completed sample visit. Samples are labelled so in the admin panel
 * and never shown on a production database.
 */
export interface DemoAnswer {
  rating: number;
  comment: string | null;
  publish: boolean;
}

export interface DemoSample {
  /** New York days from today the visit is meant for: negative in the past. */
  days: number;
  /**
   * The New York start hour it is meant for, or "latest" for the visit under way: the latest
   * start that has already begun, so the cleaner is there now whenever "now" is.
   */
  hour: number | "latest";
  /** The status it ends in. Completed and in-progress visits are in the past; pending, confirmed and assigned ones ahead. */
  status: OrderStatus;
  /** Its place in DEMO_HOMES. */
  home: number;
  answer?: DemoAnswer;
}

/** The demo customer's visits over the last and the next four weeks, in every status; future visits start at 2 PM. */
export const DEMO_SAMPLES: readonly DemoSample[] = [
  {
    days: -27,
    hour: 9,
    status: "completed",
    home: 0,
    answer: { rating: 5, comment: "Dorota got the soap scum off tile we had given up on. The bathroom looks like the day we moved in.", publish: true },
  },
  {
    days: -24,
    hour: 10,
    status: "completed",
    home: 1,
    answer: { rating: 5, comment: "On time, brought everything, and the fridge is spotless. Booking took two minutes.", publish: true },
  },
  { days: -21, hour: 9, status: "cancelled", home: 2 },
  {
    days: -19,
    hour: 11,
    status: "completed",
    home: 3,
    answer: { rating: 4, comment: "Very thorough in the kitchen. The back bedroom closet was missed, but the rest was great.", publish: true },
  },
  { days: -16, hour: 9, status: "completed", home: 0 },
  { days: -13, hour: 10, status: "completed", home: 1, answer: { rating: 2, comment: "The stove top still had grease on the back burners.", publish: false } },
  {
    days: -9,
    hour: 9,
    status: "completed",
    home: 2,
    answer: { rating: 5, comment: "Left the walk-up brighter than the day we signed the lease. Our landlord noticed.", publish: true },
  },
  { days: -6, hour: 11, status: "completed", home: 3 },
  { days: -3, hour: 10, status: "completed", home: 0, answer: { rating: 5, comment: null, publish: true } },
  { days: -2, hour: 9, status: "cancelled", home: 1 },
  { days: 0, hour: "latest", status: "in_progress", home: 2 },
  { days: 0, hour: 14, status: "assigned", home: 3 },
  { days: 1, hour: 14, status: "assigned", home: 0 },
  { days: 3, hour: 14, status: "assigned", home: 1 },
  { days: 5, hour: 14, status: "confirmed", home: 2 },
  { days: 7, hour: 14, status: "pending", home: 3 },
  { days: 9, hour: 14, status: "assigned", home: 0 },
  { days: 12, hour: 14, status: "confirmed", home: 1 },
  { days: 15, hour: 14, status: "pending", home: 2 },
  { days: 18, hour: 14, status: "assigned", home: 3 },
  { days: 21, hour: 14, status: "cancelled", home: 0 },
  { days: 24, hour: 14, status: "pending", home: 1 },
  { days: 27, hour: 14, status: "confirmed", home: 2 },
];
