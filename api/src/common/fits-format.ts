import { ValidateBy, type ValidationOptions } from 'class-validator';
import { fitsFormat, type InputFormat } from 'shared-lib/domain';

/** A DTO field in one of shared-lib's input formats (the same schema the site's forms check). */
export function FitsFormat(format: InputFormat, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'fitsFormat', validator: { validate: (value: unknown) => fitsFormat(format, value), defaultMessage: () => '$property is not in the expected format' } }, options);
}
