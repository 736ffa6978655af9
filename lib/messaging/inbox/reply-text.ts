/**
 * A staff reply as it is texted (docs/product.md#text-messages: one business number, signed with
 * the staff member's first name). Pure and safe for client bundles: the reply form counts the
 * segments of exactly what the server will queue.
 */

/** What staff may type: with the signature this stays within two segments for most names. */
export const REPLY_MAX_LENGTH = 280;

/**
 * Punctuation phones and word processors put in for plain characters, turned back, so one curly
 * apostrophe does not make the whole text UCS-2 and triple its segments (docs/messaging.md, "Segments").
 */
const PLAIN: ReadonlyArray<[RegExp, string]> = [
  [/[\u2018\u2019\u201a\u201b\u2032]/g, "'"],
  [/[\u201c\u201d\u201e\u201f\u2033]/g, '"'],
  [/[\u2010-\u2015\u2212]/g, "-"],
  [/\u2026/g, "..."],
  [/[\u00a0\u2007\u202f]/g, " "],
];

export function plainPunctuation(text: string): string {
  return PLAIN.reduce((result, [pattern, plain]) => result.replace(pattern, plain), text);
}

/** The text we send: the reply in plain punctuation, signed "- Ana". */
export function signedReply(reply: string, firstName: string): string {
  const name = plainPunctuation(firstName).trim();
  const text = plainPunctuation(reply).trim();
  return name ? `${text} - ${name}` : text;
}
