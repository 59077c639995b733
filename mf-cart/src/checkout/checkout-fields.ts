import type { TFunction } from 'i18next';
import { type FieldError } from 'shared-lib';
import { isRestaurantTable } from 'shared-lib/domain';
import { deliveryAddressField, emailField, fieldErrorFor, phoneField, tableNumberField } from 'shared-lib/requests';

/** What the checkout form holds, as typed. */
export interface CheckoutFields {
  orderType: 'table' | 'pickup' | 'delivery';
  table: string;
  phone: string;
  address: string;
  email: string;
  /** How many tables the restaurant has (the settings'): a table order names one of them. */
  tableCount: number;
}

export type CheckoutField = 'tableNumber' | 'phone' | 'deliveryAddress' | 'email';

/**
 * The checkout's fields checked by the order's request schema (shared-lib/contracts, requests/orders.ts): the rules and
 * limits the API applies, so the form never lets through what the API refuses, nor refuses what it takes. Presence
 * follows the order type (a table needs its number, pickup and delivery a phone, delivery an address).
 */
export function checkoutFieldErrors(fields: CheckoutFields): Partial<Record<CheckoutField, FieldError>> {
  const found: Partial<Record<CheckoutField, FieldError>> = {};
  const check = (field: CheckoutField, schema: Parameters<typeof fieldErrorFor>[0], value: string) => {
    const error = value.trim() ? fieldErrorFor(schema, value) : { code: 'required' as const };
    if (error) found[field] = error;
  };
  if (fields.orderType === 'table') check('tableNumber', tableNumberField, fields.table);
  if (fields.orderType === 'table' && !found.tableNumber && !isRestaurantTable(fields.table, fields.tableCount))
    found.tableNumber = { code: 'TABLE_UNKNOWN', params: { max: fields.tableCount } };
  if (fields.orderType !== 'table') check('phone', phoneField, fields.phone);
  if (fields.orderType === 'delivery') check('deliveryAddress', deliveryAddressField, fields.address);
  if (fields.email.trim()) check('email', emailField, fields.email);
  return found;
}

/** The cart's own words for each field's error (its limits from the schema's error), in the page's language. */
export function checkoutErrorText(field: CheckoutField, error: FieldError, t: TFunction<'cart'>): string {
  if (error.code === 'required') return t('errors.required');
  switch (field) {
    case 'tableNumber':
      return error.code === 'TABLE_UNKNOWN' ? t('errors.tableUnknown', { max: error.params?.max ?? '' }) : t('errors.table');
    case 'phone':
      return t('errors.phone');
    case 'email':
      return t('errors.email');
    case 'deliveryAddress':
      return error.code === 'tooLong' ? t('errors.addressTooLong', { max: error.params?.max ?? '' }) : t('errors.address', { min: error.params?.min ?? '' });
  }
}
