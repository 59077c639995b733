import { hostname } from 'node:os';
import path from 'node:path';
import { registerAs, type ConfigType } from '@nestjs/config';
import { type Environment, validateEnvironment } from './environment';

/** Everything the API reads from the environment, in one place (the README lists these). */
export interface AppConfig {
  production: boolean;
  /** Where the API listens (API_PORT, default 3010; API_HOST, default 127.0.0.1). */
  apiPort: number;
  apiHost: string;
  jwtSecret: string;
  /** ALLOW_DEV_JWT_SECRET=true outside production: a throwaway API may sign with the known development secret. */
  allowDevJwtSecret: boolean;
  /** Seconds an access token lives (JWT_EXPIRES_IN_SECONDS, default 900): the site refreshes it while in use. */
  jwtExpiresInSeconds: number;
  /** A token that ran out this many seconds ago can still be refreshed; after that the session has ended (SESSION_IDLE_SECONDS, default 3600). */
  sessionIdleSeconds: number;
  /** How long a token a refresh replaced still works (a second tab's refresh or request in flight): TOKEN_REUSE_SECONDS, default 30. */
  tokenReuseSeconds: number;
  /** No session outlives this many seconds after its sign-in, however active (SESSION_MAX_SECONDS, default 43200). */
  sessionMaxSeconds: number;
  /** Origins allowed by CORS: the site and its remotes. */
  corsOrigins: string[];
  /** Requests per minute per client on login, register and password change. */
  authRateLimit: number;
  /** Failed sign-ins to one account, from any addresses, before each further attempt has to wait (SIGN_IN_FAILURES_BEFORE_DELAY, default 5). */
  signInFailuresBeforeDelay: number;
  /** Lookups by an unknown order or reservation code per client in 15 minutes before 429. */
  codeGuessLimit: number;
  /** Largest JSON body accepted. */
  bodyLimit: string;
  /** Create the demo accounts of every role (default: on the embedded database only). */
  seedDemoAccounts: boolean;
  /** Open a new database's gallery with the drawn demo scenes (default: on), until staff upload photographs. */
  seedDemoGallery: boolean;
  /** Request logs (pino) on stdout: on in production (JSON for a log collector), off in development unless REQUEST_LOGS=true. */
  requestLogs: boolean;
  /** Where gallery uploads and their resized copies are kept. */
  galleryDir: string;
  /** Where dish photos staff upload are kept (their sizes and formats for srcset). */
  menuPhotosDir: string;
  /** The largest picture staff upload, gallery or dish photo (GALLERY_MAX_BYTES, default 8 MiB). */
  galleryMaxBytes: number;
  /** The name `/api/health` reports, to tell API processes apart behind a balancer (API_INSTANCE, default the host name). */
  apiInstance: string;
  /** /api/docs and /api/docs-json (API_DOCS; default on outside production, off in production). */
  apiDocs: boolean;
  /** /api/test/connectivity and the CSP report endpoints (DIAGNOSTICS; default on outside production, off in it). */
  diagnostics: boolean;
  /** How often a staff member's live stream checks that their session still holds (ms). */
  streamRecheckMs: number;
  /** Live streams one staff account may keep open in one API process (STREAMS_PER_ACCOUNT, default 20). */
  streamsPerAccount: number;
  /** Live public streams (order tracking, settings) one client address may keep open in one API process (STREAMS_PER_CLIENT, default 100). */
  streamsPerClient: number;
  /** Live public streams of all clients together in one API process (PUBLIC_STREAMS_PER_PROCESS, default 2000). */
  publicStreamsPerProcess: number;
  /** The proxies whose X-Forwarded-For names the client (Express's `trust proxy`): TRUST_PROXY, default loopback. */
  trustProxy: string;
  /** The SMTP server e-mails go through (SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASSWORD); none: e-mails wait. */
  smtp: SmtpSettings | null;
  /** The sender of every e-mail (MAIL_FROM). */
  mailFrom: string;
  /** How often the outbox is checked for due messages (MAIL_POLL_MS, default 5000). */
  mailPollMs: number;
  /** The first retry's delay after a failed send, doubled each time up to an hour (MAIL_RETRY_BASE_MS, default 30000). */
  mailRetryBaseMs: number;
  /** Sends tried before a message is marked failed (MAIL_MAX_ATTEMPTS, default 10). */
  mailMaxAttempts: number;
  /** Days a sent or failed e-mail is kept for staff to see, then deleted (MAIL_KEEP_DAYS, default 90). */
  mailKeepDays: number;
  /** Days the browsers' release-health reports are kept, then deleted (HEALTH_KEEP_DAYS, default 30). */
  healthKeepDays: number;
  /**
   * The origins a remote's release may be put on a share from (RELEASE_ORIGINS); null: any loopback origin (this
   * machine's remote servers in development). The API reads the release's manifest there to know it.
   */
  releaseOrigins: string[] | null;
  /** How often the API checks the releases on a share for an automatic roll-back (ROLLBACK_CHECK_MS, default 15 s). */
  rollbackCheckMs: number;
  /** Multiplies every write limit's count (WRITE_LIMIT_SCALE, default 1): tests and benchmarks that place orders in bulk. */
  writeLimitScale: number;
  /**
   * Take online orders outside the opening hours too (ORDERS_OUTSIDE_HOURS, default false): the test and benchmark
   * servers, which place orders whatever the hour; a site keeps false.
   */
  ordersOutsideHours: boolean;
  /** The site's public address (SITE_URL), for links staff print (table QR codes); null when not set. */
  siteUrl: string | null;
}

