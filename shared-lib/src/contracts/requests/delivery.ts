import * as v from 'valibot';
import { DELIVERY_ZONE_LIMITS, ringProblem, type LatLng } from '../../domain/delivery/delivery-zones';
import { MONEY_INPUT_PATTERN } from '../../domain/money/money';
import { numberBetween, trimmedText, wholeNumber } from './fields';

/** A point on the map: a delivery's pin, a corner of a drawn zone. */
export const latLngField = v.strictObject({ lat: numberBetween(-90, 90), lng: numberBetween(-180, 180) });

/** A drawn area has at least 3 distinct points (field code `areaPoints`). */
export const hasAreaPoints = (ring: LatLng[]) => ringProblem(ring) !== 'tooFewPoints';
/** A drawn area's edges do not cross (field code `areaCrossing`): a bow tie holds nothing sure. */
export const edgesDoNotCross = (ring: LatLng[]) => ringProblem(ring) !== 'crossing';

const ringField = v.pipe(v.array(latLngField), v.maxLength(DELIVERY_ZONE_LIMITS.ringPoints.max), v.check(hasAreaPoints), v.check(edgesDoNotCross));
const money = v.pipe(v.string(), v.regex(MONEY_INPUT_PATTERN));

export const deliveryZoneSchema = v.strictObject({
  name: trimmedText(1, 60),
  area: v.variant('kind', [
    v.strictObject({ kind: v.literal('radius'), radiusKm: numberBetween(DELIVERY_ZONE_LIMITS.radiusKm.min, DELIVERY_ZONE_LIMITS.radiusKm.max) }),
    v.strictObject({ kind: v.literal('polygon'), ring: ringField }),
  ]),
  fee: money,
  minOrder: money,
  travelMinutes: wholeNumber(DELIVERY_ZONE_LIMITS.travelMinutes.min, DELIVERY_ZONE_LIMITS.travelMinutes.max),
});

/** PUT /api/admin/delivery-zones: every zone at once, in the order they are tried (an empty list delivers nowhere). */
export const deliveryZonesBody = v.strictObject({ zones: v.pipe(v.array(deliveryZoneSchema), v.maxLength(DELIVERY_ZONE_LIMITS.zones)) });
export type DeliveryZonesBody = v.InferOutput<typeof deliveryZonesBody>;
