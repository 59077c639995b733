import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

function collect(errors: ValidationError[], prefix = '', out: Record<string, string[]> = {}): Record<string, string[]> {
  for (const e of errors) {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    if (e.constraints) out[field] = Object.values(e.constraints);
    if (e.children?.length) collect(e.children, field, out);
  }
  return out;
}

/** Validation on every input: unknown fields rejected, field messages in `errors`. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new BadRequestException({ message: 'Validation failed', errors: collect(errors) }),
  });
}
