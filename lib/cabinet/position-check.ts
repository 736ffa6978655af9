/**
 * Whether a check-in or check-out happened near the job (docs/product.md, "Checking in where the
 * job is"). There is no geocoding: the job's address is known only by its ZIP, and a ZIP by the
 * centre of its Census area (lib/kernel/service-area/zip-centroids.ts), so the question is how
 * far the phone was from that centre.
 *
 * Why 1.5 km: New York ZIP areas are small. Most served Manhattan and Brooklyn ZIPs are 1 to
 * 3 km across, so a home is rarely more than about a kilometre from its ZIP's centre, and a
 * cleaner checking in from the wrong block, the subway or the previous job two neighbourhoods
 * away is well past 1.5 km. The larger Queens ZIPs (the Rockaways, Jamaica, Flushing) and
 * 10004, whose area takes in Governors and Liberty Islands, can flag a visit that was where it
 * should be: the flag asks staff to look, it refuses nothing.
 *
 * The phone's accuracy is its own radius of doubt. The visit is far only when even the nearest
 * point of that circle is past the threshold, so a weak fix is never called far by accident;
 * a fix whose radius is itself larger than the threshold, and is not far, is "imprecise".
 */
import { haversineMeters, type LatLng } from "@/lib/kernel/geo/distance";
import { zipCentroid } from "@/lib/kernel/service-area/zip-centroids";

export const FAR_FROM_ZIP_METERS = 1_500;

export interface ReportedPosition extends LatLng {
  accuracyMeters: number;
}

export type PositionVerdict = "near" | "far" | "imprecise" | "no-zip-centre";

export interface PositionCheck {
  verdict: PositionVerdict;
  /** From the ZIP's centre, whole metres; null when the ZIP has no centre in the table. */
  distanceMeters: number | null;
}

export function checkPosition(zip: string, position: ReportedPosition): PositionCheck {
  const centre = zipCentroid(zip);
  if (!centre) return { verdict: "no-zip-centre", distanceMeters: null };
  const distanceMeters = Math.round(haversineMeters(centre, position));
  const verdict: PositionVerdict =
    distanceMeters - position.accuracyMeters > FAR_FROM_ZIP_METERS ? "far" : position.accuracyMeters > FAR_FROM_ZIP_METERS ? "imprecise" : "near";
  return { verdict, distanceMeters };
}

const distanceText = (meters: number) => (meters < 1_000 ? `${String(meters)} m` : `${(meters / 1_000).toFixed(1)} km`);

/** What staff read beside the time: how far, from what, and how sure the phone was. */
export function positionSummary(check: PositionCheck & { accuracyMeters: number }, zip: string): string {
  const accuracy = `the phone's accuracy ±${distanceText(Math.round(check.accuracyMeters))}`;
  if (check.distanceMeters === null) return `ZIP ${zip} has no centre in our table, so the distance is unknown (${accuracy}).`;
  const from = `${distanceText(check.distanceMeters)} from the centre of ZIP ${zip}`;
  if (check.verdict === "far") return `Far from the address: ${from}, more than ${distanceText(FAR_FROM_ZIP_METERS)} even at the edge of ${accuracy}.`;
  if (check.verdict === "imprecise") return `Too vague to tell: ${from}, with ${accuracy}.`;
  return `Near the address: ${from} (${accuracy}).`;
}
