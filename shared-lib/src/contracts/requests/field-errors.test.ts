import { checkRequest } from './field-errors';
import { createOrderBody } from './orders';
import { updateSettingsBody } from './settings';

const delivery = { orderType: 'delivery', phone: '+994 50 123 45 67', items: [{ menuItemId: 1, quantity: 1 }] };

it("takes a field's limits from the schema, never from a message: a short address is too short, a long one too long", () => {
  expect(checkRequest(createOrderBody, { ...delivery, deliveryAddress: 'abc' })).toMatchObject({
    ok: false,
    fields: { deliveryAddress: [{ code: 'tooShort', params: { min: 5 } }] },
  });
  expect(checkRequest(createOrderBody, { ...delivery, deliveryAddress: 'x'.repeat(301) })).toMatchObject({
    ok: false,
    fields: { deliveryAddress: [{ code: 'tooLong', params: { max: 300 } }] },
  });
  expect(checkRequest(createOrderBody, { ...delivery, deliveryAddress: '  Nizami 10  ' })).toMatchObject({ ok: true, value: { deliveryAddress: 'Nizami 10' } });
});

it('names the field another one makes required, a field the request may not carry, and a list by its own name', () => {
  expect(checkRequest(createOrderBody, delivery)).toEqual({
    ok: false,
    fields: { deliveryAddress: [{ code: 'required' }] },
    errors: { deliveryAddress: ['deliveryAddress is required'] },
  });
  expect(checkRequest(createOrderBody, { ...delivery, deliveryAddress: 'Nizami 10', role: 'ADMIN' })).toMatchObject({
    ok: false,
    fields: { role: [{ code: 'notAllowed' }] },
  });
  const hours = { weekly: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null }, closedDates: ['2026-12-31', '2026-02-30'] };
  expect(checkRequest(updateSettingsBody, { restaurant: { openingHours: hours } })).toMatchObject({
    ok: false,
    fields: { 'restaurant.openingHours.closedDates': [{ code: 'date' }] },
  });
});
