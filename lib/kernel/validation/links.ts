import { LinkifyIt } from "linkify-it";
import tlds from "tlds";

/**
 * The detector mail clients and chat apps resemble: linkify-it, with the full list of top-level
 * domains from `tlds` (both maintained upstream), so a bare domain such as "evil-pay.com/r" or an
 * email address counts, not just "https://" and "www.".
 */
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true }).tlds(tlds);

/** What the old rule caught and linkify-it does not always: "//host" and a scheme without a host yet. */
const LINK_PREFIX = /(https?:|www\.|\/\/)/i;

/**
 * Whether a text carries something a mail client would turn into a link. Names are echoed in
 * the mails we send (to the address typed in, which may be anyone's), so a name with a link
 * would let strangers use us as a spam relay. Invisible characters are stripped from names
 * before this runs (lib/kernel/validation/text.ts), so "evil\u200b.com" is caught too. Safe for client
 * bundles (the /contact page checks names as they are typed).
 */
export function containsLink(text: string): boolean {
  return LINK_PREFIX.test(text) || linkify.test(text);
}
