import { createHash } from "node:crypto";
import { inlineScriptHashes, parseScriptHashes, SCRIPT_HASHES_HEADER } from "./inline-script-hashes";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("hashes the exact body of every inline script, as the browser compares it", () => {
    const bootstrap = "(self.__next_f=self.__next_f||[]).push([0])";
    const payload = 'self.__next_f.push([1,"3:I[\\"chunk\\",[]]\\n<p>Astoria & Bay Ridge</p>"])';
    const html = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""></script></head>` +
      `<body><script>${bootstrap}</script><script id="_R_">${payload}</script>` +
      `<script type="module">import("/x.js")</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(bootstrap), sha256(payload), sha256('import("/x.js")')]);
  });

  it("hashes non-ASCII text as UTF-8 and keeps whitespace and newlines as they are", () => {
    const body = "\n  console.log('Café — 5★ cleaning');\n";
    expect(inlineScriptHashes(`<script>${body}</script>`)).toEqual([sha256(body)]);
  });

  it("leaves out external scripts, data blocks (JSON-LD) and duplicates", () => {
    const html = `<script src="/a.js"></script><script type="application/ld+json">{"@type":"LocalBusiness"}</script>` +
      `<script>a()</script><script>a()</script><SCRIPT type="text/javascript">b()</SCRIPT>`;
    expect(inlineScriptHashes(html)).toEqual([sha256("a()"), sha256("b()")]);
  });

  it("finds none in a page without inline scripts", () => {
    expect(inlineScriptHashes("<html><body><p>Deep cleaning in Queens</p></body></html>")).toEqual([]);
  });
});

describe("parseScriptHashes", () => {
  it("reads back the header the cache handler writes", () => {
    const hashes = [sha256("a()"), sha256("b()")];
    expect(parseScriptHashes(hashes.join(" "))).toEqual(hashes);
    expect(SCRIPT_HASHES_HEADER).toBe("x-inline-script-hashes");
  });

  it("returns null for anything that is not a list of sha256 sources, so nothing odd reaches the policy", () => {
    expect(parseScriptHashes(undefined)).toBeNull();
    expect(parseScriptHashes(["sha256-a", "sha256-b"])).toBeNull();
    expect(parseScriptHashes(`${sha256("a()")} 'unsafe-inline'`)).toBeNull();
    expect(parseScriptHashes(`${sha256("a()")}; script-src *`)).toBeNull();
    expect(parseScriptHashes(42)).toBeNull();
  });

  it("reads an empty header as a page with no inline scripts", () => {
    expect(parseScriptHashes("")).toEqual([]);
  });
});
