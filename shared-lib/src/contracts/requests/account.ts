import * as v from 'valibot';
import { deliveryAddressField } from './fields';

/** POST /api/me/addresses: a delivery address a diner adds to the account from the profile page. */
export const saveAddressBody = v.strictObject({ address: deliveryAddressField });
