/** A point on the map, in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Where a zone reaches: every address within a distance of the restaurant, or an area drawn on the map. */
export type ZoneArea = { kind: 'radius'; radiusKm: number } | { kind: 'polygon'; ring: LatLng[] };

/**
 * A delivery zone as the restaurant sets it: where it reaches, what delivery there costs, the smallest order it takes
 * and how long the courier needs from the restaurant. Zones are tried in their order: the first that holds an address
 * prices it, so a small zone goes before a larger one around it.
 */
export interface DeliveryZoneRule {
  area: ZoneArea;
  /** Exact decimal AZN. */
  fee: string;
  /** Exact decimal AZN: the smallest subtotal delivered there. */
  minOrder: string;
  travelMinutes: number;
}

/** What a manager may set: sizes a restaurant's courier can serve, drawn areas a person can draw. */
export const DELIVERY_ZONE_LIMITS = {
  zones: 10,
  radiusKm: { min: 0.3, max: 30 },
  ringPoints: { min: 3, max: 60 },
  travelMinutes: { min: 5, max: 120 },
} as const;

/** A point as the maps give it, to about a metre: more is noise, and the same tap gives the same order body. */
export function roundToMetre(point: LatLng): LatLng {
  return { lat: Math.round(point.lat * 1e5) / 1e5, lng: Math.round(point.lng * 1e5) / 1e5 };
}

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** The great-circle distance between two points (haversine), in km. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether a point lies inside a ring (ray casting; a city's size makes the flat-map error nothing). */
export function insideRing(point: LatLng, ring: readonly LatLng[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (a.lat > point.lat !== b.lat > point.lat && point.lng < ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng) inside = !inside;
  }
  return inside;
}

/** Whether a zone's area holds a point. */
export function zoneHolds(area: ZoneArea, point: LatLng, restaurant: LatLng): boolean {
  return area.kind === 'radius' ? distanceKm(restaurant, point) <= area.radiusKm : insideRing(point, area.ring);
}

/** The zone that prices a delivery to a point: the first that holds it, or null when the address is out of reach. */
export function zoneFor<Z extends DeliveryZoneRule>(zones: readonly Z[], point: LatLng, restaurant: LatLng): Z | null {
  return zones.find((zone) => zoneHolds(zone.area, point, restaurant)) ?? null;
}

const cross = (o: LatLng, a: LatLng, b: LatLng) => (a.lng - o.lng) * (b.lat - o.lat) - (a.lat - o.lat) * (b.lng - o.lng);

/** Whether two segments cross each other (touching at a shared end does not count). */
function segmentsCross(a: LatLng, b: LatLng, c: LatLng, d: LatLng): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/** What is wrong with a drawn area, or null: too few distinct points, or edges that cross (a bow tie holds nothing sure). */
export function ringProblem(ring: readonly LatLng[]): 'tooFewPoints' | 'tooManyPoints' | 'crossing' | null {
  const distinct = new Set(ring.map((p) => `${p.lat},${p.lng}`));
  if (distinct.size < DELIVERY_ZONE_LIMITS.ringPoints.min) return 'tooFewPoints';
  if (ring.length > DELIVERY_ZONE_LIMITS.ringPoints.max) return 'tooManyPoints';
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      // neighbouring edges share a point
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      if (segmentsCross(ring[i]!, ring[(i + 1) % n]!, ring[j]!, ring[(j + 1) % n]!)) return 'crossing';
    }
  }
  // points on one line hold no area (shoelace formula)
  const twiceArea = ring.reduce((sum, p, i) => sum + p.lng * ring[(i + 1) % ring.length]!.lat - ring[(i + 1) % ring.length]!.lng * p.lat, 0);
  if (Math.abs(twiceArea) < 1e-12) return 'tooFewPoints';
  return null;
}

/**
 * When a delivery arrives: the kitchen's time for the order (ORDER_ESTIMATE_MINUTES of a pickup, the food being ready)
 * plus the zone's travel time, counted from when it was placed; an order ahead arrives at the time it is for, give or
 * take the travel time's spread. In minutes from `from`.
 */
export function arrivalWindowMinutes(ready: readonly [number, number], travelMinutes: number): [number, number] {
  return [ready[0] + travelMinutes, ready[1] + travelMinutes];
}
