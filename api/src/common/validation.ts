import { BadRequestException, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { API_ERRORS } from 'shared-lib/error-messages';
import { type FieldError } from 'shared-lib/contracts';

interface Collected {
  errors: Record<string, string[]>;
  fields: Record<string, FieldError[]>;
}

/** The number in a validator's message ("must be shorter than or equal to 100 characters"): its limit. */
const limit = (message: string) => Number(/(\d+(?:\.\d+)?)/.exec(message)?.[1] ?? 0);

/** A class-validator rule as one of shared-lib's field codes, with its limit where it has one. */
function fieldError(field: string, rule: string, message: string): FieldError {
  switch (rule) {
    case 'isNotEmpty':
    case 'isDefined':
      return { code: 'required' };
    case 'isEmail':
      return { code: 'email' };
    case 'maxLength':
    case 'arrayMaxSize':
      return { code: 'tooLong', params: { max: limit(message) } };
    case 'minLength':
    case 'arrayMinSize':
      return limit(message) <= 1 ? { code: 'required' } : { code: 'tooShort', params: { min: limit(message) } };
    case 'isLength':
      if (/longer/.test(message)) return limit(message) <= 1 ? { code: 'required' } : { code: 'tooShort', params: { min: limit(message) } };
      return { code: 'tooLong', params: { max: limit(message) } };
    case 'min':
      return { code: 'tooSmall', params: { min: limit(message) } };
    case 'max':
      return { code: 'tooLarge', params: { max: limit(message) } };
    case 'isInt':
    case 'isNumber':
    case 'isNumberString':
      return { code: 'number' };
    case 'isIn':
    case 'isEnum':
    case 'isBoolean':
      return { code: 'choice' };
    case 'isCalendarDate':
    case 'isDateString':
    case 'isISO8601':
      return { code: 'date' };
    case 'whitelistValidation':
      return { code: 'notAllowed' };
    case 'matches':
    case 'fitsFormat':
      if (/phone/i.test(field)) return { code: 'phone' };
      if (/date/i.test(field)) return { code: 'date' };
      return { code: 'format' };
    default:
      return { code: 'invalid' };
  }
}

function collect(errors: ValidationError[], prefix = '', out: Collected = { errors: {}, fields: {} }): Collected {
  for (const e of errors) {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    if (e.constraints) {
      out.errors[field] = Object.values(e.constraints);
      out.fields[field] = Object.entries(e.constraints).map(([rule, message]) => fieldError(field, rule, message));
    }
    if (e.children?.length) collect(e.children, field, out);
  }
  return out;
}

/**
 * A JSON null counts as a field left out: optional fields are optional, never "set to nothing". One exception: in a
 * week of opening hours null is how a weekday says "closed" (settings.dto.ts, WeeklyHoursDto: all seven are given).
 */
function dropNulls(value: unknown, key?: string): unknown {
  if (Array.isArray(value)) return value.map((v) => dropNulls(v));
  if (value !== null && typeof value === 'object') {
    const keepNulls = key === 'weekly';
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== null || keepNulls)
        .map(([k, v]) => [k, dropNulls(v, k)]),
    );
  }
  return value;
}

class ApiValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata) {
    return super.transform(metadata.type === 'body' ? dropNulls(value) : value, metadata);
  }
}

/** Validation on every input: unknown fields rejected, nulls dropped, field messages in `errors`. */
export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new BadRequestException({ code: 'VALIDATION_FAILED', message: API_ERRORS.VALIDATION_FAILED, ...collect(errors) }),
  });
}
