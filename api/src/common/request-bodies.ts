import type { NextFunction, Request, Response } from 'express';

/** The JSON types the API reads (its own requests, and browsers' content-security-policy reports). */
export const JSON_BODY_TYPES = ['application/json', 'application/csp-report', 'application/reports+json'];

/** Where another type is read: photo uploads (multer) anywhere, and the one-click unsubscribe of RFC 8058 (a form post). */
const FORM_POST_PATHS = new Set(['/api/contact/unsubscribe']);

function refusal(message: string): Error {
  return Object.assign(new Error(message), { status: 415, type: 'media.unsupported' });
}

/**
 * Refuses a body the API would not read as it was meant (415 UNSUPPORTED_BODY), before any parser sees it: JSON in
 * another charset than UTF-8 (a UTF-16 body once slipped past the depth check, which reads bytes), and any other type
 * but multipart uploads and the one form post, so a page on another origin cannot post a plain HTML form
 * (`application/x-www-form-urlencoded`, `text/plain`) to the contact form or the newsletter.
 */
export function refuseUnreadableBodies(req: Request, _res: Response, next: NextFunction): void {
  const length = req.headers['content-length'];
  const hasBody = req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
  if (!hasBody) return next();
  const header = req.headers['content-type'] ?? '';
  const type = header.split(';')[0]!.trim().toLowerCase();
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(header)?.[1]?.toLowerCase();
  if (JSON_BODY_TYPES.includes(type))
    return next(charset && charset !== 'utf-8' && charset !== 'utf8' ? refusal(`JSON is read in UTF-8, not ${charset}`) : undefined);
  if (type === 'multipart/form-data') return next();
  if (type === 'application/x-www-form-urlencoded' && FORM_POST_PATHS.has(req.path)) return next();
  next(refusal(`The API does not read ${type || 'a body without a type'} here`));
}
