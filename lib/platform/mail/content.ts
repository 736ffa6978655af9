/**
 * What a template hands the shared layout (docs/architecture.md, "Emails"). Every field is
 * plain text: the layout escapes it for the HTML part and writes it as it is in the text part,
 * so no template writes markup and every message reads the same in both parts.
 */

/** One row of the summary card: a fact of the visit, a price line, or the line that sums them. */
export interface MailSummaryRow {
  label: string;
  value: string;
  /** "money" keeps the amount on one line, right-aligned; "total" does too, in bold above a rule. */
  kind?: "fact" | "money" | "total";
}

export interface MailSummary {
  title: string;
  rows: MailSummaryRow[];
}

export interface MailLink {
  label: string;
  url: string;
}

/** One-tap rating: five links to the poll, each with its score already chosen. */
export interface MailRating {
  question: string;
  /** The poll link for 1 to 5 stars, in that order. */
  links: readonly [string, string, string, string, string];
}

/** The gift itself, drawn as a card in the gift-card email. */
export interface MailGift {
  amount: string;
  from: string;
  to: string;
  message: string | null;
  code: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailContent {
  subject: string;
  /** Opening line, shown large. */
  heading: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** The card of facts and price lines under the paragraphs. */
  summary?: MailSummary;
  gift?: MailGift;
  rating?: MailRating;
  /** The one button of the message. */
  action?: { label: string; url: string };
  /** Smaller links under the button ("Add to calendar"). */
  links?: MailLink[];
  /** Small print under the message. */
  footnote?: string;
  /** Files sent with the message (the visit's .ics). */
  attachments?: MailAttachment[];
}

export interface Brand {
  name: string;
  phone: string;
  email: string;
  /** The street address printed in every footer. */
  address: string;
  publicUrl: string;
}

/** The logo every email shows: a PNG made from the site's icon (public/icon.svg), served by the site itself. */
export const LOGO_PATH = "/email/logo.png";
