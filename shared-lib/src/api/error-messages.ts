/**
 * The API's error codes with their English messages: the one catalogue of codes (ApiErrorCode is its keys). Only the
 * API imports it (`shared-lib/error-messages`); the browser needs the codes alone and shows its own texts for them.
 */
export const API_ERRORS = {
  // By status, where nothing more particular applies.
  BAD_REQUEST: 'The request is not valid',
  VALIDATION_FAILED: 'Validation failed',
  INVALID_JSON: 'The request body is not valid JSON',
  JSON_TOO_DEEP: 'The request body nests too deeply',
  UNSUPPORTED_BODY: 'The request body must be UTF-8',
  UNAUTHORIZED: 'Please sign in',
  SESSION_INVALID: 'Your session has expired or is no longer valid. Please sign in again.',
  FORBIDDEN: "You don't have permission to access this page.",
  NOT_FOUND: 'Not found',
  CONFLICT: 'The request conflicts with the current state',
  PAYLOAD_TOO_LARGE: 'The request body is too large',
  UNPROCESSABLE: 'The request cannot be processed',
  TOO_MANY_REQUESTS: 'Too many requests. Please wait a moment and try again.',
  SERVICE_BUSY: 'The service is busy. Please try again in a moment.',
  INTERNAL: 'Internal server error',
  // Accounts.
  INVALID_CREDENTIALS: 'Invalid email or password',
  EMAIL_TAKEN: 'An account with this email already exists',
  CURRENT_PASSWORD_WRONG: 'Current password is incorrect',
  PASSWORD_UNCHANGED: 'The new password must differ from the current one',
  PASSWORD_TOO_COMMON: 'This password is too common or too easy to guess',
  ROLE_ABOVE_OWN: 'You cannot give a role ranked at or above your own',
  OWN_ROLE: 'You cannot change your own role',
  USER_ABOVE_OWN: 'You cannot change the role of a user ranked at or above you',
  // Orders and reservations.
  EMPTY_ORDER: 'Your order is empty',
  ORDER_TOO_LARGE: 'The order is larger than the website takes; please call the restaurant',
  ITEM_UNAVAILABLE: 'An item in the order is not available right now',
  OPTION_INVALID: 'A chosen option is not one of the item',
  ORDER_NOT_FOUND: 'Order not found',
  ORDER_NOT_PENDING: 'Only a pending order can be cancelled',
  UNDO_EXPIRED: 'This change can no longer be undone',
  ORDERING_PAUSED: 'Online ordering is paused right now. Please try again later or call us.',
  NOT_YOUR_ORDER: 'You can cancel only your own order',
  MENU_CHANGING: 'The menu is changing; please try again',
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was used with another request',
  RESERVATION_NOT_FOUND: 'Reservation not found',
  NOT_ENOUGH_SEATS: 'There are not enough free seats at this time',
  RESERVATION_CONTACT_MISMATCH: 'The phone or email does not match this reservation',
  RESERVATION_CLOSED: 'This reservation can no longer be changed or cancelled',
  DATE_OUT_OF_RANGE: 'Reservations are accepted from today up to 30 days ahead',
  TIME_OUTSIDE_HOURS: 'Please choose a time within our opening hours',
  TIME_PASSED: 'This time has already passed',
  GROUP_NOTICE: 'Large groups need to book further ahead',
  CODE_GUESSING: 'Too many unknown codes. Please wait a few minutes and try again.',
  TOO_MANY_ORDERS: 'Too many orders from here in a short time. Please wait a little and try again, or call us.',
  TOO_MANY_BOOKINGS: 'Too many bookings for this contact or from here today. Please call us to book.',
  SUBSCRIPTION_LINK_INVALID: 'This confirmation link is not valid',
  TOO_MANY_MESSAGES: 'Too many messages from here. Please try again later.',
  // Menu, gallery, settings.
  MENU_ITEM_NOT_FOUND: 'Menu item not found',
  CATEGORY_NOT_FOUND: 'Category not found',
  CATEGORY_NOT_EMPTY: 'Move or delete the items of this category first',
  SLUG_TAKEN: 'Something with this slug already exists',
  NOT_AN_IMAGE: 'The file is not an image we can use (JPEG, PNG, WebP, GIF or AVIF)',
  IMAGE_MISSING: 'Attach an image in the field "image"',
  IMAGE_NOT_FOUND: 'Image not found',
  NOTHING_TO_UPDATE: 'Nothing to update',
  // Only the browser says these: no answer at all.
  NETWORK: 'Network Error',
} as const;

export const API_ERROR_CODES = Object.keys(API_ERRORS) as (keyof typeof API_ERRORS)[];
