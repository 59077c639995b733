import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { API_ERRORS } from 'shared-lib/error-messages';
import { codeForStatus, type ApiErrorCode, type ApiFailure, type FieldError } from 'shared-lib/contracts';
import { codeText, fieldText } from 'shared-lib/error-texts';
import { refusalLanguage, refusalTexts } from './refusal-language';

/** Database failures the client can retry: connection refused, server shutting down, too many clients. */
function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: string })?.code;
  return ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '53300', '08006', '08001'].includes(code ?? '');
}

/** Errors of the body parser (malformed JSON, too large, wrong charset) carry a 4xx status of their own. */
const BODY_ERRORS: Record<string, ApiErrorCode> = {
  'entity.parse.failed': 'INVALID_JSON',
  'entity.too.large': 'PAYLOAD_TOO_LARGE',
  'entity.too.deep': 'JSON_TOO_DEEP',
  'charset.unsupported': 'UNSUPPORTED_BODY',
  'encoding.unsupported': 'UNSUPPORTED_BODY',
  'media.unsupported': 'UNSUPPORTED_BODY',
};

/**
 * Every failure goes out as `{ success: false, code, message, errors?, fields? }`, never a stack trace: `code` from
 * shared-lib's catalogue, named by the thrower (`apiError`), else the status's own (an exception of Nest's or of a
 * library, such as an unknown route's 404: never found from its English message), and
 * per field both the messages (`errors`) and codes with parameters (`fields`) for the clients' texts. The messages are
 * in the caller's language (`Accept-Language`, refusal-language.ts): the site's own texts for az, ru and tr, the API's
 * catalogue in English.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('API');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    let status = HttpStatus.INTERNAL_SERVER_ERROR;
    const body: ApiFailure = { success: false, message: API_ERRORS.INTERNAL };
    let code: string | undefined;
    let params: FieldError['params'];
    // Body-parser errors arrive raw, or wrapped by Nest in an HttpException with the original as its cause.
    const bodyError = ((exception as { cause?: unknown })?.cause ?? exception) as { type?: string; status?: number };

    if (bodyError?.type && BODY_ERRORS[bodyError.type] && typeof bodyError.status === 'number') {
      status = bodyError.status;
      code = BODY_ERRORS[bodyError.type]!;
      body.message = API_ERRORS[code as ApiErrorCode];
    } else if (exception instanceof HttpException) {
      status = exception.getStatus();
      const response = exception.getResponse();
      if (typeof response === 'string') body.message = response;
      else {
        const r = response as {
          message?: unknown;
          code?: string;
          params?: FieldError['params'];
          errors?: Record<string, string[]>;
          fields?: Record<string, FieldError[]>;
        };
        body.message = Array.isArray(r.message) ? r.message.join('; ') : typeof r.message === 'string' ? r.message : exception.message;
        code = r.code;
        params = r.params;
        if (r.errors) body.errors = r.errors;
        if (r.fields) body.fields = r.fields;
        else if (r.errors)
          body.fields = Object.fromEntries(Object.entries(r.errors).map(([field, messages]) => [field, messages.map(() => ({ code: 'invalid' }))]));
      }
    } else if (isDatabaseUnavailable(exception)) {
      status = HttpStatus.SERVICE_UNAVAILABLE;
      code = 'SERVICE_BUSY';
      body.message = API_ERRORS.SERVICE_BUSY;
    } else {
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    }
    if (res.headersSent) return;
    // A limit says when the client may try again (write limits, code guessing).
    const retryAfter = (exception as { retryAfterSeconds?: unknown })?.retryAfterSeconds;
    if (status === HttpStatus.TOO_MANY_REQUESTS && typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
    code ??= codeForStatus(status);
    const lang = refusalLanguage(host.switchToHttp().getRequest<Request>());
    // the message depends on the caller's language: a cache on the way keeps one per language
    res.vary('Accept-Language');
    if (lang !== 'en') {
      const texts = refusalTexts(lang);
      body.message =
        codeText(
          texts,
          code,
          params ??
            Object.values(body.fields ?? {})
              .flat()
              .find((f) => f.code === code)?.params,
        ) || body.message;
      if (body.fields) body.errors = Object.fromEntries(Object.entries(body.fields).map(([field, list]) => [field, list.map((f) => fieldText(texts, f))]));
    }
    const { success, ...rest } = body;
    res.status(status).json({ success, code, ...rest });
  }
}
