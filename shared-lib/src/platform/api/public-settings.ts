import type { PublicSettings } from '../../contracts/api-types';
import { publicSettingsLoaded } from '../../contracts/store/public-settings';
import type { ApiClient } from './client';

/** Asks the API for the settings and puts them in the store; a failure leaves what is there (the defaults). */
export async function loadPublicSettings(
  client: Pick<ApiClient, 'get'>,
  dispatch: (action: ReturnType<typeof publicSettingsLoaded>) => unknown,
): Promise<PublicSettings | null> {
  try {
    const { data } = await client.get<PublicSettings>('/settings');
    dispatch(publicSettingsLoaded(data));
    return data;
  } catch {
    return null;
  }
}
