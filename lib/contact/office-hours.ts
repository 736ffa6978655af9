/** When the office answers calls and messages; cleanings themselves start 8 AM to 5 PM. */
export const OFFICE_HOURS = {
  days: "7 days a week",
  hours: "8 AM to 7 PM",
  timeZone: "New York time",
} as const;

export const REPLY_PROMISE = "We reply within one business day, usually the same day.";
