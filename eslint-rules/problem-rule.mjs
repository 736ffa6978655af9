/**
 * The rules of ours that report a problem and take no options: a description, the messages and
 * ESLint's `create`, which returns the visitors. The rest of the rule's `meta` is always the same.
 */
export function problemRule({ description, messages, create }) {
  return { meta: { type: "problem", docs: { description }, schema: [], messages }, create };
}
