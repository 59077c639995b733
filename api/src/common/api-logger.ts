import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';

/**
 * The API's one logger, for Nest's own messages (errors, warnings, the mailer's) and the request logs (pino-http,
 * REQUEST_LOGS) alike, with tokens and cookies redacted: pino's JSON lines in production (NODE_ENV=production, or
 * LOG_FORMAT=json) for a log collector; in development one coloured line a person reads (pino-pretty), as `npm start`
 * prints it.
 */
export function createApiLogger(env: NodeJS.ProcessEnv = process.env): Logger {
  const options = { level: 'info', redact: ['req.headers.authorization', 'req.headers.cookie'] };
  if (logsJson(env)) return pino(options);
  return pino(
    options,
    pretty({
      colorize: Boolean(process.stdout.isTTY),
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,context,req,res,responseTime',
      messageFormat: '{if context}{context}: {end}{msg}',
      sync: true,
    }),
  );
}

/** Whether the API logs JSON lines (production) rather than lines for a person (development). */
export const logsJson = (env: NodeJS.ProcessEnv = process.env) => env.LOG_FORMAT === 'json' || (env.NODE_ENV === 'production' && env.LOG_FORMAT !== 'pretty');

/**
 * Nest's start-up chatter (each module initialised, each route mapped, "Nest application successfully started", the
 * address it listens on): a line each, some 150 in all. A log collector keeps them; a person's terminal does not
 * (debug): `npm start` says in its one "ready" block that the API answers, and where.
 */
const STARTUP_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);
/**
 * Nest's reports of a start that failed (a module that could not start, a port in use), with their stacks: the one
 * line of common/start-failure.ts says it instead.
 */
const START_FAILURE_CONTEXTS = new Set(['ExceptionHandler', 'NestApplication']);

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** Nest's LoggerService over pino: Nest's context becomes `context`, a stack `stack`, the message pino's `msg`. */
export class PinoNestLogger implements LoggerService {
  constructor(
    private readonly logger: Logger,
    private readonly quietStartup = !logsJson(),
  ) {}

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
    const chatter =
      this.quietStartup &&
      context !== undefined &&
      ((level === 'info' && STARTUP_CONTEXTS.has(context)) || (level === 'error' && START_FAILURE_CONTEXTS.has(context)));
    this.logger[chatter ? 'debug' : level](fields, text);
  }
}
