import type { Brand, MailContent } from "./content";

/**
 * The plain-text part: everything the HTML part says, in the same order, for clients and
 * readers that show text only. Links are written out in full.
 */
export function renderText(content: MailContent, brand: Brand): string {
  const summary = content.summary ? [content.summary.title, ...content.summary.rows.map((row) => `  ${row.label}: ${row.value}`), ""] : [];
  const gift = content.gift
    ? [`Gift card: ${content.gift.amount}`, `For ${content.gift.to}, from ${content.gift.from}`, ...(content.gift.message ? [`“${content.gift.message}”`] : []), `Your code: ${content.gift.code}`, ""]
    : [];
  const rating = content.rating ? [content.rating.question, ...content.rating.links.map((url, index) => `  ${index + 1} of 5 stars: ${url}`), ""] : [];
  return [
    content.heading,
    "",
    ...gift,
    ...content.paragraphs.flatMap((p) => [p, ""]),
    ...summary,
    ...rating,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
    ...(content.links ?? []).flatMap((link) => [`${link.label}: ${link.url}`, ""]),
    ...(content.footnote ? [content.footnote, ""] : []),
    "--",
    `${brand.name} · home and office cleaning in Manhattan, Brooklyn and Queens`,
    brand.address,
    `${brand.phone} · ${brand.email} · ${brand.publicUrl}`,
  ].join("\n");
}
