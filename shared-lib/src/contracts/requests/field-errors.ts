import * as v from 'valibot';
import { PHONE_PATTERN } from '../../domain/formats/input-formats';
import type { FieldError, FieldErrorCode } from '../error-codes';
import { edgesDoNotCross, hasAreaPoints } from './delivery';
import { DIGITS_PATTERN, isCalendarDate } from './fields';

/** The regex or check of a field that has a code of its own (any other pattern is a `format`). */
const CODE_OF_RULE = new Map<unknown, FieldErrorCode>([
  [PHONE_PATTERN, 'phone'],
  [isCalendarDate, 'date'],
  [DIGITS_PATTERN, 'number'],
  [hasAreaPoints, 'areaPoints'],
  [edgesDoNotCross, 'areaCrossing'],
]);

/** Whether a field is simply not there: a missing key or an empty value. */
const missing = (issue: v.BaseIssue<unknown>) => issue.received === 'undefined';

/**
 * One valibot issue as one of the contract's field codes, with the limit the schema itself holds (`requirement`):
 * never read out of a message.
 */
export function fieldErrorOf(issue: v.BaseIssue<unknown>): FieldError {
  const requirement = (issue as { requirement?: unknown }).requirement;
  const limit = typeof requirement === 'number' ? requirement : 0;
  switch (issue.type) {
    case 'min_length':
    case 'non_empty':
      return limit <= 1 ? { code: 'required' } : { code: 'tooShort', params: { min: limit } };
    case 'max_length':
      return { code: 'tooLong', params: { max: limit } };
    case 'min_value':
      return { code: 'tooSmall', params: { min: limit } };
    case 'max_value':
      return { code: 'tooLarge', params: { max: limit } };
    case 'email':
      return { code: 'email' };
    case 'number':
    case 'integer':
    case 'finite':
    case 'safe_integer':
      return missing(issue) ? { code: 'required' } : { code: 'number' };
    case 'picklist':
    case 'literal':
    case 'enum':
    case 'boolean':
      return missing(issue) ? { code: 'required' } : { code: 'choice' };
    case 'iso_date':
    case 'iso_timestamp':
      return { code: 'date' };
    case 'regex':
    case 'check':
      return { code: CODE_OF_RULE.get(requirement) ?? (issue.type === 'regex' ? 'format' : 'invalid') };
    case 'url':
      return { code: 'format' };
    // The request schemas use partial checks for one thing only: a field that another one makes required
    // (`requiredWhen`).
    case 'partial_check':
      return { code: 'required' };
    case 'strict_object':
      return issue.expected === 'never' ? { code: 'notAllowed' } : missing(issue) ? { code: 'required' } : { code: 'invalid' };
    default:
      return missing(issue) ? { code: 'required' } : { code: 'invalid' };
  }
}

/**
 * The dotted path of an issue's field: `items.0.quantity`; the request itself is `''`. A value in a list of plain values
 * is the list's field (`closedDates`, not `closedDates.1`): a form shows one message under the list.
 */
export function fieldPathOf(issue: v.BaseIssue<unknown>): string {
  const path = [...(issue.path ?? [])];
  if (path.at(-1)?.type === 'array' && (typeof path.at(-1)?.value !== 'object' || path.at(-1)?.value === null)) path.pop();
  return path.map((item) => String(item.key)).join('.');
}

export interface RequestFieldErrors {
  /** Per field, its codes with their limits (what the forms translate). */
  fields: Record<string, FieldError[]>;
  /** Per field, the same in English (for a developer reading the answer). */
  errors: Record<string, string[]>;
}

/** A field error in English, for the API's `errors` (people read the translated `fields`). */
export function englishFieldMessage(field: string, error: FieldError, issue: v.BaseIssue<unknown>): string {
  const name = field.split('.').at(-1) || 'the request';
  const unit = Array.isArray(issue.input) ? 'items' : 'characters';
  const params = error.params ?? {};
  switch (error.code) {
    case 'required':
      return `${name} is required`;
    case 'email':
      return `${name} must be a valid email address`;
    case 'phone':
      return `${name} must be a valid phone number`;
    case 'tooShort':
      return `${name} must be at least ${params.min} ${unit}`;
    case 'tooLong':
      return `${name} must be at most ${params.max} ${unit}`;
    case 'tooSmall':
      return `${name} must be at least ${params.min}`;
    case 'tooLarge':
      return `${name} must be at most ${params.max}`;
    case 'number':
      return `${name} must be a ${issue.type === 'integer' ? 'whole ' : ''}number`;
    case 'date':
      return `${name} must be a date like 2026-11-28`;
    case 'choice':
      return issue.type === 'picklist'
        ? `${name} must be one of: ${String(issue.expected).replace(/[()"]/g, '').split(' | ').join(', ')}`
        : `${name} must be true or false`;
    case 'notAllowed':
      return `property ${name} should not exist`;
    case 'format':
      return `${name} is not in the expected format`;
    default:
      return `${name} is not valid`;
  }
}

/** A request's issues per field. */
export function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[]): RequestFieldErrors {
  const out: RequestFieldErrors = { fields: {}, errors: {} };
  for (const issue of issues) {
    const field = fieldPathOf(issue);
    const error = fieldErrorOf(issue);
    (out.fields[field] ??= []).push(error);
    (out.errors[field] ??= []).push(englishFieldMessage(field, error, issue));
  }
  return out;
}

/** Checks a value against a request schema: its output, or its field errors (the first failing rule of each field). */
export function checkRequest<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
): { ok: true; value: v.InferOutput<S> } | ({ ok: false } & RequestFieldErrors) {
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  return result.success ? { ok: true, value: result.output } : { ok: false, ...fieldErrorsOf(result.issues) };
}

/** The first field error of one value against one field's schema, or null: what a form shows under the field. */
export function fieldErrorFor(schema: v.GenericSchema, value: unknown): FieldError | null {
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  return result.success ? null : fieldErrorOf(result.issues[0]);
}
