import { fieldErrorText } from 'shared-lib';
import { deliveryAddressField, fieldErrorFor } from 'shared-lib/requests';

type ProfileTexts = (key: 'auth.errors.required' | 'profile.addressTooShort', options?: { min: number | string }) => string;

/**
 * What is wrong with an address a diner adds to the profile, in the page's language, or nothing: the order's own rule
 * for a delivery address (deliveryAddressField), its limit taken from the schema's error.
 */
export function savedAddressError(address: string, t: ProfileTexts): string | undefined {
  const invalid = fieldErrorFor(deliveryAddressField, address);
  if (!invalid) return undefined;
  if (!address.trim()) return t('auth.errors.required');
  if (invalid.code === 'tooShort') return t('profile.addressTooShort', { min: invalid.params?.min ?? '' });
  return fieldErrorText(invalid);
}
