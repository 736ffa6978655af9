import { estimateHref } from "./estimate-link";
import { contactTextIn } from "@/components/contact/contact-text";
import type { Locale } from "@/lib/kernel/enums/locales";
import { estimatePrefillFrom, type PrefillLanguage } from "./estimate-prefill";

/** The form's language as the contact page hands it to the form (components/contact/ContactForm.tsx). */
function language(locale: Locale): PrefillLanguage {
  const copy = contactTextIn(locale);
  return { ...copy.form, languageTag: copy.languageTag, serviceNames: copy.options.services };
}

describe("estimatePrefillFrom", () => {
  it("fills the service, asks for the free estimate and writes the size", () => {
    expect(estimatePrefillFrom("?service=office-cleaning&squareFeet=12000", language("en"))).toEqual({
      service: "office-cleaning",
      freeEstimate: true,
      message: "I would like a free estimate for office cleaning, about 12,000 sq ft. ",
    });
  });

  it("round-trips the booking's link", () => {
    expect(estimatePrefillFrom(new URL(estimateHref("post-construction-cleaning", 25_000), "https://example.test").search, language("en"))).toMatchObject({
      service: "post-construction-cleaning",
      freeEstimate: true,
      message: expect.stringContaining("about 25,000 sq ft"),
    });
  });

  it("leaves the size out when it is missing or malformed, and the estimate box for services without one", () => {
    expect(estimatePrefillFrom("?service=office-cleaning&squareFeet=lots", language("en"))?.message).toBe("I would like a free estimate for office cleaning. ");
    expect(estimatePrefillFrom("?service=deep-cleaning", language("en"))).toMatchObject({ service: "deep-cleaning", freeEstimate: false });
  });

  it("ignores an unknown service or no query at all", () => {
    expect(estimatePrefillFrom("?service=rocket-cleaning&squareFeet=100", language("en"))).toBeNull();
    expect(estimatePrefillFrom("", language("en"))).toBeNull();
  });
});

describe("estimatePrefillFrom on /es/contact (issue #30)", () => {
  it("writes the message in Spanish, with the service's Spanish name and the size as US Spanish prints it", () => {
    expect(estimatePrefillFrom("?service=office-cleaning&squareFeet=12000", language("es"))).toEqual({
      service: "office-cleaning",
      freeEstimate: true,
      message: "Me gustaría un estimado gratis para limpieza de oficinas, de unos 12,000 pies cuadrados. ",
    });
    expect(estimatePrefillFrom("?service=post-construction-cleaning", language("es"))?.message).toBe("Me gustaría un estimado gratis para limpieza después de obra. ");
  });
});
