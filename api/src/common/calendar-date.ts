import { ValidateBy, type ValidationOptions } from 'class-validator';

/** True for a real calendar day written yyyy-mm-dd: "2026-11-30" yes, "2026-11-31" and "2026-02-29" no. */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A calendar day yyyy-mm-dd that exists (an impossible date is a field error, never a 500 further on). */
export function IsCalendarDate(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isCalendarDate', validator: { validate: (value) => isCalendarDate(value) } }, options);
}
