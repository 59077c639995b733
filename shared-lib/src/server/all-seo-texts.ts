import type { Translations } from '../platform/i18n/setup';
import { az } from '../domain/seo/texts/az';
import { en } from '../domain/seo/texts/en';
import { ru } from '../domain/seo/texts/ru';
import { tr } from '../domain/seo/texts/tr';

/** The `seo` namespace in the four languages, for the site's server and the tests (a browser loads one: ./texts). */
export const SEO_TEXTS = { en, az, ru, tr } satisfies Translations;
