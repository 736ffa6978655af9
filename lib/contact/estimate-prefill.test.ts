import { estimateHref } from "./estimate-link";
import { estimatePrefillFrom } from "./estimate-prefill";

describe("estimatePrefillFrom", () => {
  it("fills the service, asks for the free estimate and writes the size", () => {
    expect(estimatePrefillFrom("?service=office-cleaning&squareFeet=12000")).toEqual({
      service: "office-cleaning",
      freeEstimate: true,
      message: "I would like a free estimate for office cleaning, about 12,000 sq ft. ",
    });
  });

  it("round-trips the booking's link", () => {
    expect(estimatePrefillFrom(new URL(estimateHref("post-construction-cleaning", 25_000), "https://example.test").search)).toMatchObject({
      service: "post-construction-cleaning",
      freeEstimate: true,
      message: expect.stringContaining("about 25,000 sq ft"),
    });
  });

  it("leaves the size out when it is missing or malformed, and the estimate box for services without one", () => {
    expect(estimatePrefillFrom("?service=office-cleaning&squareFeet=lots")?.message).toBe("I would like a free estimate for office cleaning. ");
    expect(estimatePrefillFrom("?service=deep-cleaning")).toMatchObject({ service: "deep-cleaning", freeEstimate: false });
  });

  it("ignores an unknown service or no query at all", () => {
    expect(estimatePrefillFrom("?service=rocket-cleaning&squareFeet=100")).toBeNull();
    expect(estimatePrefillFrom("")).toBeNull();
  });
});

describe("estimatePrefillFrom on /es/contact (issue #30)", () => {
  it("writes the message in Spanish, with the service's Spanish name and the size as US Spanish prints it", () => {
    expect(estimatePrefillFrom("?service=office-cleaning&squareFeet=12000", "es")).toEqual({
      service: "office-cleaning",
      freeEstimate: true,
      message: "Me gustaría un estimado gratis para limpieza de oficinas, de unos 12,000 pies cuadrados. ",
    });
    expect(estimatePrefillFrom("?service=post-construction-cleaning", "es")?.message).toBe("Me gustaría un estimado gratis para limpieza después de obra. ");
  });
});
