/** The API response envelope of SPEC 3 and 7. */
export interface ApiSuccess<T> {
  success: true;
  data: T;
  message?: string;
}

/** A normalised failure (SPEC 8.1): what every caller gets when a request fails. */
export interface ApiFailure {
  success: false;
  message: string;
  status?: number;
  data?: unknown;
  /** Field messages from validation, keyed by field name. */
  errors?: Record<string, string[]>;
}

export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

export const DEFAULT_ERROR_MESSAGE = 'An error occurred';
export const NETWORK_ERROR_MESSAGE = 'Network Error';
export const API_BASE_PATH = '/api';
export const API_TIMEOUT_MS = 10000;

/** SPEC 7: a body without a `success` field is wrapped as success with the body as data. */
export function normaliseBody<T>(body: unknown): ApiEnvelope<T> {
  if (body !== null && typeof body === 'object' && 'success' in body) return body as ApiEnvelope<T>;
  return { success: true, data: body as T };
}

export function isApiFailure(value: unknown): value is ApiFailure {
  return value !== null && typeof value === 'object' && (value as { success?: unknown }).success === false;
}
