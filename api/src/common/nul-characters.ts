import type { NextFunction, Request, Response } from 'express';
import type { ApiFailure } from 'shared-lib/contracts';

export const NUL_MESSAGE = 'Text must not contain NUL characters';

/** The path of the first string holding a NUL character (PostgreSQL cannot store one in text), or null. */
export function findNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : null;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const found = findNul(v, `${path}[${i}]`);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const found = findNul(v, path ? `${path}.${k}` : k);
      if (found) return found;
    }
  }
  return null;
}

/** Refuses a body or query with a NUL character: 400 with the field, before anything reads or writes. */
export function refuseNulCharacters(req: Request, res: Response, next: NextFunction): void {
  const field = findNul(req.body) ?? findNul(req.query);
  if (!field) return next();
  const body: ApiFailure = {
    success: false,
    code: 'VALIDATION_FAILED',
    message: NUL_MESSAGE,
    errors: { [field]: [NUL_MESSAGE] },
    fields: { [field]: [{ code: 'invalid' }] },
  };
  res.status(400).json(body);
}
