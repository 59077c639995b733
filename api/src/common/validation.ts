import { BadRequestException, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';

function collect(errors: ValidationError[], prefix = '', out: Record<string, string[]> = {}): Record<string, string[]> {
  for (const e of errors) {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    if (e.constraints) out[field] = Object.values(e.constraints);
    if (e.children?.length) collect(e.children, field, out);
  }
  return out;
}

/** A JSON null counts as a field left out: optional fields are optional, never "set to nothing". */
function dropNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropNulls);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== null).map(([k, v]) => [k, dropNulls(v)]));
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
    exceptionFactory: (errors) => new BadRequestException({ message: 'Validation failed', errors: collect(errors) }),
  });
}
