import { LOGO_PATH, type Brand, type MailGift, type MailLink, type MailRating, type MailSummary } from "./content";

/**
 * The pieces of the HTML part. Email clients ignore stylesheets, flexbox and most of CSS
 * (Outlook on Windows renders with Word), so every piece is a table with inline styles, sized
 * in pixels that fit a 320 px phone, and every button is "bulletproof": a VML shape for Outlook
 * and a padded link for everyone else.
 */

/** The site's palette (app/globals.css). */
export const COLORS = {
  brand: "#0f766e",
  brandDark: "#115e59",
  brandPale: "#f0fdfa",
  brandLine: "#99f6e4",
  sun: "#fcd34d",
  sunPale: "#fffbeb",
  ink: "#0f172a",
  text: "#1f2937",
  muted: "#475569",
  line: "#e2e8f0",
  page: "#f1f5f9",
  white: "#ffffff",
} as const;

export const FONT = "Arial,Helvetica,sans-serif";

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Long words (links, codes) wrap instead of widening the message on a phone. */
const WRAP = "word-break:break-word;overflow-wrap:anywhere";

const table = (style: string, rows: string) =>
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:separate;${style}">${rows}</table>`;

export function headerHtml(brand: Brand): string {
  const logo = `<img src="${escapeHtml(brand.publicUrl + LOGO_PATH)}" width="40" height="40" alt="" style="display:block;border:0;width:40px;height:40px">`;
  return table(
    "",
    `<tr><td width="52" style="padding:0 12px 20px 0;width:40px" valign="middle">${logo}</td><td valign="middle" style="padding:0 0 20px;font-family:${FONT};font-size:18px;line-height:22px;font-weight:700;color:${COLORS.brand}">${escapeHtml(brand.name)}</td></tr>`,
  );
}

export function headingHtml(text: string): string {
  return `<h1 style="margin:0 0 16px;font-family:${FONT};font-size:22px;line-height:28px;color:${COLORS.ink};${WRAP}">${escapeHtml(text)}</h1>`;
}

export function paragraphHtml(text: string): string {
  return `<p style="margin:0 0 16px;font-family:${FONT};font-size:16px;line-height:24px;color:${COLORS.text};${WRAP}">${escapeHtml(text)}</p>`;
}

/**
 * The summary card: the facts (label over a narrow column, the value beside it, free to wrap)
 * and, under them, the price lines with their amounts kept whole on the right. Two tables, so
 * a long address does not squeeze the price labels into a narrow column on a phone.
 */
export function summaryHtml(summary: MailSummary): string {
  const cell = `font-family:${FONT};font-size:14px;line-height:20px`;
  const facts = summary.rows
    .filter((row) => (row.kind ?? "fact") === "fact")
    .map(
      (row) =>
        `<tr><td valign="top" width="96" style="width:96px;padding:5px 12px 5px 0;${cell};color:${COLORS.muted}">${escapeHtml(row.label)}</td><td valign="top" style="padding:5px 0;${cell};color:${COLORS.ink};font-weight:700;${WRAP}">${escapeHtml(row.value)}</td></tr>`,
    )
    .join("");
  const prices = summary.rows
    .filter((row) => row.kind === "money" || row.kind === "total")
    .map((row, index) => {
      const total = row.kind === "total";
      // The card's own rule already separates a first line from the facts.
      const rule = total && index > 0 ? `border-top:1px solid ${COLORS.brandLine};padding-top:8px;` : "";
      const tone = total ? `font-weight:700;color:${COLORS.ink}` : `color:${COLORS.text}`;
      return `<tr><td valign="top" style="${rule}padding:4px 12px 4px 0;${cell};${tone};${WRAP}">${escapeHtml(row.label)}</td><td valign="top" align="right" style="${rule}padding:4px 0;${cell};${tone};white-space:nowrap;text-align:right">${escapeHtml(row.value)}</td></tr>`;
    })
    .join("");
  const title = `<p style="margin:0 0 8px;font-family:${FONT};font-size:13px;line-height:18px;font-weight:700;letter-spacing:0.5px;text-transform:uppercase;color:${COLORS.brandDark}">${escapeHtml(summary.title)}</p>`;
  const factsTable = facts ? table("", facts) : "";
  const pricesTable = prices ? `<div style="margin-top:${facts ? 10 : 0}px;padding-top:${facts ? 10 : 0}px;border-top:${facts ? `1px solid ${COLORS.brandLine}` : "0"}">${table("", prices)}</div>` : "";
  return `<div style="margin:8px 0 20px">${table(`background:${COLORS.brandPale};border:1px solid ${COLORS.brandLine};border-radius:10px`, `<tr><td style="padding:16px">${title}${factsTable}${pricesTable}</td></tr>`)}</div>`;
}

