/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export interface MailContent {
  subject: string;
  /** Opening line, shown large. */
  heading: string;
  /** Paragraphs of plain text; each is escaped for the HTML part. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the message. */
  footnote?: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface Brand {
  name: string;
  phone: string;
  email: string;
  publicUrl: string;
}

/** Renders one message as matching HTML and plain-text parts in the company's look. */
export function renderMail(content: MailContent, brand: Brand): RenderedMail {
  const paragraphsHtml = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.6;color:#1f2937">${escapeHtml(p)}</p>`)
    .join("");
  const actionHtml = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>`
    : "";
  const footnoteHtml = content.footnote
    ? `<p style="margin:16px 0 0;font-size:13px;color:#6b7280">${escapeHtml(content.footnote)}</p>`
    : "";
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head><body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif"><div style="max-width:560px;margin:0 auto;padding:32px 24px"><p style="margin:0 0 24px;font-weight:700;color:#0f766e;font-size:18px">${escapeHtml(brand.name)}</p><div style="background:#ffffff;border-radius:12px;padding:28px"><h1 style="margin:0 0 16px;font-size:22px;color:#0f172a">${escapeHtml(content.heading)}</h1>${paragraphsHtml}${actionHtml}${footnoteHtml}</div><p style="margin:24px 0 0;font-size:12px;color:#64748b">${escapeHtml(brand.name)} · Manhattan, Brooklyn and Queens · ${escapeHtml(brand.phone)} · ${escapeHtml(brand.email)}</p></div></body></html>`;
  const text = [
    content.heading,
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
    ...(content.footnote ? [content.footnote, ""] : []),
    "--",
    `${brand.name} · Manhattan, Brooklyn and Queens`,
    `${brand.phone} · ${brand.email} · ${brand.publicUrl}`,
  ].join("\n");
  return { subject: content.subject, html, text };
}
