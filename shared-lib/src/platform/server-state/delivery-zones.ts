import { DELIVERY_ZONE_PATHS, type DeliveryZonesDto } from 'shared-lib';
import { serverState } from './server-state';

/** Where the restaurant delivers (the checkout's map, the staff's zone editor): one read for both. */
export const deliveryReads = serverState.injectEndpoints({
  endpoints: (build) => ({
    deliveryZones: build.query<DeliveryZonesDto, void>({
      query: () => ({ url: DELIVERY_ZONE_PATHS.zones }),
      providesTags: ['DeliveryZones'],
    }),
  }),
});

export const { useDeliveryZonesQuery } = deliveryReads;
