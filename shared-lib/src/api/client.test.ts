import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createApiClient, normaliseError } from './client';
import type { KeyValueStorage } from '../i18n/detect';

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
    await expect(createApiClient({ storage: s, onUnauthorized, adapter: respond(401, { message: 'Invalid email or password' }) }).post('/auth/login', {})).rejects.toMatchObject({ status: 401 });
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
