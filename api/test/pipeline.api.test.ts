import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory';
import { assertNoDemoPasswords } from '../src/users/demo-seeder';
import { assertSecretsSafe, appConfigFromEnv, DEFAULT_JWT_SECRET } from '../src/config/app-config';
import { testDatabases } from './databases';
import { startTestApp, TEST_CONFIG, type TestApp } from './test-app';

const [pglite] = testDatabases();

describe('request pipeline', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 5 of the 8 logins a minute go to signing in the demo accounts: 3 are left for the test
    t = await startTestApp(await pglite![1](), { authRateLimit: 8 });
  });
  afterAll(() => t?.close());

  it('sends security headers', async () => {
    const res = await t.http.get('/api/health').expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('allows CORS only for the site and remote origins', async () => {
    const ok = await t.http.get('/api/health').set('Origin', 'http://localhost:3001');
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    const evil = await t.http.get('/api/health').set('Origin', 'https://evil.example');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers malformed JSON and oversized bodies with 4xx in the envelope', async () => {
    const bad = await t.http.post('/api/auth/register').set('Content-Type', 'application/json').send('{"name": ').expect(400);
    expect(bad.body).toEqual({ success: false, code: 'INVALID_JSON', message: 'The request body is not valid JSON' });
    const big = await t.http
      .post('/api/auth/register')
      .send({ name: 'x'.repeat(200 * 1024) })
      .expect(413);
    expect(big.body).toEqual({ success: false, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' });
  });

  it('rate-limits login attempts', async () => {
    const attempt = () => t.http.post('/api/auth/login').send({ email: 'x@example.az', password: 'whatever1' });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt()).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const res = await attempt();
    expect(res.body).toEqual({ success: false, code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please wait a moment and try again.' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('publishes OpenAPI with every route and its shapes', async () => {
    const doc = (await t.http.get('/api/docs-json').expect(200)).body;
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/me',
      '/api/auth/profile',
      '/api/auth/change-password',
      '/api/auth/logout',
      '/api/menu/categories',
      '/api/menu/items',
      '/api/menu/items/{id}',
      '/api/menu/featured',
      '/api/menu/search',
      '/api/mokaland-menu/items',
      '/api/mokaland-menu/birthday-menu',
      '/api/settings',
      '/api/admin/settings',
      '/api/admin/users',
      '/api/admin/users/{id}/role',
      '/api/admin/menu',
      '/api/admin/menu/items/{id}',
      '/api/orders',
      '/api/orders/track',
      '/api/orders/track/{code}/events',
      '/api/orders/cancel',
      '/api/orders/history',
      '/api/reservations',
      '/api/reservations/check-availability',
      '/api/reservations/cancel',
      '/api/reservations/update',
      '/api/contact',
      '/api/contact/subscribe',
      '/api/gallery',
      '/api/gallery/upload',
      '/api/admin/dashboard',
      '/api/admin/orders',
      '/api/admin/orders/{code}/status',
      '/api/admin/reservations',
      '/api/admin/contacts',
      '/api/admin/gallery',
      '/api/admin/analytics',
      '/api/admin/chat/messages',
      '/api/test/connectivity',
      '/api/debug/csp',
      '/api/csp-report',
    ]) {
      expect(paths).toContain(p);
    }
    // Request bodies and queries are documented from their valibot schemas (shared-lib/contracts, requests/).
    const body = (path: string, method = 'post') => doc.paths[path][method].requestBody.content['application/json'].schema;
    expect(body('/api/auth/register').required).toEqual(expect.arrayContaining(['name', 'email', 'password']));
    expect(body('/api/auth/register').properties.name).toMatchObject({ type: 'string', minLength: 2, maxLength: 100 });
    expect(body('/api/auth/register').additionalProperties).toBe(false);
    expect(body('/api/orders').required).toEqual(expect.arrayContaining(['items', 'orderType']));
    expect(body('/api/orders').properties.deliveryAddress).toMatchObject({ minLength: 5, maxLength: 300 });
    const lang = doc.paths['/api/menu/items'].get.parameters.find((p: { name: string }) => p.name === 'lang');
    expect(lang).toMatchObject({ in: 'query', required: false, schema: { enum: ['az', 'en', 'ru', 'tr'] } });
    expect(doc.components.schemas.MenuItemSchema.properties.price).toMatchObject({ type: 'string', example: '9.50' });
    expect(doc.paths['/api/gallery/upload'].post.requestBody.content['multipart/form-data']).toBeDefined();
    const html = await t.http.get('/api/docs').expect(200);
    expect(html.text).toContain('swagger');
  });
});

describe('production mode', () => {
  it('refuses the default JWT secret', () => {
    const config = appConfigFromEnv({ NODE_ENV: 'production', ALLOW_DEV_JWT_SECRET: 'true' } as NodeJS.ProcessEnv);
    expect(config.jwtSecret).toBe(DEFAULT_JWT_SECRET);
    expect(() => assertSecretsSafe(config)).toThrow('Refusing to start in production: set JWT_SECRET');
    expect(() => assertSecretsSafe(appConfigFromEnv({ NODE_ENV: 'production' } as NodeJS.ProcessEnv))).toThrow(
      'Refusing to start in production: set JWT_SECRET',
    );
  });

  it('outside production too, the published development secret needs the explicit flag', () => {
    // NODE_ENV "development", "staging", unset: none of them makes the known secret acceptable by itself
    for (const NODE_ENV of ['development', 'staging', undefined]) {
      expect(() => assertSecretsSafe(appConfigFromEnv({ NODE_ENV } as NodeJS.ProcessEnv))).toThrow('Refusing to start: set JWT_SECRET');
      expect(() => assertSecretsSafe(appConfigFromEnv({ NODE_ENV, JWT_SECRET: DEFAULT_JWT_SECRET } as NodeJS.ProcessEnv))).toThrow(
        'Refusing to start: set JWT_SECRET',
      );
      expect(() => assertSecretsSafe(appConfigFromEnv({ NODE_ENV, JWT_SECRET: 'short' } as NodeJS.ProcessEnv))).toThrow('Refusing to start: set JWT_SECRET');
    }
    expect(() => assertSecretsSafe(appConfigFromEnv({ ALLOW_DEV_JWT_SECRET: 'true' } as NodeJS.ProcessEnv))).not.toThrow();
    expect(() => assertSecretsSafe(appConfigFromEnv({ JWT_SECRET: 'x'.repeat(32) } as NodeJS.ProcessEnv))).not.toThrow();
  });

  it('refuses to start while a demo account keeps its demo password', async () => {
    const db = await pglite![1]();
    const first = await createApp(db.settings, { logger: false, config: { ...TEST_CONFIG, seedDemoAccounts: true } });
    await first.init();
    const ds = first.get(DataSource);
    await expect(assertNoDemoPasswords(ds)).rejects.toThrow('the demo account customer@pizzainn.az still has its demo password');
    await ds.query(`UPDATE users SET password_hash = 'changed'`);
    await expect(assertNoDemoPasswords(ds)).resolves.toBeUndefined();
    await first.close();
  });

  it('docs and diagnostics are off by default in production, and can be switched off anywhere', async () => {
    expect(appConfigFromEnv({ NODE_ENV: 'production' } as NodeJS.ProcessEnv)).toMatchObject({ apiDocs: false, diagnostics: false });
    expect(appConfigFromEnv({ NODE_ENV: 'production', API_DOCS: 'true', DIAGNOSTICS: 'true' } as NodeJS.ProcessEnv)).toMatchObject({
      apiDocs: true,
      diagnostics: true,
    });
    expect(appConfigFromEnv({ NODE_ENV: 'development' } as NodeJS.ProcessEnv)).toMatchObject({ apiDocs: true, diagnostics: true });
    const db = await pglite![1]();
    const app = await createApp(db.settings, { logger: false, config: { ...TEST_CONFIG, apiDocs: false, diagnostics: false } });
    await app.init();
    const http = request(app.getHttpServer());
    await http.get('/api/docs').expect(404);
    await http.get('/api/docs-json').expect(404);
    await http.get('/api/test/connectivity').expect(404);
    await http.post('/api/csp-report').set('Content-Type', 'application/csp-report').send('{}').expect(404);
    await http.get('/api/health').expect(200);
    await app.close();
  });
});