export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user?: string;
  password?: string;
}

function smtpFromEnv(env: Environment): SmtpSettings | null {
  if (!env.SMTP_HOST) return null;
  const secure = env.SMTP_SECURE === 'true';
  return {
    host: env.SMTP_HOST,
    port: Number(env.SMTP_PORT ?? (secure ? 465 : 587)),
    secure,
    user: env.SMTP_USER || undefined,
    password: env.SMTP_PASSWORD || undefined,
  };
}

/** SITE_URL as an origin-like address without a trailing slash, or null when unset or not an http(s) URL. */
export function publicSiteUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href.replace(/\/+$/, '') : null;
  } catch {
    return null;
  }
}

/** The publicly known development secret: accepted only with ALLOW_DEV_JWT_SECRET=true, and never in production. */
export const DEFAULT_JWT_SECRET = 'dev-only-secret-change-me-in-production';

function defaultOrigins(): string[] {
  const ports = [3000, 3001, 3002, 3003, 3004];
  return ports.flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
}

/**
 * The API's settings from the environment as config/environment.ts's schema gave it back (`validateEnvironment`: every
 * listed variable in its format, an empty one removed, so that it takes its default here and never reads as 0).
 */
export function appConfigFromEnv(env: Environment, embedded = !env.DATABASE_URL): AppConfig {
  return {
    production: env.NODE_ENV === 'production',
    apiPort: Number(env.API_PORT ?? 3010),
    apiHost: env.API_HOST || '127.0.0.1',
    jwtSecret: env.JWT_SECRET || (env.ALLOW_DEV_JWT_SECRET === 'true' ? DEFAULT_JWT_SECRET : ''),
    allowDevJwtSecret: env.ALLOW_DEV_JWT_SECRET === 'true' && env.NODE_ENV !== 'production',
    jwtExpiresInSeconds: Number(env.JWT_EXPIRES_IN_SECONDS ?? 15 * 60),
    sessionIdleSeconds: Number(env.SESSION_IDLE_SECONDS ?? 3600),
    tokenReuseSeconds: Number(env.TOKEN_REUSE_SECONDS ?? 30),
    sessionMaxSeconds: Number(env.SESSION_MAX_SECONDS ?? 12 * 3600),
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : defaultOrigins(),
    authRateLimit: Number(env.AUTH_RATE_LIMIT ?? 10),
    signInFailuresBeforeDelay: Number(env.SIGN_IN_FAILURES_BEFORE_DELAY ?? 5),
    codeGuessLimit: Number(env.CODE_GUESS_LIMIT ?? 20),
    bodyLimit: env.BODY_LIMIT ?? '100kb',
    seedDemoAccounts: env.SEED_DEMO_ACCOUNTS ? env.SEED_DEMO_ACCOUNTS === 'true' : embedded && env.NODE_ENV !== 'production',
    seedDemoGallery: env.SEED_DEMO_GALLERY ? env.SEED_DEMO_GALLERY === 'true' : true,
    requestLogs: env.REQUEST_LOGS ? env.REQUEST_LOGS === 'true' : env.NODE_ENV === 'production',
    galleryDir: env.GALLERY_DIR || path.resolve(__dirname, '..', '..', '..', 'data', 'uploads', 'gallery'),
    siteUrl: publicSiteUrl(env.SITE_URL),
    smtp: smtpFromEnv(env),
    mailFrom: env.MAIL_FROM || 'Pizza Inn <no-reply@pizzainn.az>',
    mailPollMs: Number(env.MAIL_POLL_MS ?? 5000),
    mailRetryBaseMs: Number(env.MAIL_RETRY_BASE_MS ?? 30000),
    mailMaxAttempts: Number(env.MAIL_MAX_ATTEMPTS ?? 10),
    mailKeepDays: Number(env.MAIL_KEEP_DAYS ?? 90),
    healthKeepDays: Number(env.HEALTH_KEEP_DAYS ?? 30),
    releaseOrigins: env.RELEASE_ORIGINS ? env.RELEASE_ORIGINS.split(',').map((o) => new URL(o.trim()).origin) : null,
    rollbackCheckMs: Number(env.ROLLBACK_CHECK_MS ?? 15000),
    writeLimitScale: Number(env.WRITE_LIMIT_SCALE ?? 1) > 0 ? Number(env.WRITE_LIMIT_SCALE ?? 1) : 1,
    ordersOutsideHours: env.ORDERS_OUTSIDE_HOURS === 'true',
    trustProxy: env.TRUST_PROXY?.trim() || 'loopback',
    streamRecheckMs: Number(env.STREAM_RECHECK_MS ?? 5000),
    streamsPerAccount: Number(env.STREAMS_PER_ACCOUNT ?? 20),
    streamsPerClient: Number(env.STREAMS_PER_CLIENT ?? 100),
    publicStreamsPerProcess: Number(env.PUBLIC_STREAMS_PER_PROCESS ?? 2000),
    apiDocs: env.API_DOCS ? env.API_DOCS === 'true' : env.NODE_ENV !== 'production',
    diagnostics: env.DIAGNOSTICS ? env.DIAGNOSTICS === 'true' : env.NODE_ENV !== 'production',
    menuPhotosDir: env.MENU_PHOTOS_DIR || path.resolve(__dirname, '..', '..', '..', 'data', 'uploads', 'menu'),
    galleryMaxBytes: Number(env.GALLERY_MAX_BYTES ?? 8 * 1024 * 1024),
    apiInstance: env.API_INSTANCE || hostname(),
  };
}

