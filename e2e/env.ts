import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');
/**
 * The browser tests run on E2E_WORKERS workers side by side (2 by default: the suite mostly waits on pages, servers and
 * the database, so two workers keep the machine's two cores busy), each against a composed site of its own:
 * worker n (Playwright's TEST_PARALLEL_INDEX) on port base E2E_PORT_BASE + 100 n, with its own database, inbox and
 * remotes.json, which playwright.config.ts starts. A spec file runs whole in one worker, on that worker's site.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const FIRST_PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4300);
export const sitePortBase = (parallelIndex: number) => FIRST_PORT_BASE + 100 * parallelIndex;
/** This worker's site. */
export const E2E_PORT_BASE = sitePortBase(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const remotesFileOf = (portBase: number) => path.join(ROOT, '.tmp', `e2e-remotes-${portBase}.json`);
export const dataDirOf = (portBase: number) => path.join('.tmp', `e2e-pglite-${portBase}`);
export const E2E_REMOTES_FILE = remotesFileOf(E2E_PORT_BASE);
/**
 * The browser suites open many pages of one staff account and leave them open until their worker ends, all from one
 * address, and try wrong passwords on the demo accounts: the per-holder stream caps and the per-account sign-in delay
 * (which have their own API tests) are raised for them, as the per-address limits are.
 */
export const TEST_LIMITS = { STREAMS_PER_ACCOUNT: '1000', STREAMS_PER_CLIENT: '100000', SIGN_IN_FAILURES_BEFORE_DELAY: '1000' };

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Debian's Chromium, headless, quiet: for the browser tests and the resilience runs alike. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const remotePort = {
  mf_menu: E2E_PORT_BASE + 1,
  mf_cart: E2E_PORT_BASE + 2,
  mf_booking: E2E_PORT_BASE + 3,
  mf_admin: E2E_PORT_BASE + 4,
} as const;

export type RemoteEntry = { name: keyof typeof remotePort; entry: string; serverSha256?: string; serverBuilds?: string[] };

const { serverBuildSha256 } = createRequire(__filename)('../shared-lib/build/server-builds.js') as { serverBuildSha256: (dir: string) => string | undefined };
const PACKAGE_OF = { mf_menu: 'mf-menu', mf_cart: 'mf-cart', mf_booking: 'mf-booking', mf_admin: 'mf-admin' } as const;

/** The remotes as the site runs them in these tests, each server build pinned by its hash (as a deployment does). */
export function defaultRemotes(): RemoteEntry[] {
  return (Object.keys(remotePort) as Array<keyof typeof remotePort>).map((name) => {
    const serverSha256 = serverBuildSha256(path.join(ROOT, PACKAGE_OF[name]));
    return { name, entry: `http://127.0.0.1:${remotePort[name]}/mf-manifest.json`, ...(serverSha256 ? { serverSha256 } : {}) };
  });
}

/** Rewrites the remotes.json the running shell serves (it is read on every request: no rebuild, no restart). */
export function writeRemotes(remotes: RemoteEntry[]): void {
  fs.writeFileSync(E2E_REMOTES_FILE, JSON.stringify(remotes, null, 2) + '\n');
}

export function pointRemote(name: keyof typeof remotePort, entry: string, serverSha256?: string): void {
  writeRemotes(defaultRemotes().map((r) => (r.name === name ? { name, entry, ...(serverSha256 ? { serverSha256 } : {}) } : r)));
}

/** The development inbox `npm start` runs beside the site (MailDev): every e-mail the site sends lands here. */
export const E2E_INBOX = `http://127.0.0.1:${E2E_PORT_BASE + 80}`;
