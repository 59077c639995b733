import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { RequestSchemaPipe } from '../src/common/validation';
import { testDatabases } from './databases';
import { badCases, sampleOf } from './request-cases';
import { bearer, startTestApp, type TestApp } from './test-app';

/**
 * Every body and query of the API, checked at its limits: the routes are read from the running app (each parameter
 * checked by a RequestSchemaPipe), and the bad values from each route's schema (request-cases.ts). A new route or a
 * new rule is covered without a new test; a route that stopped checking its input fails here.
 */
const [pglite] = testDatabases();

type Schema = RequestSchemaPipe<never>['schema'];
interface Route {
  method: string;
  path: string;
  body?: Schema;
  query?: Schema;
}

/** Route parameters a checked request needs to reach its handler (a real-looking id or code). */
const PARAMS: Record<string, string> = {
  id: '1',
  itemId: '1',
  code: 'ABCDEFGHJK',
  station: 'kitchen',
};
const UUID_PARAM_ROUTES = ['/api/admin/users/:id/role', '/api/admin/gallery/:id'];

function routesOf(t: TestApp): Route[] {
  const routes: Route[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new () => unknown) | undefined;
      if (!controller) continue;
      const base = [Reflect.getMetadata(PATH_METADATA, controller)].flat()[0] as string;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = controller.prototype[name];
        if (name === 'constructor' || typeof handler !== 'function' || Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<string, { pipes?: unknown[] }>;
        const methodCode = Reflect.getMetadata(METHOD_METADATA, handler) as number | undefined;
        if (methodCode === undefined) continue;
        const method = String(RequestMethod[methodCode]).toLowerCase();
        const path = `/api/${[base, [Reflect.getMetadata(PATH_METADATA, handler)].flat()[0]].filter((p) => p && p !== '/').join('/')}`.replace(/\/+/g, '/');
        const route: Route = { method, path };
        for (const arg of Object.values(args)) for (const pipe of arg.pipes ?? []) if (pipe instanceof RequestSchemaPipe) route[pipe.source] = pipe.schema;
        if (route.body || route.query) routes.push(route);
      }
    }
  }
  return routes;
}

const withParams = (path: string) =>
  path.replace(/:(\w+)/g, (_, name: string) => (UUID_PARAM_ROUTES.includes(path) ? '00000000-0000-4000-8000-000000000000' : (PARAMS[name] ?? '1')));

/** A query's values as a query string (a list becomes one value per item). */
const queryString = (request: Record<string, unknown>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) for (const item of [value].flat()) params.append(key, String(item));
  return params.toString();
};

describe('every request schema at its limits (PGlite)', () => {
  let t: TestApp;
  let routes: Route[];
  beforeAll(async () => {
    t = await startTestApp(await pglite![1]());
    routes = routesOf(t);
  });
  afterAll(() => t?.close());

  it('finds the checked bodies and queries of the API', () => {
    const names = routes.flatMap((r) =>
      (['body', 'query'] as const).filter((source) => r[source]).map((source) => `${r.method.toUpperCase()} ${r.path} ${source}`),
    );
    // A few that must be among them (the list itself is what the next test walks).
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/orders body',
        'GET /api/orders/track query',
        'POST /api/reservations body',
        'PUT /api/admin/settings body',
        'POST /api/admin/menu/items body',
        'GET /api/admin/orders query',
      ]),
    );
    expect(routes.length).toBeGreaterThan(50);
  });

  it('answers each bad value with its field code and limit, on every route', async () => {
    const failures: string[] = [];
    let checked = 0;
    const send = (method: string, url: string) => (t.http as unknown as Record<string, (url: string) => import('supertest').Test>)[method]!(url);
    for (const route of routes) {
      const path = withParams(route.path);
      const cases = [
        ...(route.body ? badCases(route.body as never, false).map((bad) => ({ bad, url: path, body: bad.request })) : []),
        // A query is checked after the body: its cases carry a body the route takes.
        ...(route.query
          ? badCases(route.query as never, true).map((bad) => ({
              bad,
              url: `${path}?${queryString(bad.request)}`,
              body: route.body ? sampleOf(route.body as never) : undefined,
            }))
          : []),
      ];
      for (const { bad, url, body } of cases) {
        const request = send(route.method, url);
        if (body !== undefined) void request.send(body as object);
        const res = await request.set(bearer(t.tokens.SUPER_ADMIN));
        checked += 1;
        const got = res.body?.fields?.[bad.field] as unknown[] | undefined;
        if (res.status !== 400 || !got?.some((e) => JSON.stringify(e) === JSON.stringify(bad.expected))) {
          failures.push(
            `${route.method.toUpperCase()} ${route.path} ${bad.name}: expected ${JSON.stringify(bad.expected)}, got ${res.status} ${JSON.stringify(res.body?.fields ?? res.body)}`,
          );
        }
      }
    }
    if (process.env.REQUEST_CASES_REPORT) console.log(`request schemas: ${routes.length} routes, ${checked} bad requests`);
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(400);
  });
});
