/**
 * The distance between two points on the Earth, by the haversine formula on a sphere of the
 * Earth's mean radius. Over the few kilometres of a New York check-in (docs/product.md,
 * "Checking in where the job is") the sphere is off from the ellipsoid by under 0.5 %, far
 * below a phone's own accuracy.
 */

export interface LatLng {
  /** Degrees north, -90 to 90. */
  lat: number;
  /** Degrees east, -180 to 180. */
  lng: number;
}

/** The IUGG mean radius, in metres. */
export const EARTH_MEAN_RADIUS_METERS = 6_371_008.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Metres along the surface from `a` to `b`. */
export function haversineMeters(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  // min() keeps rounding from pushing asin's argument past 1 for points on opposite sides.
  return 2 * EARTH_MEAN_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}
