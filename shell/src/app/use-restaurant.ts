import { useMemo } from 'react';
import { useSelector, DEFAULT_RESTAURANT, type RestaurantInfo, type RootState } from 'shared-lib';

/** Restaurant information from the API (loaded at start), falling back to the defaults until it arrives. */
export function useRestaurant(): RestaurantInfo {
  const info = useSelector((s: RootState) => s.app?.restaurantInfo);
  return useMemo(() => ({ ...DEFAULT_RESTAURANT, ...info }), [info]);
}
