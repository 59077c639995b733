import type { Translations } from '../i18n/setup';
import { az } from './texts/az';
import { en } from './texts/en';
import { ru } from './texts/ru';
import { tr } from './texts/tr';

/** The `seo` namespace in the four languages, for the site's server and the tests (a browser loads one: ./texts). */
export const SEO_TEXTS = { en, az, ru, tr } satisfies Translations;
