import i18next from 'i18next';
import { initI18n } from '../i18n/setup';
import { apiErrorText, fieldErrorTexts, loadApiErrorTexts } from './error-text';

beforeAll(async () => {
  await initI18n('ru', {});
  await loadApiErrorTexts('ru');
});

it('shows the text of the code in the page language, never the English message', () => {
  expect(apiErrorText({ success: false, status: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' })).toBe(
    'Неверный адрес электронной почты или пароль.',
  );
  expect(apiErrorText({ success: false, message: 'Network Error', code: 'NETWORK' })).toBe(
    'Не удалось связаться с сервером. Проверьте подключение к интернету.',
  );
});

it('writes an amount among the parameters as every price is written (500,00 ₼), never as the API sends it', () => {
  const failure = {
    success: false as const,
    status: 422,
    code: 'ORDER_TOO_LARGE',
    message: 'Order too large',
    fields: { items: [{ code: 'ORDER_TOO_LARGE', params: { max: '500.00' } }] },
  };
  expect(apiErrorText(failure)).toBe('Онлайн-заказы принимаем на сумму до 500,00\u00a0₼. Позвоните нам — оформим заказ по телефону.');
});

it("prefers the caller's text for the situation over a code that only repeats the status", () => {
  expect(apiErrorText({ success: false, status: 404, code: 'NOT_FOUND', message: 'Not found' }, 'Заказ с таким кодом не найден.')).toBe(
    'Заказ с таким кодом не найден.',
  );
  expect(apiErrorText({ success: false, status: 500, message: 'Internal server error' })).toBe('У нас что-то пошло не так. Попробуйте ещё раз через минуту.');
});

it('gives each field its text, with Russian plural agreement for lengths', async () => {
  const failure = {
    success: false as const,
    message: 'Validation failed',
    code: 'VALIDATION_FAILED',
    fields: {
      email: [{ code: 'email' as const }],
      name: [{ code: 'tooLong' as const, params: { max: 100 } }],
      note: [{ code: 'tooLong' as const, params: { max: 1 } }],
    },
  };
  expect(fieldErrorTexts(failure)).toEqual({
    email: 'Пожалуйста, введите корректный адрес электронной почты.',
    name: 'Не более 100 символов.',
    note: 'Не более 1 символа.',
  });
  await i18next.changeLanguage('az');
  await loadApiErrorTexts('az');
  expect(fieldErrorTexts(failure).name).toBe('Ən çox 100 simvol ola bilər.');
});
