import i18next from 'i18next';
import { initI18n } from 'shared-lib';
import { adminNamespaces } from '../i18n';
import { csvCell, ordersCsv, reservationsCsv, toCsv, type OrderRow, type ReservationRow } from './reports-csv';

beforeAll(() => initI18n('az', adminNamespaces));

it('writes CSV that spreadsheets read safely', () => {
  expect(csvCell('Pizza "Baku"')).toBe('"Pizza ""Baku"""');
  expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  expect(csvCell(null)).toBe('""');
  expect(toCsv(['a', 'b'], [[1, 'x,y']])).toBe('"a","b"\r\n"1","x,y"');
});

const order: OrderRow = {
  code: 'PZ-7K2M9Q',
  createdAt: '2026-11-24T16:05:00Z',
  status: 'preparing',
  orderType: 'pickup',
  tableNumber: null,
  deliveryAddress: null,
  customerName: 'Aysel',
  phone: '+994501234567',
  total: '25.30',
  items: [{ name: 'Pepperoni', quantity: 2, customizations: [{ name: 'Large' }, { name: 'Extra cheese' }] }],
};
const reservation: ReservationRow = {
  code: 'R-ABC123',
  date: '2026-11-28',
  time: '19:30:00',
  name: 'Leyla',
  phone: '+994501234567',
  email: 'l@example.az',
  guests: 4,
  status: 'confirmed',
};

it("exports orders in the user's language, in Baku time, with the language's decimal mark", () => {
  const tr = (lang: string) => i18next.getFixedT(lang, 'admin');
  expect(ordersCsv([order], tr('ru'), 'ru').split('\r\n')).toEqual([
    '"Код","Оформлен","Статус","Тип","Столик или адрес","Имя","Телефон","Итого (₼)","Блюда"',
    '"PZ-7K2M9Q","24.11.2026 20:05","Готовится","Самовывоз","","Aysel","\'+994501234567","25,30","2 × Pepperoni: Large, Extra cheese"',
  ]);
  expect(ordersCsv([order], tr('az'), 'az').split('\r\n')[1]).toBe(
    '"PZ-7K2M9Q","24.11.2026 20:05","Hazırlanır","Özü götürmə","","Aysel","\'+994501234567","25,30","2 × Pepperoni: Large, Extra cheese"',
  );
  const atTable = { ...order, orderType: 'table' as const, tableNumber: '7' };
  const delivered = { ...order, orderType: 'delivery' as const, deliveryAddress: 'Nizami küçəsi 5' };
  expect(
    ordersCsv([atTable, delivered], tr('az'), 'az')
      .split('\r\n')
      .slice(1)
      .map((line) => line.split('","')[4]),
  ).toEqual(['Masa 7', 'Nizami küçəsi 5']);
  expect(ordersCsv([order], tr('en'), 'en').split('\r\n')).toEqual([
    '"Code","Placed","Status","Type","Table or address","Name","Phone","Total (₼)","Items"',
    '"PZ-7K2M9Q","11/24/2026 8:05 PM","Preparing","Pickup","","Aysel","\'+994501234567","25.30","2 × Pepperoni: Large, Extra cheese"',
  ]);
});

it("exports reservations with the reservation's own status words", () => {
  const tr = (lang: string) => i18next.getFixedT(lang, 'admin');
  expect(reservationsCsv([reservation], tr('ru'), 'ru').split('\r\n')).toEqual([
    '"Код","Дата","Время","Имя","Телефон","Электронная почта","Гостей","Статус"',
    '"R-ABC123","28.11.2026","19:30","Leyla","\'+994501234567","l@example.az","4","Подтверждена"',
  ]);
  expect(reservationsCsv([reservation], tr('tr'), 'tr').split('\r\n')[0]).toBe('"Kod","Tarih","Saat","Ad","Telefon","E-posta","Kişi sayısı","Durum"');
});
