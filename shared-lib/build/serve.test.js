const fs = require('fs');
const os = require('os');
const path = require('path');
const net = require('net');
const { createStaticServer, SERVER_TIME_LIMITS } = require('./serve');

describe('static server', () => {
  let dir;
  let server;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var a = "Azərbaycan";');
    fs.writeFileSync(path.join(dir, 'main.0123456789.js'), 'var b = 1;');
    server = await createStaticServer({ dir, spa: true });
  });
  afterAll(() => server.close());

  it('serves JavaScript as UTF-8 with no-cache for entries and immutable for hashed chunks', async () => {
    const entry = await fetch(`${server.url}/remoteEntry.js`);
    expect(entry.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    const chunk = await fetch(`${server.url}/main.0123456789.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers deep links with its harness page, which no other site may frame', async () => {
    const page = await fetch(`${server.url}/en/menu/3`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>x</title>');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('sends static files gzipped to a client that accepts it', async () => {
    fs.writeFileSync(path.join(dir, 'big.0123456789.js'), 'var c = "' + 'pizza '.repeat(2000) + '";');
    const res = await fetch(`${server.url}/big.0123456789.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await res.text()).toContain('pizza pizza');
  });

  it('answers 404 for a missing file', async () => {
    expect((await fetch(`${server.url}/missing.js`)).status).toBe(404);
  });
});

describe('the /api proxy', () => {
  it('cuts off an event stream the API cut off (a killed process), so the browser reconnects instead of waiting', async () => {
    const http = require('http');
    const api = http.createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write('event: ready\ndata: {}\n\n');
      setTimeout(() => req.socket.destroy(), 100);
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-proxy-'));
    const site = await createStaticServer({ dir, apiTarget: `http://127.0.0.1:${api.address().port}` });
    try {
      const res = await fetch(`${site.url}/api/admin/orders/events`);
      let text = '';
      const ended = (async () => {
        try {
          for await (const chunk of res.body) text += Buffer.from(chunk).toString();
        } catch {
          // cut off: what a browser sees as a dropped stream
        }
        return 'ended';
      })();
      const result = await Promise.race([ended, new Promise((resolve) => setTimeout(() => resolve('still open'), 3000))]);
      expect([result, text]).toEqual(['ended', 'event: ready\ndata: {}\n\n']);
    } finally {
      await site.close();
      api.closeAllConnections();
      api.close();
    }
  });

  it("keeps the API's time limits: a client that sends a header line every few seconds is answered 408 and let go at 15 s (security round four)", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-slow-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
    const server = await createStaticServer({ dir, spa: true });
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    // the server ends the connection while a header line may still be on its way: a reset here is the expected end
    socket.on('error', () => undefined);
    const closed = new Promise((resolve) => socket.on('close', () => resolve(Date.now())));
    const started = await new Promise((resolve) => socket.on('connect', () => resolve(Date.now())));
    socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    let n = 0;
    const drip = setInterval(() => socket.writable && socket.write(`X-Drip-${n++}: 1\r\n`), 3000);
    // meanwhile the server answers others at once
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    const ended = await closed;
    clearInterval(drip);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ended - started).toBeGreaterThanOrEqual(SERVER_TIME_LIMITS.headersTimeout - 100);
    expect(ended - started).toBeLessThan(SERVER_TIME_LIMITS.headersTimeout + 3000);
    await server.close();
  }, 40000);
});
