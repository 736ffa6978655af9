/**
 * The centre of each served ZIP (lib/kernel/service-area), from the Census Bureau's ZCTA
 * gazetteer: the file `npm run zip:centroids` writes (scripts/zip-centroids.ts; source and
 * licence are in the file). Nothing is looked up anywhere else (docs/product.md, "Checking in
 * where the job is").
 */
import type { LatLng } from "@/lib/kernel/geo/distance";
import table from "./zip-centroids.json";

const CENTROIDS: ReadonlyMap<string, LatLng> = new Map(
  Object.entries(table.zips).map(([zip, point]) => [zip, { lat: point[0] ?? Number.NaN, lng: point[1] ?? Number.NaN }]),
);

/** The centre of a served ZIP's area (five digits, or ZIP+4), or null for any other. */
export function zipCentroid(zip: string): LatLng | null {
  const match = /^(\d{5})(?:-\d{4})?$/.exec(zip.trim());
  return match?.[1] ? (CENTROIDS.get(match[1]) ?? null) : null;
}
