// The site's server: one entry for everything that serves a page (built for Node into shell/dist-server by
// webpack.server.js). It serves the shell's built files and the API behind /api through shared-lib's static server,
// and answers each page itself: its head and status from the API's data (page-handler.ts), its first view rendered in
// render threads with a time budget (render-pool.ts, render-worker.ts, render-page.tsx) with each remote's section
// from that remote's pinned server build (server-remotes.ts), robots.txt and sitemap.xml (crawling.ts).
import path from 'node:path';
import { createPageHandlers } from './page-handler';
import { createRenderPool, type RenderPool } from './render-pool';
import { createRolloutReader } from './release-rollouts';

// shared-lib's static server (a plain CommonJS file beside its webpack set-up, shared with the remotes' own servers)
const { createStaticServer } = require('shared-lib/build/serve') as {
  createStaticServer: (options: Record<string, unknown>) => Promise<{ url: string; port: number; close(): Promise<void> }>;
};

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

/** How long the server waits for its render threads before it listens anyway (their pages then render in the browser). */
const START_WAIT_MS = 15000;

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
  const renderPool: RenderPool | undefined = render ? createRenderPool({ worker: path.join(__dirname, 'render-worker.js'), remotesFile }) : undefined;
  // each browser's releases: remotes.json with the roll-outs the API keeps applied (a release on a share)
  const rollouts = remotesFile ? createRolloutReader({ apiTarget, remotesFile }) : undefined;
  const pages = createPageHandlers({
    indexFile: path.join(root, 'index.html'),
    apiTarget,
    siteUrl,
    streamBody: renderPool ? (page) => renderPool.streamPage(page) : undefined,
    remotesFor: rollouts ? (req, res) => rollouts.remotesFor(rollouts.bucketOf(req, res)) : undefined,
  });
  // the render threads have started (and installed the pinned builds they could) before the first page is asked for
  if (renderPool) await Promise.race([renderPool.ready, new Promise((done) => setTimeout(done, START_WAIT_MS).unref())]);
  const server = await createStaticServer({ dir: root, port, host, spa: true, apiTarget, remotesFile, csp: true, pages });
  return {
    url: server.url,
    port: server.port,
    close: async () => {
      await server.close();
      rollouts?.close();
      await renderPool?.close();
    },
  };
}
