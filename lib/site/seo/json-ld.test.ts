import {
  breadcrumbJsonLd,
  businessId,
  centsToSchemaPrice,
  faqPageJsonLd,
  localBusinessJsonLd,
  serializeJsonLd,
  serviceJsonLd,
  websiteJsonLd,
} from "./json-ld";

const BASE = "https://boroughbright.example";

describe("localBusinessJsonLd", () => {
  const input = { baseUrl: BASE, phone: "(212) 555-0147", email: "hello@example.com", sameAs: ["https://www.instagram.com/x"] };

  it("describes a house-cleaning local business in the three boroughs, open every day", () => {
    const node = localBusinessJsonLd(input);
    expect(node["@type"]).toBe("HouseCleaning");
    expect(node["@id"]).toBe(`${BASE}/#business`);
    expect(node.telephone).toBe("(212) 555-0147");
    expect(node.email).toBe("hello@example.com");
    expect(node.url).toBe(`${BASE}/`);
    expect((node.areaServed as { name: string }[]).map((a) => a.name)).toEqual(["Manhattan", "Brooklyn", "Queens"]);
    const [hours] = node.openingHoursSpecification as { dayOfWeek: string[] }[];
    expect(hours?.dayOfWeek).toHaveLength(7);
    expect(node.sameAs).toEqual(["https://www.instagram.com/x"]);
  });

  it("has an aggregate rating only when reviews exist", () => {
    expect(localBusinessJsonLd(input).aggregateRating).toBeUndefined();
    expect(localBusinessJsonLd({ ...input, rating: { value: 0, count: 0 } }).aggregateRating).toBeUndefined();
    expect(localBusinessJsonLd({ ...input, rating: { value: 4.84, count: 127 } }).aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: "4.8",
      reviewCount: 127,
      bestRating: 5,
      worstRating: 1,
    });
  });
});

describe("serviceJsonLd", () => {
  it("names the business as provider and quotes the starting price", () => {
    const node = serviceJsonLd({ baseUrl: BASE, path: "/services/deep-cleaning", name: "Deep Cleaning", description: "d", fromPriceCents: 22_500 });
    expect(node["@type"]).toBe("Service");
    expect(node.provider).toEqual({ "@id": businessId(BASE) });
    expect(node.url).toBe(`${BASE}/services/deep-cleaning`);
    expect(node.offers).toMatchObject({ "@type": "Offer", priceCurrency: "USD", price: "225.00" });
    expect((node.areaServed as unknown[]).length).toBe(3);
  });

  it("can be about one borough", () => {
    const node = serviceJsonLd({ baseUrl: BASE, path: "/services/queens-cleaning", name: "Cleaning in Queens", description: "d", fromPriceCents: 14_000, areaServed: ["Queens"] });
    expect(node.areaServed).toEqual([{ "@type": "AdministrativeArea", name: "Queens", containedInPlace: { "@type": "City", name: "New York" } }]);
  });
});

describe("other builders", () => {
  it("writes cents as schema.org prices", () => {
    expect(centsToSchemaPrice(14_000)).toBe("140.00");
    expect(centsToSchemaPrice(23_950)).toBe("239.50");
    expect(centsToSchemaPrice(5)).toBe("0.05");
  });

  it("says the language of a Spanish page's FAQs and site, and the business speaks both", () => {
    expect(faqPageJsonLd([{ question: "¿P?", answer: "R." }], "es")).toMatchObject({ inLanguage: "es-US" });
    expect(websiteJsonLd("https://site.test", "es")).toMatchObject({ inLanguage: "es-US", url: "https://site.test/es" });
    expect(websiteJsonLd("https://site.test")).toMatchObject({ inLanguage: "en-US", url: "https://site.test/" });
    expect(localBusinessJsonLd({ baseUrl: "https://site.test", phone: "+1", email: "a@b.c", sameAs: [] })).toMatchObject({ knowsLanguage: ["en-US", "es-US"] });
  });

  it("lists FAQs as questions with accepted answers", () => {
    expect(faqPageJsonLd([{ question: "Q?", answer: "A." }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      inLanguage: "en-US",
      mainEntity: [{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } }],
    });
  });

  it("numbers breadcrumbs from 1 with absolute URLs", () => {
    const node = breadcrumbJsonLd(BASE, [
      { name: "Home", path: "/" },
      { name: "About", path: "/about" },
    ]);
    expect(node.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${BASE}/` },
      { "@type": "ListItem", position: 2, name: "About", item: `${BASE}/about` },
    ]);
  });

  it("describes the website", () => {
    expect(websiteJsonLd(BASE)).toMatchObject({ "@type": "WebSite", url: `${BASE}/` });
  });

  it("serializes so that copy cannot close the script element", () => {
    const text = serializeJsonLd(faqPageJsonLd([{ question: "</script><script>alert(1)</script>", answer: "Tom & Jerry" }]));
    expect(text).not.toContain("</script>");
    expect(text).not.toContain("&");
    expect(JSON.parse(text)).toMatchObject({ mainEntity: [{ name: "</script><script>alert(1)</script>", acceptedAnswer: { text: "Tom & Jerry" } }] });
  });
});
