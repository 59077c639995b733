import { ConflictException, NotFoundException, type ArgumentsHost } from '@nestjs/common';
import { apiError } from './api-error';
import { ApiExceptionFilter } from './api-exception.filter';

/** The filter's answer to one exception, for a caller speaking `language`. */
function answer(exception: unknown, language = 'en') {
  const sent: { status?: number; body?: Record<string, unknown> } = {};
  const res = {
    headersSent: false,
    vary: () => res,
    setHeader: () => res,
    status: (status: number) => ((sent.status = status), res),
    json: (body: Record<string, unknown>) => void (sent.body = body),
  };
  const req = { headers: { 'accept-language': language }, acceptsLanguages: (...langs: string[]) => (langs.includes(language) ? language : false) };
  const host = { switchToHttp: () => ({ getResponse: () => res, getRequest: () => req }) } as unknown as ArgumentsHost;
  new ApiExceptionFilter().catch(exception, host);
  return sent;
}

describe('the API error filter', () => {
  it('takes the code the thrower names, with its field and values, in the caller’s language', () => {
    const { status, body } = answer(new ConflictException(apiError('ORDER_CLOSED', 'status', { status: 'cancelled' })), 'ru');
    expect(status).toBe(409);
    expect(body).toMatchObject({ success: false, code: 'ORDER_CLOSED', message: 'Этот заказ уже закрыт.', errors: { status: ['Этот заказ уже закрыт.'] } });
  });

  it('never finds a code from an English message: a failure thrown without one has its status’s code', () => {
    // the catalogue's own text for ORDER_NOT_FOUND, thrown as a bare message (a library's or a forgotten throw)
    expect(answer(new NotFoundException('Order not found')).body).toMatchObject({ code: 'NOT_FOUND', message: 'Order not found' });
    expect(answer(new NotFoundException({ message: 'Order not found', errors: { code: ['Order not found'] } })).body).toMatchObject({
      code: 'NOT_FOUND',
      fields: { code: [{ code: 'invalid' }] },
    });
  });
});
