import { zipCentroid } from "@/lib/kernel/service-area/zip-centroids";
import { checkPosition, FAR_FROM_ZIP_METERS } from "./position-check";

/** A point `meters` due north of a ZIP's centre (a degree of latitude is about 111.2 km). */
function northOf(zip: string, meters: number, accuracyMeters = 20) {
  const centre = zipCentroid(zip);
  if (!centre) throw new Error(`no centre for ${zip}`);
  return { lat: centre.lat + meters / 111_195, lng: centre.lng, accuracyMeters };
}

describe("checkPosition", () => {
  it("calls a check-in at the ZIP's centre near, at distance 0", () => {
    expect(checkPosition("11215", northOf("11215", 0))).toEqual({ verdict: "near", distanceMeters: 0 });
  });

  it("calls a check-in just inside the threshold near and just past it far", () => {
    expect(checkPosition("10025", northOf("10025", FAR_FROM_ZIP_METERS - 30, 0)).verdict).toBe("near");
    expect(checkPosition("10025", northOf("10025", FAR_FROM_ZIP_METERS + 30, 0)).verdict).toBe("far");
  });

  it("gives the phone the benefit of its accuracy radius", () => {
    // 1.8 km away, but the phone says it may be 400 m off: it may have been 1.4 km away.
    expect(checkPosition("10025", northOf("10025", 1_800, 400))).toEqual({ verdict: "near", distanceMeters: 1_800 });
    expect(checkPosition("10025", northOf("10025", 2_000, 400)).verdict).toBe("far");
  });

  it("calls a fix vaguer than the threshold imprecise, unless even its nearest edge is far", () => {
    expect(checkPosition("11375", northOf("11375", 500, 3_000)).verdict).toBe("imprecise");
    expect(checkPosition("11375", northOf("11375", 20_000, 3_000)).verdict).toBe("far");
  });

  it("flags a Brooklyn job checked in from Midtown", () => {
    const midtown = { lat: 40.7549, lng: -73.984, accuracyMeters: 15 };
    const check = checkPosition("11215", midtown);
    expect(check.verdict).toBe("far");
    expect(check.distanceMeters).toBeGreaterThan(7_000);
  });

  it("has no centre for a ZIP outside the table, and says so rather than guess", () => {
    expect(checkPosition("10301", { lat: 40.64, lng: -74.08, accuracyMeters: 10 })).toEqual({ verdict: "no-zip-centre", distanceMeters: null });
  });
});
