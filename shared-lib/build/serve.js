#!/usr/bin/env node
// Static server for a built app: a remote (served from its own port as a separate deployment would be, with CORS for
// the manifest), or the shell's files under the site's server (shell/src/server/site-server.ts), which adds its pages:
// /api forwarded to the API, remotes.json served fresh, and each page answered by the site's page handlers.
const crypto = require('crypto');
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

/** The origins of the remotes listed in remotes.json: the only other places scripts may come from. */
function remoteOrigins(remotesFile) {
  try {
    const list = JSON.parse(fs.readFileSync(remotesFile, 'utf8'));
    return [...new Set(list.map((r) => new URL(r.entry).origin))];
  } catch {
    return [];
  }
}

/**
 * The hashes of the inline scripts of a page (the shell's early script: the saved theme and the taps kept before the
 * app runs), for the CSP: those scripts and no other inline code may run.
 */
function inlineScriptHashes(indexFile) {
  try {
    const html = fs.readFileSync(indexFile, 'utf8');
    return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => `'sha256-${crypto.createHash('sha256').update(m[1]).digest('base64')}'`);
  } catch {
    return [];
  }
}

/** Content security policy of the site's page; violations are reported to the API (SPEC 8.1). */
function contentSecurityPolicy(remotesFile, scriptHashes = [], nonce) {
  const remotes = remotesFile ? remoteOrigins(remotesFile).join(' ') : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')} ${nonce ? `'nonce-${nonce}'` : ''} ${remotes}`.replace(/\s+/g, ' ').trim(),
    `connect-src 'self' ${remotes}`.trim(),
    `img-src 'self' data: https: ${remotes}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    'report-uri /api/csp-report',
  ].join('; ');
}

/**
 * @param {{ dir: string, port?: number, host?: string, spa?: boolean, apiTarget?: string, remotesFile?: string, csp?: boolean, pages?: { page: Function, robots: Function, sitemap: Function, remotes?: Function }, mounts?: Array<{ prefix: string, dir: string }> }} options
 *   `pages` (with `spa`): the site's page handlers (shell/src/server/page-handler.ts): each page's head, status and
 *   first view, robots.txt and sitemap.xml. Without them, pages are the built index.html as it is.
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
function createStaticServer({ dir, port = 0, host = '127.0.0.1', spa = false, apiTarget, remotesFile, csp = false, pages, mounts = [] }) {
  const root = path.resolve(dir);
  const pageHandlers = spa ? pages : undefined;
  const app = express();
  app.disable('x-powered-by');
  if (apiTarget) {
    app.use(
      createProxyMiddleware({
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
            // Said on the site's error output, with its cause: which request met the API out of reach, and why (not
            // the health probe's, whose 503 is its answer while the API starts).
            if (!req.url?.startsWith('/api/health')) console.error(`The API did not answer ${req.method} ${req.url}: ${err.code ?? err.message}`);
            if ('writeHead' in res && !res.headersSent) {
              res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8' });
              res.end(JSON.stringify({ success: false, message: 'The service is busy. Please try again in a moment.' }));
            } else if ('destroy' in res) res.destroy();
          },
        },
      }),
    );
  }
  // Files (not the API, whose answers keep its own CORS policy) may be read by the site's other origins: the shell
  // loads each remote's scripts and manifest across origins.
  app.use((_req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });
  // gzip for everything served from here (after the /api proxy, so the API's event streams are never buffered):
  // the site's JavaScript is a third of its size gzipped, which is most of a mobile page's load time.
  app.use(compression());
  if (remotesFile && pageHandlers?.remotes) {
    // The site's server chooses each browser's releases (remotes.json with the roll-outs applied: a release on a share).
    app.get('/remotes.json', (req, res) =>
      pageHandlers.remotes(req, res).then(
        (list) => {
          res.setHeader('Cache-Control', 'no-store');
          res.json(list);
        },
        () => res.status(500).json({ success: false, message: 'remotes.json is unreadable' }),
      ),
    );
  } else if (remotesFile) {
    // Read on every request: editing the file re-points the shell with no rebuild and no restart.
    app.get('/remotes.json', (_req, res) => {
      fs.readFile(remotesFile, 'utf8', (err, text) => {
        if (err) return res.status(500).json({ success: false, message: 'remotes.json is unreadable' });
        res.setHeader('Cache-Control', NO_CACHE);
        res.type('application/json; charset=utf-8').send(text);
      });
    });
  }
  if (pageHandlers) {
    app.get('/robots.txt', pageHandlers.robots);
    app.get('/sitemap.xml', (req, res, next) => pageHandlers.sitemap(req, res).catch(next));
  }
  /** The headers of every HTML answer: the content-security policy (with the page's nonce), no framing by another site. */
  const pageSecurityHeaders = (res, file, nonce) => {
    res.setHeader(
      'Content-Security-Policy',
      csp ? contentSecurityPolicy(remotesFile, inlineScriptHashes(file), nonce) : "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
    );
    res.setHeader('X-Frame-Options', csp ? 'SAMEORIGIN' : 'DENY');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    // Once the site has been reached over HTTPS, the browser never tries plain HTTP for it for a year (browsers ignore
    // this header on a plain-HTTP answer, RFC 6797 8.1, so a local `npm start` is unaffected). As the API's helmet does.
    res.setHeader('Strict-Transport-Security', 'max-age=31536000');
  };
  const staticOptions = {
    index: false,
    setHeaders(res, file) {
      res.setHeader('Cache-Control', cacheControlFor(file));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (file.endsWith('.js')) res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
      // An HTML file asked for by its name (`/index.html`) carries the pages' own security headers too: framed by
      // another origin, it would otherwise run the whole app inside a page of theirs (security round three).
      if (file.endsWith('.html')) pageSecurityHeaders(res, file);
    },
  };
  // Versioned releases of a remote (npm run release), e.g. /releases/1.0.0/mf-manifest.json.
  for (const mount of mounts) app.use(mount.prefix, express.static(path.resolve(mount.dir), staticOptions));
  app.use(express.static(root, staticOptions));
  const sendIndex = (req, res, next) => {
    const index = path.join(root, 'index.html');
    if (!fs.existsSync(index)) return next();
    res.setHeader('Cache-Control', NO_CACHE);
    // Every page served here (the site and a remote's own harness page) refuses to be framed by another site.
    // a nonce per response, for the inline scripts React may stream with a page written by the server
    res.locals.nonce = crypto.randomBytes(16).toString('base64');
    pageSecurityHeaders(res, index, res.locals.nonce);
    // With the SEO handlers the head is the page's own and unknown pages answer 404 (the SPA shows its not-found page).
    if (pageHandlers) return void pageHandlers.page(req, res).catch(next);
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
    remotesFile: args.remotes,
    csp: Boolean(args.remotes),
    mounts: fs.existsSync(path.join(dir, '..', 'releases')) ? [{ prefix: '/releases', dir: path.join(dir, '..', 'releases') }] : [],
  }).then(({ url }) => console.log(`Serving ${path.resolve(dir)} at ${url}`));
}

module.exports = {
  SERVER_TIME_LIMITS,
  createStaticServer,
  cacheControlFor,
  contentSecurityPolicy,
};
