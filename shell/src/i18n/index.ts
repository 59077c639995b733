import type { Translations } from 'shared-lib';
import { az } from './locales/az';
import { en } from './locales/en';
import { ru } from './locales/ru';
import { tr } from './locales/tr';

/** The shell's own texts: the `common` namespace (header, footer, home, not-found, remote fallback). */
export const commonTranslations: Translations = { az, en, ru, tr };
