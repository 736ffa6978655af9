/**
 * Makes lib/kernel/phone/nanp-metadata.json, the phone-number metadata `toE164` reads
 * (lib/kernel/phone/phone-number.ts), from the full metadata libphonenumber-js ships: only the
 * countries of calling code +1 (the US, Canada and the Caribbean numbering plan), with every
 * number type, so toll-free and premium-rate numbers are still told apart. About 3 KB gzipped
 * instead of 40: the booking, contact and profile forms check a phone in the browser with the
 * same function the server runs (docs/operations.md, "Page weight"). Run it after updating
 * libphonenumber-js, and commit the file; scripts/phone-metadata.test.ts fails until then.
 *
 *   npm run phone:metadata
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { MetadataJson } from "libphonenumber-js/core";
import fullMetadata from "libphonenumber-js/metadata.max.json";

export const NANP_METADATA_FILE = path.resolve(__dirname, "../lib/kernel/phone/nanp-metadata.json");

/** The metadata of calling code 1's countries only, in the package's own format. */
export function nanpMetadata(full: MetadataJson): MetadataJson {
  const countries = full.country_calling_codes["1"] ?? [];
  return {
    version: full.version,
    country_calling_codes: { "1": countries },
    countries: Object.fromEntries(countries.map((country) => [country, full.countries[country]])),
    nonGeographic: {},
  };
}

/** The file as written: one line in the package's own key order, and a final newline. */
export function nanpMetadataText(full: MetadataJson = fullMetadata): string {
  return `${JSON.stringify(nanpMetadata(full))}\n`;
}

function main(): void {
  writeFileSync(NANP_METADATA_FILE, nanpMetadataText());
  console.log(`wrote ${path.relative(process.cwd(), NANP_METADATA_FILE)}`);
}

if (require.main === module) main();
