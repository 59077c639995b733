import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testDatabases, type TestDatabase } from './databases';
import { startTestApp, type TestApp } from './test-app';

// shared-lib's /api proxy in front of the API (the one the site's server and a remote's dev harness use).
const { createStaticServer } = require('../../shared-lib/build/serve.js') as {
  createStaticServer: (o: { dir: string; spa?: boolean; apiTarget?: string; csp?: boolean }) => Promise<{ url: string; close: () => Promise<void> }>;
};

describe.each(testDatabases())('the site proxy in front of the API on %s', (_name, open) => {
  let db: TestDatabase;
  let t: TestApp;
  let site: { url: string; close: () => Promise<void> };
  let dir: string;

  beforeAll(async () => {
    db = await open();
    t = await startTestApp(db, { codeGuessLimit: 5 });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>harness</title>');
    fs.writeFileSync(path.join(dir, 'app.0123456789.js'), 'console.log(1)');
    site = await createStaticServer({ dir, spa: true, apiTarget: t.url.replace('[::1]', '127.0.0.1') });
  });
  afterAll(async () => {
    await site?.close();
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keys limits on the address that connected: a client cannot pick a new X-Forwarded-For for each guess', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await fetch(`${site.url}/api/orders/track?code=ZZZZZZZZZ${'23456789'[i]}`, { headers: { 'X-Forwarded-For': `203.0.113.${i}` } });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("passes the API's CORS answer unchanged: no wildcard for another site's origin", async () => {
    const res = await fetch(`${site.url}/api/settings`, { headers: { Origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    // the site's files still may be read across the site's own origins (the shell loads the remotes' scripts)
    expect((await fetch(`${site.url}/index.html`)).headers.get('access-control-allow-origin')).toBe('*');
  });

  it('a page served without the site policy (a remote harness) still refuses to be framed', async () => {
    const res = await fetch(`${site.url}/`);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('the page asked for by its file name carries the same security headers, and every file is nosniff (security round three)', async () => {
    const byName = await fetch(`${site.url}/index.html`);
    expect(byName.status).toBe(200);
    expect(byName.headers.get('x-frame-options')).toBe('DENY');
    expect(byName.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(byName.headers.get('x-content-type-options')).toBe('nosniff');
    expect(byName.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const script = await fetch(`${site.url}/app.0123456789.js`);
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
