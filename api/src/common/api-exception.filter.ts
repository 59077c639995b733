import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import type { ApiFailure } from 'shared-lib/core';

/** Database failures the client can retry: connection refused, server shutting down, too many clients. */
function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: string })?.code;
  return ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '53300', '08006', '08001'].includes(code ?? '');
}

/** Errors of the body parser (malformed JSON, too large, wrong charset) carry a 4xx status of their own. */
const BODY_ERRORS: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON',
  'entity.too.large': 'The request body is too large',
  'charset.unsupported': 'The request body must be UTF-8',
  'encoding.unsupported': 'The request body encoding is not supported',
};

/** Every failure goes out as `{ success: false, message, errors? }`, never a stack trace. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('API');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    let status = HttpStatus.INTERNAL_SERVER_ERROR;
    const body: ApiFailure = { success: false, message: 'Internal server error' };
    // Body-parser errors arrive raw, or wrapped by Nest in an HttpException with the original as its cause.
    const bodyError = ((exception as { cause?: unknown })?.cause ?? exception) as { type?: string; status?: number };

    if (bodyError?.type && BODY_ERRORS[bodyError.type] && typeof bodyError.status === 'number') {
      status = bodyError.status;
      body.message = BODY_ERRORS[bodyError.type]!;
    } else if (exception instanceof HttpException) {
      status = exception.getStatus();
      const response = exception.getResponse();
      if (typeof response === 'string') body.message = response;
      else {
        const r = response as { message?: unknown; errors?: Record<string, string[]> };
        body.message = Array.isArray(r.message) ? r.message.join('; ') : String(r.message ?? exception.message);
        if (r.errors) body.errors = r.errors;
      }
    } else if (isDatabaseUnavailable(exception)) {
      status = HttpStatus.SERVICE_UNAVAILABLE;
      body.message = 'The service is busy. Please try again in a moment.';
    } else {
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    }
    if (res.headersSent) return;
    res.status(status).json(body);
  }
}
