/**
 * The residential ZIP codes served (docs/product.md#scheduling), written as the ranges the docs
 * give and expanded once. Anything else gets SERVICE_AREA_REFUSAL.
 */

export const SERVICE_AREA_REFUSAL = "We currently serve Manhattan, Brooklyn and Queens";

export const BOROUGHS = ["Manhattan", "Brooklyn", "Queens"] as const;
export type Borough = (typeof BOROUGHS)[number];

/** Inclusive ranges; a single ZIP is a range of one. */
type ZipRange = readonly [first: number, last: number];

const ZIP_RANGES: Record<Borough, readonly ZipRange[]> = {
  Manhattan: [
    [10001, 10007],
    [10009, 10014],
    [10016, 10040],
    [10044, 10044],
    [10065, 10065],
    [10069, 10069],
    [10075, 10075],
    [10128, 10128],
    [10280, 10280],
    [10282, 10282],
  ],
  Brooklyn: [
    [11201, 11201],
    [11203, 11226],
    [11228, 11239],
    [11249, 11249],
  ],
  Queens: [
    [11004, 11005],
    [11101, 11106],
    [11109, 11109],
    [11354, 11375],
    [11377, 11379],
    [11385, 11385],
    [11411, 11424],
    [11426, 11430],
    [11432, 11436],
    [11439, 11439],
    [11451, 11451],
    [11691, 11694],
    [11697, 11697],
  ],
};

function expand(ranges: readonly ZipRange[]): readonly string[] {
  const zips: string[] = [];
  for (const [first, last] of ranges) {
    for (let zip = first; zip <= last; zip += 1) zips.push(String(zip));
  }
  return Object.freeze(zips);
}

export const MANHATTAN_ZIPS = expand(ZIP_RANGES.Manhattan);
export const BROOKLYN_ZIPS = expand(ZIP_RANGES.Brooklyn);
export const QUEENS_ZIPS = expand(ZIP_RANGES.Queens);

const BOROUGH_BY_ZIP: ReadonlyMap<string, Borough> = new Map([
  ...MANHATTAN_ZIPS.map((zip) => [zip, "Manhattan"] as const),
  ...BROOKLYN_ZIPS.map((zip) => [zip, "Brooklyn"] as const),
  ...QUEENS_ZIPS.map((zip) => [zip, "Queens"] as const),
]);

/**
 * The borough of a served ZIP, or null. Accepts the five digits, optionally as ZIP+4
 * ("10001-1234") and with surrounding spaces, as people type them into an address form.
 */
export function boroughForZip(zip: string): Borough | null {
  const match = /^(\d{5})(?:-\d{4})?$/.exec(zip.trim());
  if (!match?.[1]) return null;
  return BOROUGH_BY_ZIP.get(match[1]) ?? null;
}
