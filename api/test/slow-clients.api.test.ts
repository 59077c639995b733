import net from 'node:net';
import { REQUEST_BODY_SECONDS } from '../src/app.factory';
import { testDatabases, type TestDatabase } from './databases';
import { startTestApp, type TestApp } from './test-app';

/**
 * A client that sends its body a byte at a time cannot hold a connection (security round three: bodies had no time
 * limit). Not about the database: run on PGlite only.
 */
describe('slow clients', () => {
  let db: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    db = await testDatabases()[0]![1]();
    t = await startTestApp(db);
  });
  afterAll(() => t?.close());

  it(
    `a request body that has not arrived within ${REQUEST_BODY_SECONDS} s is answered 408 and its connection closed (Node's default: 300 s), while others are served`,
    async () => {
      const { port } = new URL(t.url);
      const socket = net.connect(Number(port), '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
      const started = await new Promise<number>((resolve) => socket.on('connect', () => resolve(Date.now())));
      socket.write('POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"name":');
      // a byte every second, never the whole body
      const drip = setInterval(() => socket.writable && socket.write(' '), 1000);
      // meanwhile the API answers others at once
      expect((await fetch(`${t.url}/api/health`)).status).toBe(200);
      const ended = await closed;
      clearInterval(drip);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      // Node checks the time limit every 30 s (its connectionsCheckingInterval): the connection ends within that of the limit
      expect(ended - started).toBeGreaterThanOrEqual(REQUEST_BODY_SECONDS * 1000);
      expect(ended - started).toBeLessThan((REQUEST_BODY_SECONDS + 31) * 1000);
    },
    (REQUEST_BODY_SECONDS + 45) * 1000,
  );
});
