import type { ApiSuccess } from 'shared-lib/contracts';

/** Every successful answer goes out in the envelope of SPEC 7. */
export function ok<T>(data: T, message?: string): ApiSuccess<T> {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}
