/** The API response envelope of SPEC 3 and 7. */
export interface ApiSuccess<T> {
  success: true;
  data: T;
  message?: string;
}

import type { FieldError } from './error-codes';

/** A normalised failure (SPEC 8.1): what every caller gets when a request fails. */
export interface ApiFailure {
  success: false;
  /** The English message, for logs and API callers; screens show the code's text (`apiErrorText`). */
  message: string;
  /** A stable code from shared-lib's API_ERRORS (`NETWORK` when no answer came). */
  code?: string;
  status?: number;
  data?: unknown;
  /** Field messages from validation, keyed by field name (English). */
  errors?: Record<string, string[]>;
  /** The same per field as codes with their parameters, for texts in the page's language. */
  fields?: Record<string, FieldError[]>;
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
