import { foldSearchText } from './search-text';

it('folds case and accents of az, tr and ru text', () => {
  expect(foldSearchText('ŞƏKİ Çörəyi')).toBe('seki coreyi');
  expect(foldSearchText('Dört Peynirli')).toBe(foldSearchText('DORT PEYNIRLI'));
  expect(foldSearchText('Bakı')).toBe('baki');
  expect(foldSearchText('İÇECEK')).toBe('icecek');
  expect(foldSearchText('Пицца  Четыре сыра')).toBe('пицца четыре сыра');
  expect(foldSearchText('Ёлка')).toBe('елка');
});
