import { missingTranslationKeys } from 'shared-lib';
import { commonTranslations } from './index';

it('has every shell text in az, en, ru and tr', () => {
  expect(missingTranslationKeys(commonTranslations)).toEqual([]);
});

it('uses the spec texts literally in English', () => {
  expect((commonTranslations.en as { loading: string }).loading).toBe('Loading...');
});
