import type { Brand, MailContent } from "./content";
import { buttonHtml, COLORS, escapeHtml, footerHtml, footnoteHtml, giftHtml, headerHtml, headingHtml, linksHtml, paragraphHtml, ratingHtml, summaryHtml } from "./html-blocks";
import { renderText } from "./text-part";

export type { Brand, MailAttachment, MailContent, MailRating, MailSummary } from "./content";

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  attachments?: MailContent["attachments"];
}

/** The first words a mailbox shows beside the subject: the first paragraph, or the heading. */
function preheaderOf(content: MailContent): string {
  return content.paragraphs[0] ?? content.heading;
}

/**
 * Renders one message as matching HTML and plain-text parts in the company's look: the logo
 * and name, a white card with the message, and the same footer everywhere
 * (docs/architecture.md, "Emails"). A 600 px column that narrows to the screen of a phone.
 */
export function renderMail(content: MailContent, brand: Brand): RenderedMail {
  const body = [
    headingHtml(content.heading),
    // The gift opens the message: it is what the recipient came for.
    content.gift ? giftHtml(content.gift) : "",
    ...content.paragraphs.map(paragraphHtml),
    content.summary ? summaryHtml(content.summary) : "",
    content.rating ? ratingHtml(content.rating) : "",
    content.action ? buttonHtml(content.action.label, content.action.url) : "",
    content.links && content.links.length > 0 ? linksHtml(content.links) : "",
    content.footnote ? footnoteHtml(content.footnote) : "",
  ].join("");
  const html = `<!doctype html><html lang="en" xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="x-apple-disable-message-reformatting"><meta name="color-scheme" content="light"><meta name="supported-color-schemes" content="light"><title>${escapeHtml(content.subject)}</title><!--[if mso]><noscript><xml><o:OfficeDocumentSettings><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml></noscript><![endif]--></head><body style="margin:0;padding:0;width:100%;background:${COLORS.page};-webkit-text-size-adjust:100%"><div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${escapeHtml(preheaderOf(content))}</div><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${COLORS.page}"><tr><td align="center" style="padding:24px 12px"><!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]--><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%"><tr><td>${headerHtml(brand)}</td></tr><tr><td style="background:${COLORS.white};border-radius:12px;border-top:4px solid ${COLORS.brand};padding:28px 22px">${body}</td></tr><tr><td>${footerHtml(brand)}</td></tr></table><!--[if mso]></td></tr></table><![endif]--></td></tr></table></body></html>`;
  return { subject: content.subject, html, text: renderText(content, brand), ...(content.attachments?.length ? { attachments: content.attachments } : {}) };
}
