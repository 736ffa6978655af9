import { stripScripts } from "./strip-scripts";

describe("stripScripts", () => {
  it("removes external, inline, JSON and RSC payload scripts and keeps the content around them", () => {
    const html = [
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
      '<script src="/_next/static/chunks/webpack-1a2b.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"LocalBusiness","name":"Borough Bright"}</script>',
      "</head><body><h1>Deep cleaning in Brooklyn</h1>",
      '<script>self.__next_f.push([1,"1:I[\\"/_next/static/chunks/main.js\\"]"])</script>',
      "<p>Baseboards, inside the oven, behind the fridge.</p>",
      '<SCRIPT nonce="abc">document.body.dataset.ready = "1"</SCRIPT >',
      "</body></html>",
    ].join("");

    expect(stripScripts(html)).toBe(
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>' +
        '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
        "</head><body><h1>Deep cleaning in Brooklyn</h1>" +
        "<p>Baseboards, inside the oven, behind the fridge.</p>" +
        "</body></html>",
    );
  });

  it("ends a script at its end tag even when its text or attributes hold markup", () => {
    const html = '<p>Before</p><script data-note="a > b">const tag = "<div>"; if (1 < 2) {}</script><p>After</p><script>var x = "</scr" + "ipt>";</script><p>End</p>';

    expect(stripScripts(html)).toBe("<p>Before</p><p>After</p><p>End</p>");
  });

  it("removes script preloads and module preloads, whatever the attribute order, quoting or case", () => {
    const html = [
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
      "<link href='/_next/static/chunks/b.js' AS='Script' rel='preload'>",
      "<link rel=modulepreload href=/_next/static/chunks/c.mjs>",
      '<link rel="modulepreload" as="script" href="/_next/static/chunks/d.mjs"/>',
    ].join("");

    expect(stripScripts(html)).toBe("");
  });

  it("keeps stylesheets, font and image preloads, and a module preload of a worker", () => {
    const kept = [
      '<link rel="stylesheet" href="/_next/static/css/site.css"/>',
      '<link rel="preload" href="/_next/static/media/geist-site.woff2" as="font" crossorigin="" type="font/woff2"/>',
      '<link rel="preload" as="image" imageSrcSet="/_next/image?url=%2Fhero.avif&amp;w=640&amp;q=75 640w"/>',
      '<link rel="modulepreload" as="worker" href="/worker.mjs"/>',
      '<link rel="icon" href="/favicon.ico" type="image/x-icon" sizes="16x16"/>',
      '<link rel="canonical" href="https://example.test/services/deep-cleaning"/>',
    ].join("");

    expect(stripScripts(kept)).toBe(kept);
  });

  it("leaves noscript content, and a document without scripts, unchanged", () => {
    const html = "<main><noscript><p>Call us to book: (718) 555-0134</p></noscript><h1>About us</h1></main>";

    expect(stripScripts(html)).toBe(html);
  });
});
