import { getConfig } from "@/lib/platform/config";
import type { Database } from "@/lib/platform/db";
import { COMPANY_NAME } from "@/lib/platform/mail";
import { optOut, resume } from "./consent";
import { classifyInbound, type InboundKind } from "./keywords";

/** Who we are, as the answers name us. */
export interface TextingCompany {
  name: string;
  phone: string;
  email: string;
}

/** The configured company (COMPANY_PHONE, COMPANY_EMAIL), as mail's footer names it. */
function textingCompany(): TextingCompany {
  const config = getConfig();
  return { name: COMPANY_NAME, phone: config.COMPANY_PHONE, email: config.COMPANY_EMAIL };
}

/**
 * The answers, each one segment of plain GSM characters (no curly quotes). CANCEL is an opt-out
 * word, so the STOP answer also says how to cancel a visit.
 */
const keywordReplies = {
  stop: (company: TextingCompany) =>
    `${company.name}: you are unsubscribed and will get no more texts from us. Reply START to resume. To cancel a visit, call ${company.phone}.`,
  start: (company: TextingCompany) => `${company.name}: texts about your visits are back on. Reply HELP for help, STOP to opt out.`,
  help: (company: TextingCompany) => `${company.name}: call ${company.phone} or email ${company.email}. Msg & data rates may apply. Reply STOP to opt out.`,
};

export interface KeywordOutcome {
  kind: InboundKind;
  /** The text to send back (type "keyword-reply"), or null when there is nothing to say. */
  reply: string | null;
}

/**
 * Acts on a text that came in from `phone` (E.164) at `now`. STOP records the opt-out and is
 * answered only by the call that recorded it, so a repeated STOP is confirmed once; START lifts
 * it and is answered once the same way; HELP is answered every time. C, R and anything else go
 * to the staff inbox unanswered. Run it in the transaction that stores the inbound text, and
 * queue the reply there too.
 */
export async function answerKeyword(db: Database, phone: string, body: string, now: Date, company = textingCompany()): Promise<KeywordOutcome> {
  const kind = classifyInbound(body);
  switch (kind) {
    case "stop":
      return { kind, reply: (await optOut(db, phone, body.trim().toUpperCase(), now)) ? keywordReplies.stop(company) : null };
    case "start":
      return { kind, reply: (await resume(db, phone)) ? keywordReplies.start(company) : null };
    case "help":
      return { kind, reply: keywordReplies.help(company) };
    default:
      return { kind, reply: null };
  }
}
