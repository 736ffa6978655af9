import type { SmsInboundKind } from "@/lib/kernel/enums/sms";

/**
 * What a text that came in asks for (docs/product.md#text-messages). Only a body that is exactly one of these words
 * counts, in any case and with any spaces around it: "stop" stops, "Please stop by at 10" is a
 * message for the office. The opt-out and opt-in words are the ones carriers honour (CTIA).
 */
export type InboundKind = SmsInboundKind;

const KEYWORDS: ReadonlyMap<string, Exclude<InboundKind, "message">> = new Map([
  ["STOP", "stop"],
  ["STOPALL", "stop"],
  ["UNSUBSCRIBE", "stop"],
  ["CANCEL", "stop"],
  ["END", "stop"],
  ["QUIT", "stop"],
  ["START", "start"],
  ["UNSTOP", "start"],
  ["HELP", "help"],
  // the day-before reminder asks for these: C confirms, R asks the office to reschedule
  ["C", "confirm"],
  ["R", "reschedule"],
]);

export function classifyInbound(body: string): InboundKind {
  return KEYWORDS.get(body.trim().toUpperCase()) ?? "message";
}
