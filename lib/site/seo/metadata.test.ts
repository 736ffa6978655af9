import { allPages } from "@/lib/site/content";
import { buildPageMetadata, SHARE_IMAGE } from "./metadata";

describe("buildPageMetadata", () => {
  const page = { title: "Deep Cleaning in NYC | Borough Bright Cleaning", metaDescription: "A description of deep cleaning.", path: "/services/deep-cleaning" };

  it("gives the page its own complete title, description and canonical path", () => {
    const metadata = buildPageMetadata(page);
    expect(metadata.title).toEqual({ absolute: page.title });
    expect(metadata.description).toBe(page.metaDescription);
    expect(metadata.alternates?.canonical).toBe("/services/deep-cleaning");
  });

  it("has Open Graph and Twitter cards with the share image", () => {
    const metadata = buildPageMetadata(page);
    expect(metadata.openGraph).toMatchObject({
      type: "website",
      url: page.path,
      title: page.title,
      description: page.metaDescription,
      siteName: "Borough Bright Cleaning",
      images: [SHARE_IMAGE],
    });
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image", title: page.title, description: page.metaDescription });
  });

  it("names a page's Spanish twin and the English default as alternates, in both languages' heads", () => {
    const english = buildPageMetadata({ title: "Home | Borough Bright Cleaning", metaDescription: "The home page.", path: "/" });
    const spanish = buildPageMetadata({ title: "Inicio | Borough Bright Cleaning", metaDescription: "La página de inicio.", path: "/es" });
    const languages = { "en-US": "/", "es-US": "/es", "x-default": "/" };
    expect(english.alternates).toEqual({ canonical: "/", languages });
    expect(spanish.alternates).toEqual({ canonical: "/es", languages });
    expect(english.openGraph).toMatchObject({ locale: "en_US" });
    expect(spanish.openGraph).toMatchObject({ locale: "es_US" });
  });

  it("names no alternates for a page that exists in English only", () => {
    expect(buildPageMetadata({ ...page, path: "/booking" }).alternates?.languages).toBeUndefined();
  });

  it("pairs a service page with its Spanish twin", () => {
    const languages = { "en-US": "/services/deep-cleaning", "es-US": "/es/services/deep-cleaning", "x-default": "/services/deep-cleaning" };
    expect(buildPageMetadata(page).alternates).toEqual({ canonical: "/services/deep-cleaning", languages });
    expect(buildPageMetadata({ ...page, path: "/es/services/deep-cleaning" }).alternates).toEqual({ canonical: "/es/services/deep-cleaning", languages });
  });

  it("gives every public page a different title and canonical URL", () => {
    const all = allPages.map(buildPageMetadata);
    expect(new Set(all.map((m) => JSON.stringify(m.title))).size).toBe(allPages.length);
    expect(new Set(all.map((m) => m.alternates?.canonical)).size).toBe(allPages.length);
  });
});
