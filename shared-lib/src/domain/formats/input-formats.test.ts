import { emailFormat, fitsFormat, orderCodeFormat, passwordFormat, phoneFormat, reservationCodeFormat } from './input-formats';

it('phones: digits, spaces, brackets and dashes with an optional leading +, 7 to 20 characters', () => {
  for (const ok of ['+994 50 123 45 67', '(012) 498-00-00', '0501234567']) expect(fitsFormat(phoneFormat, ok)).toBe(true);
  for (const bad of ['abc', '+994 50', '050/123/45/67', '1'.repeat(21), 42]) expect(fitsFormat(phoneFormat, bad)).toBe(false);
});

it('e-mails, passwords and codes', () => {
  expect(fitsFormat(emailFormat, 'aysel@example.az')).toBe(true);
  expect(fitsFormat(emailFormat, 'aysel@example')).toBe(false);
  expect(fitsFormat(passwordFormat, 'Secret-Plov-2026')).toBe(true);
  expect(fitsFormat(passwordFormat, 'onlyletters')).toBe(false);
  expect(fitsFormat(passwordFormat, 'şifrə1234')).toBe(true);
  expect(fitsFormat(orderCodeFormat, 'K7M2P9XA3B')).toBe(true);
  // No 0/O, 1/I/L or U in a code, and exactly ten letters.
  expect(fitsFormat(orderCodeFormat, 'K7M2P9XA3O')).toBe(false);
  expect(fitsFormat(orderCodeFormat, 'K7M2P9XA3')).toBe(false);
  expect(fitsFormat(reservationCodeFormat, 'R7K2M9XA')).toBe(true);
  expect(fitsFormat(reservationCodeFormat, 'K7K2M9XA')).toBe(false);
});
