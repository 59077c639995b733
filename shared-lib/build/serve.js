#!/usr/bin/env node
// A remote's static server (`mf-serve`): its build served from its own port as a separate deployment would be (CORS
// for the manifest and chunks, gzip, cache headers), its versioned releases under /releases, and its dev harness page
// with /api forwarded to the API. The site's own server (pages, CSP, remotes.json) is the shell's typed code
// (shell/src/server/site-server.ts), built from the parts exported here: the time limits, the /api proxy and the
// static files' headers, so both keep the same rules.
const http = require('http');
const path = require('path');
const fs = require('fs');
const express = require('express');
const compression = require('compression');
const { createProxyMiddleware } = require('http-proxy-middleware');

/**
 * The API's time limits, kept by every server of the site (the site's server and each remote's): a request has 15 s
 * to arrive whole, its headers included (api/src/app.factory.ts, REQUEST_BODY_SECONDS), an idle keep-alive connection
 * is closed after 5 s, and the limits are checked every second, so a client that drips a header line every few
 * seconds is answered 408 and let go at 15-16 s (it was kept 77 s: Node's defaults, 60 s checked every 30 s; security
 * round four). Answers, the API's live streams through /api among them, are not limited by these.
 */
const SERVER_TIME_LIMITS = {
  requestTimeout: 15000,
  headersTimeout: 15000,
  keepAliveTimeout: 5000,
  connectionsCheckingInterval: 1000,
};

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|svg|woff2?)$/;

function cacheControlFor(file) {
  const base = path.basename(file);
  if (HASHED.test(base)) return IMMUTABLE;
  return NO_CACHE;
}

/**
 * The /api proxy in front of the API (the site's server and a remote's dev harness): the client is who connected here,
 * and an answer cut off upstream is cut off here too.
 * @param {string} apiTarget  where the API listens, e.g. http://127.0.0.1:3010
 */
function apiProxy(apiTarget) {
  return createProxyMiddleware({
    target: apiTarget,
    changeOrigin: false,
    pathFilter: '/api',
    // The client is who connected here: X-Forwarded-For is set to that address, never appended to what the
    // client claims (the API trusts this proxy's header for its per-client limits).
    xfwd: false,
    // A connection of its own for every request (Connection: close), not httpxy's default keep-alive pool: a pooled
    // socket the API closes after its 5 s keep-alive while this side sends on it is reset (ECONNRESET), and the
    // diner got a 503 for a dish photo or the settings (seen 5 times in one CI run on a busy machine). On the
    // loopback a new connection costs a fraction of a millisecond.
    agent: false,
    on: {
      proxyReq: (proxyReq, req) => {
        proxyReq.setHeader('X-Forwarded-For', req.socket.remoteAddress ?? '');
        proxyReq.setHeader('X-Forwarded-Proto', req.socket.encrypted ? 'https' : 'http');
        if (req.headers.host) proxyReq.setHeader('X-Forwarded-Host', req.headers.host);
      },
      // An answer cut off upstream (the API process killed in the middle of an event stream) is cut off here
      // too: left open, the browser would wait on a stream that can never go on instead of reconnecting at once.
      proxyRes: (proxyRes, _req, res) => {
        proxyRes.on('close', () => {
          if (!proxyRes.complete && !res.writableEnded) res.destroy();
        });
      },
      error: (err, req, res) => {
        // Said on the server's error output, with its cause: which request met the API out of reach, and why (not
        // the health probe's, whose 503 is its answer while the API starts).
        if (!req.url?.startsWith('/api/health')) console.error(`The API did not answer ${req.method} ${req.url}: ${err.code ?? err.message}`);
        if ('writeHead' in res && !res.headersSent) {
          res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify({ success: false, message: 'The service is busy. Please try again in a moment.' }));
        } else if ('destroy' in res) res.destroy();
      },
    },
  });
}

/** Files (not the API, whose answers keep its own CORS policy) may be read by the site's other origins. */
function allowAnyOrigin(_req, res, next) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  next();
}

/**
 * The headers every HTML answer carries besides its content-security policy: no framing by another site, no
 * sniffing, the referrer kept to the origin, HTTPS remembered. Once the site has been reached over HTTPS, the browser
 * never tries plain HTTP for it for a year (browsers ignore the header on a plain-HTTP answer, RFC 6797 8.1).
 */
