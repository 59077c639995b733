import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createApiClient, normaliseError, readWithRetries } from './client';
import type { KeyValueStorage } from '../../domain/i18n/detect';

function storage(initial: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v), removeItem: (k) => void delete data[k] };
}

function respond(status: number, body: unknown, seen?: InternalAxiosRequestConfig[]): AxiosAdapter {
  return async (config) => {
    seen?.push(config);
    const response = { data: body, status, statusText: String(status), headers: {}, config };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
    }
    return response;
  };
}

describe('API client (SPEC 7, 8.1)', () => {
  it('uses /api, a 10 s time-out, JSON and the stored bearer token', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const client = createApiClient({ storage: storage({ PizzaInn_token: 'abc' }), adapter: respond(200, { success: true, data: [1] }, seen) });
    await expect(client.get('/menu/items')).resolves.toEqual({ success: true, data: [1] });
    expect(seen[0]?.baseURL).toBe('/api');
    expect(seen[0]?.timeout).toBe(10000);
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer abc');
    expect(String(seen[0]?.headers.get('Content-Type'))).toContain('application/json');
  });

  it('wraps a body without a success field as success with the body as data', async () => {
    const client = createApiClient({ storage: storage(), adapter: respond(200, { status: 'ok' }) });
    await expect(client.get('/health')).resolves.toEqual({ success: true, data: { status: 'ok' } });
  });

  it('normalises failures: server error field, then server message, then client text', async () => {
    const s = storage();
    await expect(createApiClient({ storage: s, adapter: respond(400, { error: 'Bad one', message: 'x' }) }).get('/x')).rejects.toMatchObject({
      success: false,
      message: 'Bad one',
      status: 400,
    });
    await expect(createApiClient({ storage: s, adapter: respond(422, { message: 'Invalid email' }) }).get('/x')).rejects.toMatchObject({
      message: 'Invalid email',
      status: 422,
    });
    await expect(createApiClient({ storage: s, adapter: respond(404, '') }).get('/x')).rejects.toMatchObject({
      message: 'Request failed with status code 404',
    });
    expect(normaliseError({})).toMatchObject({ message: 'An error occurred' });
    expect(normaliseError({ code: 'ERR_NETWORK', message: 'Network Error' })).toMatchObject({ message: 'Network Error' });
  });

  it('a 401 without a token (a failed sign-in) keeps the page where it is', async () => {
    const s = storage({ PizzaInn_language: 'en' });
    const onUnauthorized = jest.fn();
    await expect(
      createApiClient({ storage: s, onUnauthorized, adapter: respond(401, { message: 'Invalid email or password' }) }).post('/auth/login', {}),
    ).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a 401 clears the stored session and calls the unauthorised handler', async () => {
    const s = storage({ PizzaInn_token: 't', PizzaInn_user: '{}', PizzaInn_language: 'en' });
    const onUnauthorized = jest.fn();
    await expect(createApiClient({ storage: s, onUnauthorized, adapter: respond(401, { message: 'Unauthorized' }) }).get('/auth/me')).rejects.toMatchObject({
      status: 401,
    });
    expect(s.data).toEqual({ PizzaInn_language: 'en' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('logs server errors of 500 and above', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(createApiClient({ storage: storage(), adapter: respond(503, { message: 'Busy' }) }).get('/x')).rejects.toMatchObject({ status: 503 });
    expect(error).toHaveBeenCalledWith('API error 503: Busy');
    error.mockRestore();
  });
});

describe('session refresh (access tokens live 15 minutes)', () => {
  const jwtWith = (exp: number) => `h.${Buffer.from(JSON.stringify({ sub: 'u1', exp })).toString('base64url')}.s`;
  const inSeconds = (s: number) => Math.floor(Date.now() / 1000) + s;

  /** Answers /auth/refresh with `refresh` and everything else with 200. */
  function api(refresh: { status: number; token?: string }, seen: InternalAxiosRequestConfig[]): AxiosAdapter {
    return async (config) => {
      seen.push(config);
      if (config.url?.endsWith('/auth/refresh')) return respond(refresh.status, { success: refresh.status === 200, data: { token: refresh.token } })(config);
      return respond(200, { success: true, data: 'ok' })(config);
    };
  }

  it('a token with less than 5 minutes left is swapped before the request, which carries the new one', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const old = jwtWith(inSeconds(120));
    const fresh = jwtWith(inSeconds(900));
    const s = storage({ PizzaInn_token: old });
    await createApiClient({ storage: s, adapter: api({ status: 200, token: fresh }, seen) }).get('/orders/history');
    expect(seen.map((c) => c.url)).toEqual(['/api/auth/refresh', '/orders/history']);
    expect(seen[0]?.headers.Authorization).toBe(`Bearer ${old}`);
    expect(seen[1]?.headers.get('Authorization')).toBe(`Bearer ${fresh}`);
    expect(s.data.PizzaInn_token).toBe(fresh);
  });

  it('parallel requests share one refresh; a token with time left is not refreshed', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const s = storage({ PizzaInn_token: jwtWith(inSeconds(60)) });
    const client = createApiClient({ storage: s, adapter: api({ status: 200, token: jwtWith(inSeconds(900)) }, seen) });
    await Promise.all([client.get('/a'), client.get('/b'), client.get('/c')]);
    expect(seen.filter((c) => c.url?.endsWith('/auth/refresh'))).toHaveLength(1);
    seen.length = 0;
    await client.get('/d');
    expect(seen.map((c) => c.url)).toEqual(['/d']);
  });

  it('a session that cannot be refreshed sends the request with the old token (its 401 ends the session as before)', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const old = jwtWith(inSeconds(-30));
    const s = storage({ PizzaInn_token: old });
    await createApiClient({ storage: s, adapter: api({ status: 401 }, seen) }).get('/x');
    expect(seen[1]?.headers.get('Authorization')).toBe(`Bearer ${old}`);
  });
});

describe('reads that meet a busy moment (readWithRetries)', () => {
  /** An API answering with these statuses in turn (the last one for every further request). */
  function answering(statuses: number[], seen: string[]): AxiosAdapter {
    return async (config) => {
      seen.push(String(config.url));
      const status = statuses[Math.min(seen.length - 1, statuses.length - 1)]!;
      return respond(status, status < 400 ? { success: true, data: ['margherita'] } : { success: false, message: 'Busy' })(config);
    };
  }
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('a 503, then the answer: the caller gets the answer, after two requests', async () => {
    const seen: string[] = [];
    const client = createApiClient({ storage: storage(), adapter: answering([503, 200], seen) });
    await expect(readWithRetries(() => client.get('/menu/featured'))).resolves.toEqual({ success: true, data: ['margherita'] });
    expect(seen).toEqual(['/menu/featured', '/menu/featured']);
  });

  it('busy three times: the third failure reaches the caller', async () => {
    const seen: string[] = [];
    const client = createApiClient({ storage: storage(), adapter: answering([502, 504, 503, 200], seen) });
    await expect(readWithRetries(() => client.get('/menu/featured'))).rejects.toMatchObject({ status: 503 });
    expect(seen).toHaveLength(3);
  });

  it('a failure that is not a busy moment (404, 500) is not asked again', async () => {
    for (const status of [404, 500]) {
      const seen: string[] = [];
      const client = createApiClient({ storage: storage(), adapter: answering([status, 200], seen) });
      await expect(readWithRetries(() => client.get('/gallery'))).rejects.toMatchObject({ status });
      expect(seen).toHaveLength(1);
    }
  });
});
