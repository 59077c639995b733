// The site's server (built for Node into shell/dist-server by webpack.server.js). One express app:
//   /api             forwarded to the API (shared-lib's proxy, as a remote's dev harness does)
//   /remotes.json    this browser's releases: remotes.json with the roll-outs applied (release-rollouts.ts)
//   /robots.txt, /sitemap.xml, and every page: its head and status from the API's data and its first view from the
//                    render threads (page-handler.ts, render-pool.ts), with a content-security policy and a nonce
//   everything else  the shell's built files
// Which remote server build renders a page's section is decided here, in the main thread (server-builds.ts); the
// render threads only load and run it (render-worker.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { allowAnyOrigin, apiProxy, listen, NO_CACHE, pageHeaders, staticFileOptions } from 'shared-lib/build/serve';
import { createPageHandlers } from './page-handler';
import { createRenderPool, type RenderPool } from './render-pool';
import { createRolloutReader } from './release-rollouts';
import { createServerBuilds } from './server-builds';

export interface SiteServerOptions {
  /** The shell's built files (shell/dist). */
  dir: string;
  port?: number;
  host?: string;
  /** Where the API listens, e.g. http://127.0.0.1:3010 (served at /api on the site). */
  apiTarget: string;
  /** remotes.json: where each remote is deployed and which server build of it the site trusts. */
  remotesFile?: string;
  /** The site's public address for canonical and absolute URLs (SITE_URL); else taken from the request. */
  siteUrl?: string;
  /** Whether pages get their first view written by the server (default: yes). */
  render?: boolean;
}

export interface SiteServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** How long the server waits for the pinned builds to be installed before it listens anyway (their pages then render in the browser). */
const START_WAIT_MS = 15000;

/** The origins of the remotes listed in remotes.json: the only other places scripts may come from. */
export function remoteOrigins(remotesFile: string): string[] {
  try {
    const list = JSON.parse(fs.readFileSync(remotesFile, 'utf8')) as Array<{ entry: string }>;
    return [...new Set(list.map((r) => new URL(r.entry).origin))];
  } catch {
    return [];
  }
}

/**
 * The hashes of the inline scripts of the shell's index.html (its early script: the saved theme and the taps kept
 * before the app runs), for the CSP: those scripts and no other inline code may run.
 */
function inlineScriptHashes(indexFile: string): string[] {
  try {
    const html = fs.readFileSync(indexFile, 'utf8');
    return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => `'sha256-${crypto.createHash('sha256').update(m[1]!).digest('base64')}'`);
  } catch {
    return [];
  }
}

/** The content-security policy of the site's pages; violations are reported to the API (SPEC 8.1). */
export function contentSecurityPolicy(remotesFile: string | undefined, scriptHashes: string[] = [], nonce?: string): string {
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

export async function createSiteServer({
  dir,
  port = 0,
  host = '127.0.0.1',
  apiTarget,
  remotesFile,
  siteUrl,
  render = true,
}: SiteServerOptions): Promise<SiteServer> {
  const root = path.resolve(dir);
  const indexFile = path.join(root, 'index.html');
  const builds = createServerBuilds({ remotesFile });
  const renderPool: RenderPool | undefined = render ? createRenderPool({ worker: path.join(__dirname, 'render-worker.js'), builds }) : undefined;
  // each browser's releases: remotes.json with the roll-outs the API keeps applied (a release on a share)
  const rollouts = remotesFile ? createRolloutReader({ apiTarget, remotesFile }) : undefined;
  const pages = createPageHandlers({
    indexFile,
    apiTarget,
    siteUrl,
    renderBody: renderPool ? (page) => renderPool.render(page) : undefined,
    remotesFor: rollouts ? (req, res) => rollouts.remotesFor(rollouts.bucketOf(req, res)) : undefined,
  });
  // the pinned builds are installed (and installed again when remotes.json changes) before the first page is asked for
  if (render) await Promise.race([builds.installAll(), new Promise((done) => setTimeout(done, START_WAIT_MS).unref())]);

  /** The headers of every HTML answer: the content-security policy (with the page's nonce), framing by this site only. */
  const securityHeaders = (res: Response, nonce?: string) =>
    pageHeaders(res, { contentSecurityPolicy: contentSecurityPolicy(remotesFile, inlineScriptHashes(indexFile), nonce), frameOptions: 'SAMEORIGIN' });

  const app = express();
  app.disable('x-powered-by');
  app.use(apiProxy(apiTarget));
  app.use(allowAnyOrigin);
  // gzip for everything served from here (after the /api proxy, so the API's event streams are never buffered)
  app.use(compression());
  if (pages.remotes) {
    const remotesFor = pages.remotes;
    app.get('/remotes.json', (req, res) =>
      remotesFor(req, res).then(
        (list) => void res.setHeader('Cache-Control', 'no-store').json(list),
        () => void res.status(500).json({ success: false, message: 'remotes.json is unreadable' }),
      ),
    );
  }
  app.get('/robots.txt', (req, res) => pages.robots(req, res));
  app.get('/sitemap.xml', (req, res, next) => void pages.sitemap(req, res).catch(next));
  app.use(
    express.static(
      root,
      staticFileOptions((res) => securityHeaders(res)),
    ),
  );
  // every other GET is a page of the site (404 for what is not one: the browser shows its not-found page)
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if ((path.extname(req.path) && req.path !== '/') || !fs.existsSync(indexFile)) return next();
    res.setHeader('Cache-Control', NO_CACHE);
    // a nonce per response, for React's inline scripts in a page written by the server
    res.locals.nonce = crypto.randomBytes(16).toString('base64');
    securityHeaders(res, res.locals.nonce as string);
    pages.page(req, res).catch(next);
  });
  app.use((_req: Request, res: Response) => void res.status(404).type('text/plain').send('Not found'));

  const server = await listen(app, port, host);
  return {
    url: server.url,
    port: server.port,
    close: async () => {
      await server.close();
      rollouts?.close();
      builds.close();
      await renderPool?.close();
    },
  };
}

// The main thread's choice of server builds, for the tests that run the built server in a process of their own
// (e2e/server-builds.spec.ts).
export { createServerBuilds, SERVER_BUILDS_KEPT } from './server-builds';
