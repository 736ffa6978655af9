/**
 * The office answers calls and messages 7 days a week, 8 AM to 7 PM New York time (cleanings
 * themselves start 8 AM to 5 PM); /contact says so in the page's language (sitePagesWords).
 */
export const REPLY_PROMISE = "We reply within one business day, usually the same day.";
