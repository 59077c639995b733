import { DEFAULT_RESTAURANT } from '../../contracts/restaurant';
import { arrivalWindowMinutes, distanceKm, insideRing, ringProblem, zoneFor, type DeliveryZoneRule } from './delivery-zones';

const restaurant = DEFAULT_RESTAURANT.geo;
// about 1.1 km north of the restaurant per 0.01° of latitude
const north = (km: number) => ({ lat: restaurant.lat + km / 111.2, lng: restaurant.lng });

const centre: DeliveryZoneRule = { area: { kind: 'radius', radiusKm: 3 }, fee: '2.00', minOrder: '10.00', travelMinutes: 15 };
const city: DeliveryZoneRule = { area: { kind: 'radius', radiusKm: 8 }, fee: '4.00', minOrder: '20.00', travelMinutes: 30 };
// a drawn square over the airport road, east of the city zone
const airport: DeliveryZoneRule = {
  area: {
    kind: 'polygon',
    ring: [
      { lat: 40.4, lng: 49.95 },
      { lat: 40.5, lng: 49.95 },
      { lat: 40.5, lng: 50.1 },
      { lat: 40.4, lng: 50.1 },
    ],
  },
  fee: '7.00',
  minOrder: '30.00',
  travelMinutes: 45,
};
const zones = [centre, city, airport];

it('measures distances on the globe: Fountain Square to the Flame Towers is about 1.7 km', () => {
  expect(distanceKm(restaurant, { lat: 40.3594, lng: 49.826 })).toBeCloseTo(1.68, 1);
  expect(distanceKm(restaurant, north(5))).toBeCloseTo(5, 1);
});

it('prices a point by the first zone that holds it, and finds none out of reach', () => {
  expect(zoneFor(zones, north(1), restaurant)).toBe(centre);
  expect(zoneFor(zones, north(2.99), restaurant)).toBe(centre);
  expect(zoneFor(zones, north(3.1), restaurant)).toBe(city);
  expect(zoneFor(zones, { lat: 40.45, lng: 50.0 }, restaurant)).toBe(airport);
  expect(zoneFor(zones, north(9), restaurant)).toBeNull();
  expect(zoneFor([], north(1), restaurant)).toBeNull();
});

it('holds a point exactly at a distance zone’s edge', () => {
  const edge = { lat: 40.4, lng: 49.9 };
  const zone: DeliveryZoneRule = { ...centre, area: { kind: 'radius', radiusKm: distanceKm(restaurant, edge) } };
  expect(zoneFor([zone], edge, restaurant)).toBe(zone);
});

it('tells inside from outside a drawn area, a concave one too', () => {
  const l = [
    { lat: 0, lng: 0 },
    { lat: 0, lng: 2 },
    { lat: 1, lng: 2 },
    { lat: 1, lng: 1 },
    { lat: 2, lng: 1 },
    { lat: 2, lng: 0 },
  ];
  expect(insideRing({ lat: 0.5, lng: 1.5 }, l)).toBe(true);
  expect(insideRing({ lat: 1.5, lng: 0.5 }, l)).toBe(true);
  expect(insideRing({ lat: 1.5, lng: 1.5 }, l)).toBe(false);
});

it('refuses a drawn area with fewer than 3 distinct points or crossing edges', () => {
  expect(
    ringProblem([
      { lat: 0, lng: 0 },
      { lat: 1, lng: 1 },
    ]),
  ).toBe('tooFewPoints');
  expect(
    ringProblem([
      { lat: 0, lng: 0 },
      { lat: 1, lng: 1 },
      { lat: 1, lng: 1 },
    ]),
  ).toBe('tooFewPoints');
  const bowTie = [
    { lat: 0, lng: 0 },
    { lat: 1, lng: 1 },
    { lat: 1, lng: 0 },
    { lat: 0, lng: 1 },
  ];
  expect(ringProblem(bowTie)).toBe('crossing');
  expect(ringProblem(airport.area.kind === 'polygon' ? airport.area.ring : [])).toBeNull();
  expect(ringProblem(Array.from({ length: 61 }, (_, i) => ({ lat: Math.sin(i / 10), lng: Math.cos(i / 10) })))).toBe('tooManyPoints');
});

it('puts an arrival window after the kitchen time by the travel time', () => {
  expect(arrivalWindowMinutes([20, 35], 15)).toEqual([35, 50]);
});
