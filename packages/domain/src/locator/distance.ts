/** Great-circle distance between two points, for "near me" sorting (haversine, mean Earth radius). */

export type GeoPoint = { latitude: number; longitude: number };

const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export function getDistanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The places sorted nearest first, each with its distance; the input is left untouched. */
export function sortByDistance<T extends GeoPoint>(
  places: readonly T[],
  origin: GeoPoint,
): (T & { distanceKm: number })[] {
  return places
    .map((place) => ({ ...place, distanceKm: getDistanceKm(origin, place) }))
    .sort((a, b) => a.distanceKm - b.distanceKm);
}