function pageHeaders(res, { contentSecurityPolicy, frameOptions }) {
  res.setHeader('Content-Security-Policy', contentSecurityPolicy);
  res.setHeader('X-Frame-Options', frameOptions);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Strict-Transport-Security', 'max-age=31536000');
}

/** A page served by a remote's own server (its dev harness): never framed, nothing inline beyond the build's. */
const HARNESS_PAGE_HEADERS = { contentSecurityPolicy: "frame-ancestors 'none'; base-uri 'self'; object-src 'none'", frameOptions: 'DENY' };

/**
 * `express.static` options for built files: cache headers by name, JavaScript as UTF-8, and an HTML file asked for by
 * its name (`/index.html`) with the pages' own security headers (`htmlHeaders(res, file)`): framed by another origin,
 * it would otherwise run the whole app inside a page of theirs (security round three).
 */
function staticFileOptions(htmlHeaders) {
  return {
    index: false,
    setHeaders(res, file) {
      res.setHeader('Cache-Control', cacheControlFor(file));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (file.endsWith('.js')) res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
      if (file.endsWith('.html')) htmlHeaders(res, file);
    },
  };
}

/** Listens with the time limits; resolves with the address and a `close` that ends open connections too. */
function listen(app, port, host) {
  return new Promise((resolve, reject) => {
    const server = http.createServer(SERVER_TIME_LIMITS, app);
    server.once('error', reject);
    server.listen(port, host, () => {
      const actual = server.address().port;
      resolve({
        url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${actual}`,
        port: actual,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}

/**
 * A remote's server: its built files (and versioned releases under `mounts`), its dev harness page at `/` (or at every
 * path with `spa`), and /api forwarded to `apiTarget` when given.
 * @param {{ dir: string, port?: number, host?: string, spa?: boolean, apiTarget?: string, mounts?: Array<{ prefix: string, dir: string }> }} options
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
function createStaticServer({ dir, port = 0, host = '127.0.0.1', spa = false, apiTarget, mounts = [] }) {
  const root = path.resolve(dir);
  const app = express();
  app.disable('x-powered-by');
  if (apiTarget) app.use(apiProxy(apiTarget));
  app.use(allowAnyOrigin);
  // gzip for everything served from here (after the /api proxy, so the API's event streams are never buffered)
  app.use(compression());
  const options = staticFileOptions((res) => pageHeaders(res, HARNESS_PAGE_HEADERS));
  // Versioned releases of a remote (npm run release), e.g. /releases/1.0.0/mf-manifest.json.
  for (const mount of mounts) app.use(mount.prefix, express.static(path.resolve(mount.dir), options));
  app.use(express.static(root, options));
  const sendIndex = (_req, res, next) => {
    const index = path.join(root, 'index.html');
    if (!fs.existsSync(index)) return next();
    res.setHeader('Cache-Control', NO_CACHE);
    pageHeaders(res, HARNESS_PAGE_HEADERS);
    res.type('text/html; charset=utf-8').sendFile(index);
  };
  if (spa) {
    app.use((req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      if (path.extname(req.path) && req.path !== '/') return next();
      sendIndex(req, res, next);
    });
  } else {
    app.get('/', sendIndex);
  }
  app.use((_req, res) => res.status(404).type('text/plain').send('Not found'));
  return listen(app, port, host);
}

function parseArgs(argv) {
  const args = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--spa') args.spa = true;
    else if (a.startsWith('--')) args[a.slice(2)] = argv[++i];
  }
  return args;
}

if (require.main === module) {
  const args = parseArgs(process.argv.slice(2));
  const dir = args.dir ?? 'dist';
  if (!fs.existsSync(path.join(dir, 'mf-manifest.json')) && !fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`Nothing built in ${path.resolve(dir)}: run "npm run build" first.`);
    process.exit(1);
  }
  void createStaticServer({
    dir,
    port: Number(args.port ?? 0),
    host: args.host ?? '127.0.0.1',
    spa: Boolean(args.spa),
    apiTarget: args.api,
    mounts: fs.existsSync(path.join(dir, '..', 'releases')) ? [{ prefix: '/releases', dir: path.join(dir, '..', 'releases') }] : [],
  }).then(({ url }) => console.log(`Serving ${path.resolve(dir)} at ${url}`));
}

module.exports = {
  SERVER_TIME_LIMITS,
  NO_CACHE,
  allowAnyOrigin,
  apiProxy,
  cacheControlFor,
  createStaticServer,
  listen,
  pageHeaders,
  staticFileOptions,
};
