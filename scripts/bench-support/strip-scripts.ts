/**
 * An HTML document without its scripts: the content floor of `npm run bench:lighthouse`
 * (docs/operations.md#page-weight) is our page as HTML and CSS alone. Removed: every
 * `<script …>…</script>` element (external, inline, JSON, the RSC payload) and every link that
 * fetches a script, `rel="preload" as="script"` and `rel="modulepreload"` (whose `as` is
 * script unless it says otherwise). Everything else, `<noscript>` included, is left as it was.
 *
 * The HTML tokenizer ends a script's text only at `</script`, so a lazy match to the first end
 * tag is exact; quoted attribute values may hold a `>`, so tags are matched attribute by attribute.
 */

/** A start tag's attributes: names, with an unquoted, single- or double-quoted value or none. */
const TAG_BODY = String.raw`(?:[^>"']|"[^"]*"|'[^']*')*`;
const SCRIPT_ELEMENT = new RegExp(String.raw`<script\b${TAG_BODY}>[\s\S]*?<\/script\b[^>]*>`, "gi");
const LINK_TAG = new RegExp(String.raw`<link\b${TAG_BODY}>`, "gi");
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** The attributes of a start tag, names lowercased; a name given twice keeps its first value, as browsers do. */
function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const body = tag.replace(/^<[a-z]+/i, "").replace(/\/?>$/, "");
  for (const match of body.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? "").toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

/** Whether a `<link>` tag makes the browser fetch a script. */
function fetchesScript(linkTag: string): boolean {
  const attributes = attributesOf(linkTag);
  const rel = (attributes.get("rel") ?? "").toLowerCase().split(/\s+/);
  const as = (attributes.get("as") ?? "").trim().toLowerCase();
  if (rel.includes("modulepreload")) return as === "" || as === "script";
  return rel.includes("preload") && as === "script";
}

/** The document without its script elements and script preloads. */
export function stripScripts(html: string): string {
  return html
    .replace(SCRIPT_ELEMENT, "")
    .replace(LINK_TAG, (tag) => (fetchesScript(tag) ? "" : tag));
}
