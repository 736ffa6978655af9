/**
 * Whether a text carries something a mail client would turn into a link. Names are echoed in
 * the mails we send (to the address typed in, which may be anyone's), so a name with a link
 * would let strangers use us as a spam relay. Safe for client bundles.
 */
export function containsLink(text: string): boolean {
  return /(https?:|www\.|\/\/)/i.test(text);
}