/** A button Outlook draws as a VML shape and every other client as a padded link. */
export function buttonHtml(label: string, url: string): string {
  const href = escapeHtml(url);
  const text = escapeHtml(label);
  const outlookWidth = Math.min(280, 48 + label.length * 9);
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px"><tr><td align="left" style="border-radius:8px;background:${COLORS.brand}"><!--[if mso]><v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" xmlns:w="urn:schemas-microsoft-com:office:word" href="${href}" style="height:46px;v-text-anchor:middle;width:${outlookWidth}px" arcsize="17%" stroke="f" fillcolor="${COLORS.brand}"><w:anchorlock/><center style="color:${COLORS.white};font-family:${FONT};font-size:16px;font-weight:bold">${text}</center></v:roundrect><![endif]--><!--[if !mso]><!--><a href="${href}" style="display:inline-block;padding:13px 22px;font-family:${FONT};font-size:16px;line-height:20px;font-weight:700;color:${COLORS.white};text-decoration:none;border-radius:8px;background:${COLORS.brand};${WRAP}">${text}</a><!--<![endif]--></td></tr></table>`;
}

export function linksHtml(links: readonly MailLink[]): string {
  const items = links
    .map((link) => `<a href="${escapeHtml(link.url)}" style="color:${COLORS.brand};font-weight:700;text-decoration:underline">${escapeHtml(link.label)}</a>`)
    .join(" &nbsp;·&nbsp; ");
  return `<p style="margin:0 0 16px;font-family:${FONT};font-size:15px;line-height:22px;${WRAP}">${items}</p>`;
}

/** Five stars, each a link; the numbers under them say what each star means without colour. */
export function ratingHtml(rating: MailRating): string {
  const cells = rating.links
    .map(
      (url, index) =>
        `<td width="20%" align="center" style="padding:0 2px"><a href="${escapeHtml(url)}" aria-label="${index + 1} of 5 stars" style="display:block;padding:8px 0;border:1px solid ${COLORS.line};border-radius:8px;background:${COLORS.white};text-decoration:none;font-family:${FONT}"><span style="display:block;font-size:26px;line-height:30px;color:#f59e0b">&#9733;</span><span style="display:block;font-size:13px;line-height:16px;color:${COLORS.ink};font-weight:700">${index + 1}</span></a></td>`,
    )
    .join("");
  return `<p style="margin:0 0 8px;font-family:${FONT};font-size:16px;line-height:24px;font-weight:700;color:${COLORS.ink}">${escapeHtml(rating.question)}</p><div style="margin:0 0 20px;max-width:320px">${table("table-layout:fixed", `<tr>${cells}</tr>`)}</div>`;
}

/** The gift as a card: a ribbon, the amount, who it is from, their words and the code. */
export function giftHtml(gift: MailGift): string {
  const message = gift.message
    ? `<p style="margin:0 0 14px;font-family:Georgia,'Times New Roman',serif;font-size:17px;line-height:25px;font-style:italic;color:${COLORS.white};${WRAP}">“${escapeHtml(gift.message)}”</p>`
    : "";
  const inner = `<tr><td style="height:10px;background:${COLORS.sun};border-radius:14px 14px 0 0;font-size:0;line-height:0">&nbsp;</td></tr><tr><td style="padding:22px 20px 24px;font-family:${FONT}">
<p style="margin:0 0 4px;font-size:13px;line-height:18px;font-weight:700;letter-spacing:1px;text-transform:uppercase;color:${COLORS.sun}">Gift card</p>
<p style="margin:0 0 6px;font-size:40px;line-height:46px;font-weight:700;color:${COLORS.white}">${escapeHtml(gift.amount)}</p>
<p style="margin:0 0 14px;font-size:15px;line-height:22px;color:${COLORS.brandPale};${WRAP}">For ${escapeHtml(gift.to)}, from ${escapeHtml(gift.from)}</p>
${message}<p style="margin:0 0 6px;font-size:12px;line-height:16px;letter-spacing:0.5px;text-transform:uppercase;color:${COLORS.brandLine}">Your code</p>
<p style="margin:0;display:inline-block;padding:10px 14px;border-radius:8px;background:${COLORS.white};font-family:'Courier New',Courier,monospace;font-size:18px;line-height:22px;font-weight:700;letter-spacing:1px;color:${COLORS.ink};${WRAP}">${escapeHtml(gift.code)}</p>
</td></tr>`;
  return `<div style="margin:4px 0 20px">${table(`background:${COLORS.brand};border-radius:14px`, inner)}</div>`;
}

export function footnoteHtml(text: string): string {
  return `<p style="margin:16px 0 0;font-family:${FONT};font-size:13px;line-height:20px;color:${COLORS.muted};${WRAP}">${escapeHtml(text)}</p>`;
}

/** The same footer on every message: who we are, where, and how to reach a person. */
export function footerHtml(brand: Brand): string {
  const digits = brand.phone.replace(/[^0-9]/g, "");
  const tel = `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
  const link = (href: string, text: string) => `<a href="${escapeHtml(href)}" style="color:${COLORS.muted};text-decoration:underline">${escapeHtml(text)}</a>`;
  const site = brand.publicUrl.replace(/^https?:\/\//, "");
  return `<p style="margin:20px 0 0;font-family:${FONT};font-size:12px;line-height:19px;color:${COLORS.muted};text-align:center;${WRAP}"><strong style="color:${COLORS.ink}">${escapeHtml(brand.name)}</strong> · home and office cleaning in Manhattan, Brooklyn and Queens<br>${escapeHtml(brand.address)}<br>${link(tel, brand.phone)} · ${link(`mailto:${brand.email}`, brand.email)} · ${link(brand.publicUrl, site)}</p>`;
}
