import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';

/**
 * The API's one logger: pino's JSON lines for Nest's own messages (start-up, errors, the mailer's) and for the request
 * logs (pino-http, REQUEST_LOGS) alike, with tokens and cookies redacted.
 */
export function createApiLogger(): Logger {
  return pino({ level: 'info', redact: ['req.headers.authorization', 'req.headers.cookie'] });
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** Nest's LoggerService over pino: Nest's context becomes `context`, a stack `stack`, the message pino's `msg`. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...rest: unknown[]) {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]) {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]) {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]) {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]) {
    this.write('trace', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]) {
    this.write('fatal', message, rest);
  }

  private write(level: Level, message: unknown, rest: unknown[]) {
    const context = rest.length > 0 && typeof rest.at(-1) === 'string' ? (rest.at(-1) as string) : undefined;
    const stack = rest.find((part): part is string => typeof part === 'string' && part.includes('\n'));
    const fields = { ...(context ? { context } : {}), ...(stack ? { stack } : {}), ...(message instanceof Error ? { err: message } : {}) };
    const text = message instanceof Error ? message.message : typeof message === 'string' ? message : JSON.stringify(message);
    this.logger[level](fields, text);
  }
}
