/** @jest-environment node */
// The site's HTTP server as a browser meets it (without render threads, with its API down): remotes.json read fresh on
// every request, every page with a content-security policy that names the remotes' origins and the page's own nonce,
// the shell's index.html asked for by its name with the same policy, and a 404 for a missing file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSiteServer, type SiteServer } from './site-server';

let dir: string;
let site: SiteServer;
const remotesFile = () => path.join(dir, 'remotes.json');
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-server-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>x</title><script>theme()</script></head><body><div id=root></div></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'main.0123456789.js'), 'var b = 1;');
  fs.writeFileSync(remotesFile(), '[]');
  site = await createSiteServer({ dir, apiTarget: 'http://127.0.0.1:9', remotesFile: remotesFile(), render: false, siteUrl: 'https://pizzainn.example' });
});
afterAll(async () => {
  await site.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('reads remotes.json fresh on every request, never cached by the browser', async () => {
  fs.writeFileSync(remotesFile(), '[{"name":"mf_menu","entry":"http://localhost:3001/mf-manifest.json"}]');
  const res = await fetch(`${site.url}/remotes.json`);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(await res.json()).toEqual([{ name: 'mf_menu', entry: 'http://localhost:3001/mf-manifest.json' }]);
});

it('sends every page with a policy naming the remotes’ origins, the early script’s hash and a nonce of its own', async () => {
  fs.writeFileSync(remotesFile(), '[{"name":"mf_menu","entry":"http://localhost:3001/mf-manifest.json"}]');
  const policies = await Promise.all([1, 2].map(async () => (await fetch(`${site.url}/en/location`)).headers.get('content-security-policy')!));
  for (const policy of policies) {
    expect(policy).toMatch(/script-src 'self' 'sha256-[^']+' 'nonce-[^']+' http:\/\/localhost:3001;/);
    expect(policy).toContain("connect-src 'self' http://localhost:3001;");
    expect(policy).toContain('report-uri /api/csp-report');
  }
  expect(policies[0]!.match(/'nonce-[^']+'/)![0]).not.toBe(policies[1]!.match(/'nonce-[^']+'/)![0]);
});

it('serves the index asked for by its name with the pages’ policy, hashed files as immutable, and 404 for a missing file', async () => {
  const index = await fetch(`${site.url}/index.html`);
  expect(index.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(index.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  expect((await fetch(`${site.url}/main.0123456789.js`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect((await fetch(`${site.url}/missing.js`)).status).toBe(404);
});

it('answers the API’s paths with a 503 in the API’s own shape while the API is down, never a page', async () => {
  const res = await fetch(`${site.url}/api/settings`);
  expect(res.status).toBe(503);
  expect(await res.json()).toEqual({ success: false, message: 'The service is busy. Please try again in a moment.' });
});
