import * as v from 'valibot';

/** A whole number within bounds, given as text. */
const wholeNumber = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, 'must be a whole number'),
    v.check((s) => Number(s) >= min && Number(s) <= max, `must be between ${min} and ${max}`),
  );
const flag = v.picklist(['true', 'false'], 'must be true or false');
const httpUrl = v.pipe(
  v.string(),
  v.check((s) => {
    try {
      return ['http:', 'https:'].includes(new URL(s).protocol);
    } catch {
      return false;
    }
  }, 'must be an http(s) address'),
);

/**
 * The environment the API reads (README, "The API's own settings"), checked before anything starts: a value that
 * cannot be what it names stops the API with the variable's name, rather than a NaN or a silent default later.
 * Variables not listed pass through.
 */
export const ENVIRONMENT = v.looseObject({
  NODE_ENV: v.optional(v.string()),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// address'))),
  JWT_SECRET: v.optional(v.string()),
  ALLOW_DEV_JWT_SECRET: v.optional(flag),
  JWT_EXPIRES_IN_SECONDS: v.optional(wholeNumber(60, 86400)),
  SESSION_IDLE_SECONDS: v.optional(wholeNumber(0, 30 * 86400)),
  TOKEN_REUSE_SECONDS: v.optional(wholeNumber(0, 3600)),
  SESSION_MAX_SECONDS: v.optional(wholeNumber(60, 30 * 86400)),
  CORS_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.check((s) => s.split(',').every((o) => !o.trim() || v.is(httpUrl, o.trim())), 'must be http(s) origins separated by commas'),
    ),
  ),
  AUTH_RATE_LIMIT: v.optional(wholeNumber(1, 1_000_000)),
  SIGN_IN_FAILURES_BEFORE_DELAY: v.optional(wholeNumber(1, 1_000_000)),
  CODE_GUESS_LIMIT: v.optional(wholeNumber(1, 1_000_000)),
  BODY_LIMIT: v.optional(v.pipe(v.string(), v.regex(/^\d+(b|kb|mb)$/i, 'must be a size such as 100kb'))),
  SEED_DEMO_ACCOUNTS: v.optional(flag),
  SEED_DEMO_GALLERY: v.optional(flag),
  REQUEST_LOGS: v.optional(flag),
  LOG_FORMAT: v.optional(v.picklist(['json', 'pretty'], 'must be json or pretty')),
  API_DOCS: v.optional(flag),
  DIAGNOSTICS: v.optional(flag),
  API_PORT: v.optional(wholeNumber(1, 65535)),
  SITE_URL: v.optional(httpUrl),
  SMTP_HOST: v.optional(v.string()),
  SMTP_PORT: v.optional(wholeNumber(1, 65535)),
  SMTP_SECURE: v.optional(flag),
  MAIL_POLL_MS: v.optional(wholeNumber(10, 3_600_000)),
  MAIL_RETRY_BASE_MS: v.optional(wholeNumber(10, 3_600_000)),
  MAIL_MAX_ATTEMPTS: v.optional(wholeNumber(1, 100)),
  MAIL_KEEP_DAYS: v.optional(wholeNumber(1, 3650)),
  HEALTH_KEEP_DAYS: v.optional(wholeNumber(1, 3650)),
  /** Where the remotes' releases may be put on a share from: origins, comma-separated (default: this machine's loopback). */
  RELEASE_ORIGINS: v.optional(v.pipe(v.string(), v.regex(/^https?:\/\/[^\s,/]+(,\s*https?:\/\/[^\s,/]+)*$/))),
  ROLLBACK_CHECK_MS: v.optional(wholeNumber(100, 3_600_000)),
  ORDERS_OUTSIDE_HOURS: v.optional(flag),
  STREAM_RECHECK_MS: v.optional(wholeNumber(10, 3_600_000)),
  STREAMS_PER_ACCOUNT: v.optional(wholeNumber(1, 1000)),
  STREAMS_PER_CLIENT: v.optional(wholeNumber(1, 100_000)),
  PUBLIC_STREAMS_PER_PROCESS: v.optional(wholeNumber(1, 1_000_000)),
  TRUST_PROXY: v.optional(v.pipe(v.string(), v.maxLength(500))),
  API_INSTANCE: v.optional(v.pipe(v.string(), v.maxLength(100))),
  API_HOST: v.optional(v.pipe(v.string(), v.maxLength(255))),
  PGLITE_DATA_DIR: v.optional(v.string()),
  GALLERY_DIR: v.optional(v.string()),
  MENU_PHOTOS_DIR: v.optional(v.string()),
  GALLERY_MAX_BYTES: v.optional(wholeNumber(1024, 100 * 1024 * 1024)),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.regex(/^[^<>]*<[^\s@<>]+@[^\s@<>]+>$|^[^\s@<>]+@[^\s@<>]+$/, 'must be an address, or a name and <address>'))),
  SMTP_USER: v.optional(v.string()),
  SMTP_PASSWORD: v.optional(v.string()),
  WRITE_LIMIT_SCALE: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+(\.\d+)?$/, 'must be a positive number'),
      v.check((s) => Number(s) > 0, 'must be a positive number'),
    ),
  ),
});

/** The checked environment: every variable as text, the listed ones in their formats. */
export type Environment = Record<string, string | undefined>;

/** The environment checked against ENVIRONMENT (@nestjs/config's `validate`); throws naming every bad variable. */
export function validateEnvironment(env: Record<string, unknown>): Environment {
  // An empty variable is an unset one (a shell's `VAR= npm start`).
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = v.safeParse(ENVIRONMENT, set);
  if (result.success) return result.output as Environment;
  const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'} ${issue.message}`);
  throw new Error(`Refusing to start: the environment has invalid settings:\n  ${problems.join('\n  ')}`);
}
