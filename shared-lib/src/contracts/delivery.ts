import type { DeliveryZoneRule, LatLng } from '../domain/delivery/delivery-zones';

/** The delivery zones: the public read (checkout, tracker) and the manager's edit. Since contract 2.7. */
export const DELIVERY_ZONE_PATHS = { zones: '/delivery-zones', admin: '/admin/delivery-zones' } as const;

/** A delivery zone as the API gives it. `name` is the staff's label for it (the diner sees its fee and minimum). */
export interface DeliveryZoneDto extends DeliveryZoneRule {
  id: number;
  name: string;
}

/** GET /delivery-zones: where the restaurant is, and where it delivers, in the order the zones are tried. */
export interface DeliveryZonesDto {
  restaurant: LatLng;
  zones: DeliveryZoneDto[];
}