/**
 * The API's settings as a @nestjs/config namespace (`registerAs`): built once, from the environment @nestjs/config has
 * checked against its schema (config/environment.ts), and injected where needed as
 * `@Inject(appConfig.KEY) config: ConfigType<typeof appConfig>`.
 */
/** The namespace's name: ConfigService.get('app'). */
export const APP_CONFIG_NAMESPACE = 'app';
export const appConfig = registerAs(APP_CONFIG_NAMESPACE, (): AppConfig => loadAppConfig(process.env));

/** The API's settings as it runs on them: the environment through its schema (refused by name when wrong), then read. */
export function loadAppConfig(env: Record<string, string | undefined>, embedded?: boolean): AppConfig {
  const checked = validateEnvironment(env);
  return appConfigFromEnv(checked, embedded ?? !checked.DATABASE_URL);
}
export type AppConfigType = ConfigType<typeof appConfig>;

/**
 * No API signs sessions with a secret anyone can read in this repository: the development secret needs the explicit
 * ALLOW_DEV_JWT_SECRET=true (never in production), and any other secret 32 characters or more. `npm start` makes a
 * random one per data folder.
 */
export function assertSecretsSafe(config: AppConfig): void {
  const devSecret = config.jwtSecret === DEFAULT_JWT_SECRET;
  if (config.production && devSecret) throw new Error('Refusing to start in production: set JWT_SECRET to a random value of at least 32 characters.');
  if (devSecret && config.allowDevJwtSecret) return;
  if (devSecret || config.jwtSecret.length < 32) {
    throw new Error(
      config.production
        ? 'Refusing to start in production: set JWT_SECRET to a random value of at least 32 characters.'
        : 'Refusing to start: set JWT_SECRET to a random value of at least 32 characters (npm start makes one), or ALLOW_DEV_JWT_SECRET=true for a throwaway development API.',
    );
  }
}
